import type { Config } from '@portico/core'
import { getEmbeddedWallet, isEmailAddress } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { unavailable } from '../embedded/unavailable.js'
import { viewStyles } from '../viewStyles.js'
import { embeddedErrorText } from './errorText.js'
import '../../primitives/Button.js'
import '../../primitives/Input.js'

/**
 * UpdateEmail: the new address of a wallet of the e-mail login. Sending it (`updateEmail`) e-mails a code to
 * the current address (UpdateEmailPrimaryOtp), then one to the new address (UpdateEmailSecondaryOtp). Opened with
 * `{ add: true }` (Add e-mail, for a wallet without an address: a passkey or social login), the only code goes to
 * the new address (the service answers VERIFY_SECONDARY_OTP at once).
 */
export class PorticoUpdateEmailView extends LitElement {
  static override properties = { value: { state: true }, error: { state: true }, busy: { state: true } }
  declare value: string
  declare error: string | undefined
  declare busy: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .hint {
        margin: 0 0 calc(var(--p-fs) * 0.4);
        font-size: calc(var(--p-fs) * 1.3);
        line-height: 1.45;
        color: var(--portico-foreground-muted);
      }
    `,
  ]

  private readonly portico = new PorticoController(this)
  private focused = false

  constructor() {
    super()
    this.value = ''
    this.error = undefined
    this.busy = false
  }

  override updated(): void {
    const input = this.renderRoot.querySelector('portico-input')
    if (this.focused || !input) return
    this.focused = true
    void input.updateComplete.then(() => input.focus())
  }

  private async submit() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value || !wallet || this.busy) return
    const { config, locale } = value
    const newEmail = this.value.trim()
    const current = wallet.state.user?.email ?? wallet.state.email
    if (!isEmailAddress(newEmail)) {
      this.error = locale.emailInvalid
      return
    }
    if (current && newEmail.toLowerCase() === current.toLowerCase()) {
      this.error = locale.updateEmailSame
      return
    }
    this.error = undefined
    this.busy = true
    try {
      const adding = isAdding(config)
      const { action } = await wallet.updateEmail(newEmail)
      if (config.router.state.view !== 'UpdateEmail') return
      config.router.push(
        action === 'VERIFY_SECONDARY_OTP' ? 'UpdateEmailSecondaryOtp' : 'UpdateEmailPrimaryOtp',
        { newEmail, ...(adding && { add: true }) },
      )
    } catch (error) {
      this.error = embeddedErrorText(locale, error)
    } finally {
      this.busy = false
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    if (!getEmbeddedWallet(value.config)) return unavailable(value.locale)
    const { config, locale } = value
    return html`<div
      class="view"
      @keydown=${(event: KeyboardEvent) => {
        if (event.key === 'Enter') void this.submit()
      }}
    >
      <p class="hint">${isAdding(config) ? locale.addEmailHint : locale.updateEmailHint}</p>
      <portico-input
        label=${locale.updateEmailLabel}
        placeholder=${locale.emailPlaceholder}
        inputmode="email"
        autocomplete="email"
        .value=${this.value}
        .error=${this.error}
        @portico-input=${(event: CustomEvent<{ value: string }>) => {
          this.value = event.detail.value
          this.error = undefined
        }}
      ></portico-input>
      <portico-button full ?loading=${this.busy} ?disabled=${this.value.trim() === ''} @click=${() => this.submit()}>
        ${locale.updateEmailSubmit}
      </portico-button>
    </div>`
  }
}

/** Whether the view adds a first address (router data `{ add: true }`) rather than changing one. */
function isAdding(config: Config): boolean {
  return config.router.state.data?.add === true
}

define('portico-update-email-view', PorticoUpdateEmailView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-update-email-view': PorticoUpdateEmailView
  }
}
