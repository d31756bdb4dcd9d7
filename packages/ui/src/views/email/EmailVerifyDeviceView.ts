import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { unavailable } from '../embedded/unavailable.js'
import { viewStyles } from '../viewStyles.js'
import { finishLogin } from './afterLogin.js'
import { embeddedErrorText } from './errorText.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'

/**
 * EmailVerifyDevice: a known user on a new device. The service e-mailed a link that approves this device; the
 * view waits for it (`connectDevice`, which asks the service until the link's 10 minutes are over) and then goes
 * on to the code step (the service e-mails the login code once the device is approved). "Resend link" sends
 * the e-mail again after the cooldown; a failure (an expired link among them) shows with Try again.
 */
export class PorticoEmailVerifyDeviceView extends LitElement {
  static override properties = {
    error: { state: true },
    note: { state: true },
    resending: { state: true },
    left: { state: true },
  }
  declare error: string | undefined
  declare note: string | undefined
  declare resending: boolean
  declare left: number

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .badge {
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 6.4);
        height: calc(var(--p-fs) * 6.4);
        border-radius: 50%;
        background: color-mix(in srgb, var(--portico-accent) 14%, transparent);
        color: var(--portico-accent);
      }
      .waiting {
        display: inline-flex;
        align-items: center;
        gap: calc(var(--p-fs) * 0.6);
      }
      .error {
        color: var(--portico-error);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])
  private readonly latest = new LatestCallController(this)
  private timer: ReturnType<typeof setInterval> | undefined

  constructor() {
    super()
    this.error = undefined
    this.note = undefined
    this.resending = false
    this.left = 0
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.tick()
    void this.updateComplete.then(() => this.wait())
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearInterval(this.timer)
    this.timer = undefined
  }

  private tick(): void {
    const wallet = this.portico.value && getEmbeddedWallet(this.portico.value.config)
    this.left = Math.max(0, Math.ceil(wallet?.cooldownSeconds() ?? 0))
    if (this.left > 0 && !this.timer) this.timer = setInterval(() => this.tick(), 1000)
    if (this.left === 0 && this.timer) {
      clearInterval(this.timer)
      this.timer = undefined
    }
  }

  /** Waits for the approval; a newer wait (or leaving the view) ends this one. */
  private async wait(): Promise<void> {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value || !wallet) return
    const isLatest = this.latest.start()
    this.error = undefined
    try {
      // `approved: false`: the wait was cancelled (the person left, or asked for a new link).
      const { approved } = await wallet.connectDevice()
      if (!isLatest() || !approved) return
      if (value.config.router.state.view === 'EmailVerifyDevice')
        value.config.router.replace('EmailVerifyOtp')
    } catch (error) {
      if (isLatest()) this.error = embeddedErrorText(value.locale, error)
    }
  }

  private async resend() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    const email = wallet?.state.email
    if (!value || !wallet || !email || this.resending || this.left > 0) return
    this.resending = true
    this.note = undefined
    try {
      const { action } = await wallet.connectEmail(email)
      // Approved meanwhile: the service sent the code instead.
      if (action === 'VERIFY_OTP') value.config.router.replace('EmailVerifyOtp')
      else if (action === 'CONNECT') finishLogin(value.config, 'EmailVerifyDevice')
      else {
        // A new login flow began: wait for the new link.
        this.note = value.locale.emailDeviceResent
        void this.wait()
      }
    } catch (error) {
      this.error = embeddedErrorText(value.locale, error)
    } finally {
      this.resending = false
      this.tick()
    }
  }

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { locale } = value
    return html`<div class="status">
      <span class="badge"><portico-icon name="globe" size="3.2em"></portico-icon></span>
      <h3>${locale.emailDeviceHeading}</h3>
      <p>${format(locale.emailDeviceHint, { email: wallet.state.email ?? '' })}</p>
      <p aria-live="polite" class=${this.error ? 'error' : ''}>
        ${
          this.error
            ? this.error
            : html`<span class="waiting"><portico-spinner size="1.4em"></portico-spinner>${locale.emailDeviceWaiting}</span>`
        }
      </p>
      ${this.note ? html`<p aria-live="polite">${this.note}</p>` : nothing}
      ${
        this.error
          ? html`<portico-button variant="secondary" icon="refresh" @click=${() => this.wait()}>
            ${locale.tryAgain}
          </portico-button>`
          : nothing
      }
      <portico-button
        variant="ghost"
        size="sm"
        ?loading=${this.resending}
        ?disabled=${this.left > 0}
        @click=${() => this.resend()}
      >
        ${this.left > 0 ? format(locale.emailDeviceResendIn, { seconds: this.left }) : locale.emailDeviceResend}
      </portico-button>
    </div>`
  }
}

define('portico-email-verify-device-view', PorticoEmailVerifyDeviceView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-email-verify-device-view': PorticoEmailVerifyDeviceView
  }
}
