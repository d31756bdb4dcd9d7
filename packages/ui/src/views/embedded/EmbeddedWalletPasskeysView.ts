import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { unavailable } from './unavailable.js'
import './FrameTask.js'

/**
 * EmbeddedWalletPasskeys: the frame's passkey settings over this view's box (the user's passkeys with Rename and
 * Remove, and Add a passkey: the browser's prompt needs a click in the frame). Done returns to the settings.
 */
export class PorticoEmbeddedWalletPasskeysView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this)

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const leave = () => {
      if (config.router.state.view === 'EmbeddedWalletPasskeys') config.router.back()
    }
    return html`<portico-frame-task
      heading=${locale.passkeysSetting}
      hint=${locale.passkeysHint}
      failed-heading=${locale.passkeysFailed}
      cancellable
      .run=${() => wallet.managePasskeys()}
      @portico-task-done=${leave}
      @portico-task-cancelled=${leave}
    ></portico-frame-task>`
  }
}

define('portico-embedded-wallet-passkeys-view', PorticoEmbeddedWalletPasskeysView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-passkeys-view': PorticoEmbeddedWalletPasskeysView
  }
}
