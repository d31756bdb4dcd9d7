import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { embeddedErrorText, needsNewCode } from './errorText.js'
import './CodeInput.js'
import '../../primitives/Button.js'
import '../../primitives/Spinner.js'

/**
 * One e-mailed-code step (login, and both steps of an e-mail change): a heading, the code field, which sends
 * the code once its 6th digit arrives (`submit`), the failure in words (a wrong code keeps the step; an expired
 * or burned one asks for a new code), and "Resend code" (`resend`) that waits out the 30-second cooldown,
 * showing the seconds left (`cooldown`). Without `resend` there is no such button.
 */
export class PorticoCodeStep extends LitElement {
  static override properties = {
    heading: {},
    hint: {},
    submit: { attribute: false },
    resend: { attribute: false },
    cooldown: { attribute: false },
    code: { state: true },
    error: { state: true },
    note: { state: true },
    busy: { state: true },
    resending: { state: true },
    left: { state: true },
  }
  declare heading: string
  declare hint: string
  /** Sends a complete code; rejects with the embedded wallet's error. */
  declare submit: ((code: string) => Promise<void>) | undefined
  /** E-mails a new code; undefined when this step cannot ask for one. */
  declare resend: (() => Promise<void>) | undefined
  /** Seconds until another e-mail may be sent. */
  declare cooldown: () => number
  declare code: string
  declare error: string | undefined
  /** A polite status line ('A new code is on its way'). */
  declare note: string | undefined
  declare busy: boolean
  declare resending: boolean
  declare left: number

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .status {
        padding-bottom: calc(var(--p-fs) * 1.2);
      }
      portico-code-input {
        width: 100%;
      }
      .note {
        min-height: 1.4em;
      }
    `,
  ]

  private readonly portico = new PorticoController(this)
  private timer: ReturnType<typeof setInterval> | undefined
  /** What takes focus after the next render: the field first, the resend button once a new code is needed. */
  private focusNext: 'code' | 'resend' | undefined = 'code'

  constructor() {
    super()
    this.heading = ''
    this.hint = ''
    this.submit = undefined
    this.resend = undefined
    this.cooldown = () => 0
    this.code = ''
    this.error = undefined
    this.note = undefined
    this.busy = false
    this.resending = false
    this.left = 0
  }

  override connectedCallback(): void {
    super.connectedCallback()
    this.tick()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearInterval(this.timer)
    this.timer = undefined
  }

  override updated(): void {
    const target = this.focusNext
    if (!target || this.busy) return
    const element = this.renderRoot.querySelector<LitElement>(
      target === 'code' ? 'portico-code-input' : 'portico-button',
    )
    if (!element) return
    this.focusNext = undefined
    void element.updateComplete.then(() => element.focus())
  }

  /** Counts the cooldown down once a second while it lasts. */
  private tick(): void {
    this.left = Math.max(0, Math.ceil(this.cooldown()))
    if (this.left > 0 && !this.timer) this.timer = setInterval(() => this.tick(), 1000)
    if (this.left === 0 && this.timer) {
      clearInterval(this.timer)
      this.timer = undefined
    }
  }

  private async send(code: string) {
    const locale = this.portico.value?.locale
    if (!this.submit || !locale || this.busy) return
    this.busy = true
    this.error = undefined
    this.note = undefined
    try {
      await this.submit(code)
    } catch (error) {
      this.error = embeddedErrorText(locale, error)
      // Type again, or, for a dead code, ask for a new one.
      this.code = ''
      this.focusNext = needsNewCode(error) && this.resend ? 'resend' : 'code'
    } finally {
      this.busy = false
    }
  }

  private async askAgain() {
    const locale = this.portico.value?.locale
    if (!this.resend || !locale || this.resending || this.left > 0) return
    this.resending = true
    this.note = undefined
    try {
      await this.resend()
      this.error = undefined
      this.code = ''
      this.focusNext = 'code'
      this.note = locale.emailOtpResent
    } catch (error) {
      this.error = embeddedErrorText(locale, error)
    } finally {
      this.resending = false
      this.tick()
    }
  }

  override render() {
    const locale = this.portico.value?.locale
    if (!locale) return nothing
    return html`<div class="status">
      <h3>${this.heading}</h3>
      ${this.hint ? html`<p>${this.hint}</p>` : nothing}
      <portico-code-input
        label=${locale.emailOtpLabel}
        .value=${this.code}
        .error=${this.error}
        ?disabled=${this.busy}
        @portico-input=${(event: CustomEvent<{ value: string }>) => {
          this.code = event.detail.value
        }}
        @portico-code-complete=${(event: CustomEvent<{ code: string }>) => this.send(event.detail.code)}
      ></portico-code-input>
      <p class="note" aria-live="polite">
        ${this.busy ? html`<portico-spinner size="1.2em"></portico-spinner> ${locale.emailOtpVerifying}` : (this.note ?? nothing)}
      </p>
      ${
        this.resend
          ? html`<portico-button
            variant="ghost"
            size="sm"
            ?loading=${this.resending}
            ?disabled=${this.left > 0 || this.busy}
            @click=${() => this.askAgain()}
          >
            ${this.left > 0 ? format(locale.emailOtpResendIn, { seconds: this.left }) : locale.emailOtpResend}
          </portico-button>`
          : nothing
      }
    </div>`
  }
}

define('portico-code-step', PorticoCodeStep)

declare global {
  interface HTMLElementTagNameMap {
    'portico-code-step': PorticoCodeStep
  }
}
