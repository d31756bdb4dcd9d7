import { getSendController } from '@portico/core/send'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { tokenDisplay } from '../tokenDisplay.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/TokenRow.js'
import { matchesToken, noTokens, tokenSearch } from '../tokenPicker.js'

/** SendSelectToken: pick the token to send from the balances, with a search. */
export class PorticoSendSelectTokenView extends LitElement {
  static override properties = { search: { state: true } }
  declare search: string

  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [getSendController(config).state])

  constructor() {
    super()
    this.search = ''
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => {
      const config = this.portico.value?.config
      const send = config && getSendController(config)
      if (send && send.state.tokenBalances.length === 0) void send.fetchTokenBalances()
    })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config, formats } = value
    const send = getSendController(config)
    const tokens = send.state.tokenBalances.filter(matchesToken(this.search))
    const chosen = send.state.token
    return html`<div class="view">
      ${tokenSearch(locale, this.search, (value) => (this.search = value))}
      ${
        tokens.length === 0
          ? noTokens(locale.noTokensToSend)
          : html`<div role="list">
            ${tokens.map((token) => {
              const { amount, value: fiat } = tokenDisplay(token, formats)
              return html`<portico-token-row
                role="listitem"
                interactive
                ?selected=${chosen?.symbol === token.symbol && chosen?.address === token.address}
                .name=${token.name}
                .symbol=${token.symbol}
                .iconUrl=${token.iconUrl || undefined}
                .amount=${amount}
                .value=${fiat}
                @click=${() => {
                  send.setToken(token)
                  void send.fetchGasPrice()
                  config.router.back()
                }}
              ></portico-token-row>`
            })}
          </div>`
      }
    </div>`
  }
}

define('portico-send-select-token-view', PorticoSendSelectTokenView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-send-select-token-view': PorticoSendSelectTokenView
  }
}
