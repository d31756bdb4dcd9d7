import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { sendControllerFor } from '../../utils/sendController.js'
import { tokenDisplay } from '../tokenDisplay.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/TokenRow.js'

/** SendSelectToken: pick the token to send from the balances, with a search. */
export class PorticoSendSelectTokenView extends LitElement {
  static override properties = { search: { state: true } }
  declare search: string

  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [sendControllerFor(config).state])

  constructor() {
    super()
    this.search = ''
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => {
      const config = this.portico.value?.config
      const send = config && sendControllerFor(config)
      if (send && send.state.tokenBalances.length === 0) void send.fetchTokenBalances()
    })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config } = value
    const send = sendControllerFor(config)
    const query = this.search.trim().toLowerCase()
    const tokens = send.state.tokenBalances.filter(
      (token) =>
        !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query),
    )
    const chosen = send.state.token
    return html`<div class="view">
      <portico-input
        icon="search"
        hide-label
        label=${locale.searchToken}
        placeholder=${locale.searchToken}
        .value=${this.search}
        @portico-input=${(event: CustomEvent<{ value: string }>) => (this.search = event.detail.value)}
      ></portico-input>
      ${
        tokens.length === 0
          ? html`<div class="empty">
            <span class="badge"><portico-icon name="coins" size="2.2em"></portico-icon></span>
            <strong>${locale.noTokensToSend}</strong>
          </div>`
          : html`<div role="list">
            ${tokens.map((token) => {
              const { amount, value: fiat } = tokenDisplay(token)
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
