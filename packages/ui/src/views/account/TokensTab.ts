import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { tokenDisplay } from '../tokenDisplay.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import '../../primitives/TokenRow.js'

/** The Tokens tab: the account's token balances with USD values, largest first. */
export class PorticoAccountTokens extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [config.account.state])
  private fetchedFor: string | undefined

  override updated(): void {
    const config = this.portico.value?.config
    const key = config?.getAccount()?.caipAddress
    if (!config || !key || key === this.fetchedFor) return
    this.fetchedFor = key
    void config.fetchTokenBalances()
  }

  override render() {
    const value = this.portico.value
    const account = value?.config.getAccount()
    if (!value || !account) return nothing
    const { locale, formats } = value
    const tokens = [...account.tokenBalance].sort((a, b) => b.value - a.value)
    if (tokens.length === 0 && account.balanceLoading)
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    if (tokens.length === 0)
      return html`<div class="empty">
        <span class="badge"><portico-icon name="coins" size="2.2em"></portico-icon></span>
        <strong>${locale.noTokens}</strong>
        <span>${locale.noTokensHint}</span>
      </div>`
    return html`<div role="list">
      ${tokens.map((token) => {
        const { amount, value: fiat } = tokenDisplay(token, formats)
        return html`<portico-token-row
          role="listitem"
          .name=${token.name}
          .symbol=${token.symbol}
          .iconUrl=${token.iconUrl || undefined}
          .amount=${amount}
          .value=${fiat}
        ></portico-token-row>`
      })}
    </div>`
  }
}

define('portico-account-tokens', PorticoAccountTokens)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-tokens': PorticoAccountTokens
  }
}
