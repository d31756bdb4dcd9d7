import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { unavailable } from '../embedded/unavailable.js'
import { viewStyles } from '../viewStyles.js'
import { afterOtp } from './afterLogin.js'
import './CodeStep.js'
import { openingWallet } from './openingWallet.js'

/**
 * EmailVerifyOtp: the code e-mailed for a login. Six digits send it; then a new user or a new device goes on
 * to the wallet's setup, and a known device connects ('Opening your wallet…') and the modal closes. "Resend
 * code" sends the e-mail again once the 30-second cooldown is over.
 */
export class PorticoEmailVerifyOtpView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const { email, status } = wallet.state
    // The step stays (hidden) while the wallet connects, so a failure there still shows under its field.
    const connecting = status === 'connecting'
    return html`${connecting ? openingWallet(locale) : nothing}
    <portico-code-step
      ?hidden=${connecting}
      heading=${format(locale.emailOtpHeading, { email: email ?? '' })}
      hint=${locale.emailOtpHint}
      .submit=${async (code: string) => {
        const result = await wallet.verifyOtp(code)
        afterOtp(config, result.wallet, 'EmailVerifyOtp')
      }}
      .resend=${async () => {
        if (email) await wallet.connectEmail(email)
      }}
      .cooldown=${() => wallet.cooldownSeconds()}
    ></portico-code-step>`
  }
}

define('portico-email-verify-otp-view', PorticoEmailVerifyOtpView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-email-verify-otp-view': PorticoEmailVerifyOtpView
  }
}
