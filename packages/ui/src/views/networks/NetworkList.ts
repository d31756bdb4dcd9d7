import { type Config, isUnsupportedNetwork, type Network } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { isUserRejection } from '../connecting/isUserRejection.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/ListItem.js'
import '../../primitives/WalletImage.js'

/** Networks of the namespaces that have an adapter, active first marked. */
export function selectableNetworks(config: Config): Network[] {
  return config.network.state.requestedCaipNetworks.filter((network) =>
    config.getAdapter(network.chainNamespace),
  )
}

/**
 * The requested networks as a list; choosing one switches through `config.switchNetwork` (the adapter
 * adds the chain to the wallet when it does not know it). Emits `portico-switched` after a switch.
 */
export class PorticoNetworkList extends LitElement {
  static override properties = { switching: { state: true } }
  declare switching: string | undefined

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      :host {
        display: block;
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.network.state,
    config.account.state,
  ])

  constructor() {
    super()
    this.switching = undefined
  }

  private async choose(network: Network) {
    const config = this.portico.value?.config
    if (!config || this.switching) return
    this.switching = network.caipNetworkId
    try {
      await config.switchNetwork(network)
      this.dispatchEvent(new CustomEvent('portico-switched', { bubbles: true, composed: true }))
    } catch (error) {
      config.toasts.error(isUserRejection(error) ? 'switchDeclined' : 'switchFailed')
    } finally {
      this.switching = undefined
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const active = config.network.state.caipNetwork
    return html`<div class="stack" role="list">
      ${selectableNetworks(config).map((network) => {
        const current = !isUnsupportedNetwork(active) && active?.caipNetworkId === network.caipNetworkId
        const busy = this.switching === network.caipNetworkId
        return html`<portico-list-item
          role="listitem"
          label=${network.name}
          description=${busy ? locale.switching : current ? locale.activeNetwork : nothing}
          ?selected=${current}
          ?loading=${busy}
          ?disabled=${this.switching !== undefined && !busy}
          @click=${() => (current ? undefined : this.choose(network))}
        >
          <portico-wallet-image slot="start" round .src=${network.assets?.imageUrl} .name=${network.name}></portico-wallet-image>
        </portico-list-item>`
      })}
    </div>`
  }
}

define('portico-network-list', PorticoNetworkList)

declare global {
  interface HTMLElementTagNameMap {
    'portico-network-list': PorticoNetworkList
  }
  interface HTMLElementEventMap {
    'portico-switched': CustomEvent<undefined>
  }
}
