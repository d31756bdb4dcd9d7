import type { ConnectMethod } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { ConnectorsController } from '../../controllers/ConnectorsController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { type ConnectorEntry, connectNamespace, listConnectors } from './connectors.js'
import '../../primitives/Icon.js'
import '../../primitives/ListItem.js'
import '../../primitives/WalletImage.js'

/** Connect methods this package implements; email and social come later. */
const IMPLEMENTED_METHODS: readonly ConnectMethod[] = ['wallet']

/** Connect: the wallets of the active namespace in the options' method order, plus "All wallets". */
export class PorticoConnectView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .legal {
        margin: calc(var(--p-fs) * 0.8) 0 0;
        text-align: center;
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.modal.state,
    config.network.state,
    config.options.state,
    config.recentWallets.state,
  ])

  constructor() {
    super()
    new ConnectorsController(this, () => {
      const config = this.portico.value?.config
      const namespace = config && connectNamespace(config)
      return namespace ? config.getAdapter(namespace) : undefined
    })
  }

  private choose({ connector }: ConnectorEntry) {
    const config = this.portico.value?.config
    config?.router.push('ConnectingExternal', {
      connectorId: connector.id,
      namespace: connector.chain,
      name: connector.name,
      imageUrl: connector.imageUrl ?? connector.info?.icon,
    })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const features = config.options.state.features
    const methods = features.connectMethodsOrder.filter((method) => IMPLEMENTED_METHODS.includes(method))
    return html`<div class="view">
      ${methods.map((method) => (method === 'wallet' ? this.renderWallets() : nothing))}
      ${
        features.allWallets && config.catalogue
          ? html`<portico-list-item
            label=${locale.allWallets}
            chevron
            @click=${() => config.router.push('AllWallets')}
          >
            <span slot="start" class="icon-tile"><portico-icon name="grid"></portico-icon></span>
          </portico-list-item>`
          : nothing
      }
      ${features.legalCheckbox ? html`<p class="legal">${locale.legalNotice}</p>` : nothing}
    </div>`
  }

  private renderWallets() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, images } = value
    const entries = listConnectors(config, connectNamespace(config))
    if (entries.length === 0) {
      return html`<div class="empty">
        <span class="badge"><portico-icon name="wallet" size="2.2em"></portico-icon></span>
        <strong>${locale.noWallets}</strong>
        <span>${locale.noWalletsHint}</span>
      </div>`
    }
    return html`<div class="stack" role="list" aria-label=${locale.walletsLabel}>
      ${entries.map((entry) => {
        const { connector } = entry
        const src = connector.imageUrl ?? connector.info?.icon ?? images.wallet(connector.imageId)
        const name = connector.type === 'INJECTED' ? locale.browserWallet : connector.name
        return html`<portico-list-item
          role="listitem"
          label=${name}
          tag=${entry.recent ? locale.recent : entry.installed ? locale.installed : nothing}
          tag-tone=${entry.recent ? 'neutral' : 'success'}
          @click=${() => this.choose(entry)}
        >
          <portico-wallet-image slot="start" .src=${src} .name=${name}></portico-wallet-image>
        </portico-list-item>`
      })}
    </div>`
  }
}

define('portico-connect-view', PorticoConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-view': PorticoConnectView
  }
}
