import type { SwapToken } from '@portico/core'
import { getSwapController } from '@portico/core/swap'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import type { Formats } from '../../i18n/formats.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/TokenRow.js'
import { matchesToken, noTokens, tokenSearch } from '../tokenPicker.js'

/** SwapSelectToken: the token to pay with or to receive — the account's first, then every swap token. */
export class PorticoSwapSelectTokenView extends LitElement {
  static override properties = { search: { state: true } }
  declare search: string

  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [
    getSwapController(config).state,
    config.router.state,
  ])

  constructor() {
    super()
    this.search = ''
  }

  private pick(token: SwapToken) {
    const { config } = this.portico.value!
    if (config.router.state.data?.target === 'to') getSwapController(config).setToToken(token)
    else getSwapController(config).setSourceToken(token)
    config.router.back()
  }

  private rows(tokens: readonly SwapToken[], chosen: SwapToken | undefined, formats: Formats) {
    return html`<div role="list">
      ${tokens.map(
        (token) => html`<portico-token-row
          role="listitem"
          interactive
          ?selected=${chosen?.address.toLowerCase() === token.address.toLowerCase()}
          .name=${token.name}
          .symbol=${token.symbol}
          .iconUrl=${token.logoUri || undefined}
          .amount=${token.value > 0 || token.quantity.numeric !== '0' ? formats.balance(token.quantity.numeric) : ''}
          .value=${token.value > 0 ? formats.fiat(token.value) : undefined}
          @click=${() => this.pick(token)}
        ></portico-token-row>`,
      )}
    </div>`
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, formats } = value
    const { state } = getSwapController(config)
    const target = config.router.state.data?.target === 'to' ? 'to' : 'source'
    const chosen = target === 'to' ? state.toToken : state.sourceToken
    const matches = matchesToken(this.search)
    const held = state.myTokensWithBalance.filter(matches)
    const heldAddresses = new Set(held.map((token) => token.address.toLowerCase()))
    const others = state.popularTokens.filter(
      (token) => matches(token) && !heldAddresses.has(token.address.toLowerCase()),
    )
    return html`<div class="view">
      ${tokenSearch(locale, this.search, (value) => (this.search = value))}
      ${held.length === 0 && others.length === 0 ? noTokens(locale.noSwapTokens) : nothing}
      ${held.length > 0 ? html`<h3 class="section-label">${locale.swapAll}</h3>${this.rows(held, chosen, formats)}` : nothing}
      ${others.length > 0 ? html`<h3 class="section-label">${locale.swapAllTokens}</h3>${this.rows(others, chosen, formats)}` : nothing}
    </div>`
  }
}

define('portico-swap-select-token-view', PorticoSwapSelectTokenView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-swap-select-token-view': PorticoSwapSelectTokenView
  }
}
