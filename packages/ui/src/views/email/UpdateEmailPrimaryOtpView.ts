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
 * UpdateEmailPrimaryOtp: the code sent to the current address, which shows the change comes from its owner.
 * Then a code goes to the new address (UpdateEmailSecondaryOtp, in this step's place). "Resend code" asks for
 * the change again.
 */
export class PorticoUpdateEmailPrimaryOtpView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const newEmail = newEmailOf(config)
    const oldEmail = wallet.state.user?.email ?? wallet.state.email ?? ''
    return html`<portico-code-step
      heading=${format(locale.updateEmailPrimaryHeading, { oldEmail })}
      .submit=${async (code: string) => {
        await wallet.updateEmailPrimaryOtp(code)
        if (config.router.state.view === 'UpdateEmailPrimaryOtp')
          config.router.replace('UpdateEmailSecondaryOtp', { newEmail })
      }}
      .resend=${
        newEmail
          ? async () => {
              await wallet.updateEmail(newEmail)
            }
          : undefined
      }
      .cooldown=${() => wallet.cooldownSeconds()}
    ></portico-code-step>`
  }
}

define('portico-update-email-primary-otp-view', PorticoUpdateEmailPrimaryOtpView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-update-email-primary-otp-view': PorticoUpdateEmailPrimaryOtpView
  }
}
