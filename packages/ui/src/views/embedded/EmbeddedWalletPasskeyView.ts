import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { finishLogin } from '../email/afterLogin.js'
import { viewStyles } from '../viewStyles.js'
import { unavailable } from './unavailable.js'
import './FrameTask.js'
import { openingWallet } from '../email/openingWallet.js'

/**
 * EmbeddedWalletPasskey: "Continue with a passkey". The frame shows its passkey view over this view's box (the
 * browser's passkey prompt needs a click in the frame): the person creates a wallet with a passkey or logs in with
 * one, and sets or enters a recovery password only when the passkey cannot seal the wallet's backup. Once the keys
 * are ready the wallet connects ('Opening your wallet…') and the modal closes; Cancel in the frame goes back.
 */
export class PorticoEmbeddedWalletPasskeyView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const wallet = getEmbeddedWallet(config)
    if (!wallet) return unavailable(locale)
    const connecting = wallet.state.status === 'connecting'
    return html`${connecting ? openingWallet(locale) : nothing}
    <portico-frame-task
      ?hidden=${connecting}
      heading=${locale.passkeyHeading}
      hint=${locale.passkeyHint}
      failed-heading=${locale.passkeyFailed}
      cancellable
      .run=${async () => {
        await wallet.connectPasskey()
        finishLogin(config, 'EmbeddedWalletPasskey')
      }}
      @portico-task-cancelled=${() => {
        if (config.router.state.view === 'EmbeddedWalletPasskey') config.router.back()
      }}
    ></portico-frame-task>`
  }
}

define('portico-embedded-wallet-passkey-view', PorticoEmbeddedWalletPasskeyView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-passkey-view': PorticoEmbeddedWalletPasskeyView
  }
}
