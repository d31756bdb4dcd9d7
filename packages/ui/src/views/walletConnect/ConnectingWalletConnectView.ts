import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { prefersDeepLink } from '../../utils/prefersDeepLink.js'
import { viewStyles } from '../viewStyles.js'
import { PairingController } from './PairingController.js'
import { completeWallet, type PairingWallet, routeWallet } from './walletConnectWallet.js'
import './WalletConnectPairing.js'

/**
 * ConnectingWalletConnect: pairs a wallet over WalletConnect, for the catalogue wallet in the router's data
 * (`{ wallet }`) or for any wallet. On a desktop the QR code of the URI; on a phone a wallet with a mobile link
 * opens by its deep link with the URI. Declined or failed pairings offer a retry; once the wallet connected
 * the modal closes.
 */
export class PorticoConnectingWalletConnectView extends LitElement {
  static override properties = { wallet: { state: true } }
  declare wallet: PairingWallet | undefined

  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [config.router.state])
  /** The router data the wallet was read from (the view stays when the data is replaced). */
  private data: unknown
  private readonly pairing = new PairingController(this, {
    config: () => this.portico.value?.config,
    wallet: () => this.wallet,
    view: 'ConnectingWalletConnect',
  })

  constructor() {
    super()
    this.wallet = undefined
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.readWallet()
  }

  override willUpdate(): void {
    if (this.portico.value?.config.router.state.data !== this.data && this.readWallet())
      this.pairing.updateWallet()
  }

  /** Takes the wallet from the router's data; whether it changed. */
  private readWallet(): boolean {
    const config = this.portico.value?.config
    if (!config) return false
    if (config.router.state.view !== 'ConnectingWalletConnect') return false
    this.data = config.router.state.data
    const wallet = routeWallet(config.router.state.data)
    const changed = wallet?.id !== this.wallet?.id
    this.wallet = wallet
    // A wallet remembered as recent comes without its image and links: the catalogue has them.
    if (wallet)
      void completeWallet(config, wallet).then((complete) => {
        if (complete === wallet || this.wallet !== wallet || !this.isConnected) return
        this.wallet = complete
        this.pairing.updateWallet()
      })
    return changed
  }

  override render() {
    if (!this.portico.value) return nothing
    const deepLink = prefersDeepLink() && Boolean(this.wallet?.mobileLink)
    return html`<div class="view">
      <portico-walletconnect-pairing
        .wallet=${this.wallet}
        ?deep-link=${deepLink}
        @portico-retry=${() => this.pairing.start()}
      ></portico-walletconnect-pairing>
    </div>`
  }
}

define('portico-connecting-walletconnect-view', PorticoConnectingWalletConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connecting-walletconnect-view': PorticoConnectingWalletConnectView
  }
}
