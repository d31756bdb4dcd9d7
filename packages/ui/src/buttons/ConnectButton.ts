import { html, nothing } from 'lit'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'
import { accountPill } from './accountPill.js'
import { PageButtonElement } from './PageButtonElement.js'
import '../primitives/Icon.js'
import '../primitives/Spinner.js'

/** Opens the modal's initial view (Connect, or the QR code or All wallets where no wallet is installed); once connected it shows the account and opens Account. Emits `portico-open`. */
export class PorticoConnectButton extends PageButtonElement {
  override render() {
    const config = this.config
    if (!config) return nothing
    const locale = this.button.locale
    const status = config.getAccount()?.status
    if (status === 'connected')
      return accountPill(config, locale, this.button.formats, () => this.button.open('Account'))
    const connecting = status === 'connecting'
    return html`<button
      type="button"
      class="primary"
      aria-busy=${connecting ? 'true' : 'false'}
      @click=${() => this.button.open()}
    >
      ${
        connecting
          ? html`<portico-spinner size="1.4em" style=${styleProperties({ color: 'currentColor' })}></portico-spinner>`
          : html`<portico-icon name="wallet" size="1.5em"></portico-icon>`
      }
      ${connecting ? locale.connecting : locale.connectWallet}
    </button>`
  }
}

define('portico-connect-button', PorticoConnectButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-button': PorticoConnectButton
  }
}
