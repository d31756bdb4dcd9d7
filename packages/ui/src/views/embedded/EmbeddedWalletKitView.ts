import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { unavailable } from './unavailable.js'
import './FrameTask.js'

/**
 * EmbeddedWalletKit: the frame's emergency-kit form over this view's box (a code e-mailed and entered there,
 * then the recovery password; the frame downloads the kit file itself: the page never sees it). Done or Cancel
 * in the frame returns to the settings.
 */
export class PorticoEmbeddedWalletKitView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this)

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const leave = () => {
      if (config.router.state.view === 'EmbeddedWalletKit') config.router.back()
    }
    return html`<portico-frame-task
      heading=${locale.emergencyKit}
      hint=${locale.kitHint}
      failed-heading=${locale.kitFailed}
      cancellable
      .run=${() => wallet.downloadKit()}
      @portico-task-done=${leave}
      @portico-task-cancelled=${leave}
    ></portico-frame-task>`
  }
}

define('portico-embedded-wallet-kit-view', PorticoEmbeddedWalletKitView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-kit-view': PorticoEmbeddedWalletKitView
  }
}
