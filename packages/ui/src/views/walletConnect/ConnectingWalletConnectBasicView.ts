import { type CatalogueWallet, type Config, isFeatureAvailable } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { connectNamespace } from '../connect/connectors.js'
import { viewStyles } from '../viewStyles.js'
import { PairingController } from './PairingController.js'
import { pairingWallet } from './walletConnectWallet.js'
import '../../primitives/Icon.js'
import '../../primitives/ListItem.js'
import '../../primitives/WalletImage.js'
import './WalletConnectPairing.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'

/** How many of the catalogue's wallets the view lists under the QR code (the rest are in All wallets). */
export const BASIC_WALLET_COUNT = 6

/**
 * ConnectingWalletConnectBasic: the first view on a desktop when WalletConnect is set up and no adapter offers
 * a wallet of its own. The QR code any wallet can scan at the top; the catalogue's first wallets below, each
 * opening ConnectingWalletConnect for that wallet (its image in the code, its desktop or web link), then All
 * wallets.
 */
export class PorticoConnectingWalletConnectBasicView extends LitElement {
  static override properties = { wallets: { state: true } }
  declare wallets: CatalogueWallet[]

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .section-label {
        margin-top: calc(var(--p-fs) * 0.4);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [config.options.state])
  private readonly pairing = new PairingController(this, {
    config: () => this.portico.value?.config,
    wallet: () => undefined,
    view: 'ConnectingWalletConnectBasic',
  })
  private readonly latest = new LatestCallController(this)

  constructor() {
    super()
    this.wallets = []
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.load()
  }

  /** The catalogue's first wallets for the requested networks; none when there is no catalogue or it fails. */
  private async load(): Promise<void> {
    const config = this.portico.value?.config
    if (!config?.catalogue) return
    const isLatest = this.latest.start()
    const namespace = connectNamespace(config)
    const chains = config.network.state.requestedCaipNetworks
      .filter((network) => !namespace || network.chainNamespace === namespace)
      .map((network) => network.caipNetworkId)
    try {
      const { data } = await config.catalogue.getWallets({ page: 1, entries: BASIC_WALLET_COUNT, chains })
      if (!isLatest()) return
      const excluded = new Set(config.options.state.excludeWalletRdns)
      this.wallets = data.filter((wallet) => !(wallet.rdns && excluded.has(wallet.rdns)))
    } catch {
      this.wallets = []
    }
  }

  private choose(config: Config, wallet: CatalogueWallet) {
    config.router.push('ConnectingWalletConnect', { wallet: pairingWallet(wallet) })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, images } = value
    return html`<div class="view">
      <portico-walletconnect-pairing @portico-retry=${() => this.pairing.start()}></portico-walletconnect-pairing>
      ${
        this.wallets.length > 0
          ? html`<p class="section-label">${locale.walletConnectChooseWallet}</p>
            <div class="stack" role="list" aria-label=${locale.walletsLabel}>
              ${this.wallets.map(
                (wallet) => html`<portico-list-item
                  role="listitem"
                  label=${wallet.name}
                  chevron
                  @click=${() => this.choose(config, wallet)}
                >
                  <portico-wallet-image
                    slot="start"
                    .src=${images.wallet(wallet.image_id)}
                    .name=${wallet.name}
                  ></portico-wallet-image>
                </portico-list-item>`,
              )}
            </div>`
          : nothing
      }
      ${
        isFeatureAvailable(config, 'allWallets')
          ? html`<portico-list-item label=${locale.allWallets} chevron @click=${() => config.router.push('AllWallets')}>
            <span slot="start" class="icon-tile"><portico-icon name="grid"></portico-icon></span>
          </portico-list-item>`
          : nothing
      }
    </div>`
  }
}

define('portico-connecting-walletconnect-basic-view', PorticoConnectingWalletConnectBasicView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connecting-walletconnect-basic-view': PorticoConnectingWalletConnectBasicView
  }
}
