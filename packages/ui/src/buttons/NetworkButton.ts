import { isUnsupportedNetwork } from '@portico/core'
import { html, nothing } from 'lit'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'
import { PageButtonElement } from './PageButtonElement.js'
import '../primitives/Icon.js'
import '../primitives/WalletImage.js'

/** The active network; opens Networks. Emits `portico-open`. */
export class PorticoNetworkButton extends PageButtonElement {
  override render() {
    const config = this.config
    if (!config) return nothing
    const locale = this.button.locale
    const network = config.network.state.caipNetwork
    const unsupported = isUnsupportedNetwork(network)
    const name = !network ? locale.network : unsupported ? locale.unsupportedNetwork : network.name
    return html`<button
      type="button"
      class="surface"
      @click=${() => this.button.open(unsupported ? 'UnsupportedChain' : 'Networks')}
    >
      ${
        unsupported
          ? html`<portico-icon name="warning" size="1.8em" style=${styleProperties({ color: 'var(--portico-error)' })}></portico-icon>`
          : html`<portico-wallet-image round .src=${network?.assets?.imageUrl} .name=${name} size="calc(var(--p-fs) * 3.2)"></portico-wallet-image>`
      }
      <span><span class="visually-hidden">${locale.switchNetwork}: </span>${name}</span>
    </button>`
  }
}

define('portico-network-button', PorticoNetworkButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-network-button': PorticoNetworkButton
  }
}
