import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { unavailable } from '../embedded/unavailable.js'
import { viewStyles } from '../viewStyles.js'
import { newEmailOf } from './newEmail.js'
import './CodeStep.js'

/**
 * UpdateEmailSecondaryOtp: the code sent to the new address, which shows it receives mail. Once accepted the
 * wallet signs in with the new address: Account shows it, and a toast says so.
 */
export class PorticoUpdateEmailSecondaryOtpView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this)

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const newEmail = newEmailOf(config) ?? ''
    return html`<portico-code-step
      heading=${format(locale.updateEmailSecondaryHeading, { newEmail })}
      .submit=${async (code: string) => {
        const result = await wallet.updateEmailSecondaryOtp(code)
        // A wallet that had no address gained one (Add e-mail), else the address changed.
        const added = config.router.state.data?.add === true
        config.toasts.success(added ? 'addEmailDone' : 'updateEmailDone', { email: result.email })
        config.router.reset('Account')
      }}
      .cooldown=${() => 0}
    ></portico-code-step>`
  }
}

define('portico-update-email-secondary-otp-view', PorticoUpdateEmailSecondaryOtpView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-update-email-secondary-otp-view': PorticoUpdateEmailSecondaryOtpView
  }
}
