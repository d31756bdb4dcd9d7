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
 * EmbeddedWalletSetup: the last step of a first login on a device. The frame shows its recovery-password form
 * over this view's box — a new user sets a password and the keys are made, a new device enters it — and once
 * the keys are ready the wallet connects ('Opening your wallet…') and the modal closes.
 */
export class PorticoEmbeddedWalletSetupView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const wallet = getEmbeddedWallet(config)
    if (!wallet) return unavailable(locale)
    const recover = (wallet.state.wallet ?? config.router.state.data?.wallet) === 'recover'
    // The task stays (hidden) while the wallet connects: its failure then shows with Try again.
    const connecting = wallet.state.status === 'connecting'
    return html`${connecting ? openingWallet(locale) : nothing}
    <portico-frame-task
      ?hidden=${connecting}
      heading=${recover ? locale.embeddedRecoverHeading : locale.embeddedSetupHeading}
      hint=${recover ? locale.embeddedRecoverHint : locale.embeddedSetupHint}
      failed-heading=${locale.embeddedSetupFailed}
      .run=${async () => {
        await wallet.setupWallet()
        finishLogin(config, 'EmbeddedWalletSetup')
      }}
    ></portico-frame-task>`
  }
}

define('portico-embedded-wallet-setup-view', PorticoEmbeddedWalletSetupView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-setup-view': PorticoEmbeddedWalletSetupView
  }
}
