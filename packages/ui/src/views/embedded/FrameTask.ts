import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { isUserRejection } from '../connecting/isUserRejection.js'
import { embeddedErrorText } from '../email/errorText.js'
import { viewStyles } from '../viewStyles.js'
import { frameViewStyles } from './frameViewStyles.js'
import './FrameSlot.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'

/**
 * A view's request that the embedded wallet's frame answers with a form of its own (the recovery password,
 * the key export): the heading, the frame's box while the request runs (`run`, started when the element
 * appears), and, when it fails, the failure in words with Try again. `portico-task-done` fires once it
 * succeeded. With `cancellable`, the person's own Cancel in the frame (a user rejection) is no failure:
 * `portico-task-cancelled` fires instead. The frame's box leaves with a failure, so the frame hides.
 */
export class PorticoFrameTask extends LitElement {
  static override properties = {
    heading: {},
    hint: {},
    failedHeading: { attribute: 'failed-heading' },
    run: { attribute: false },
    cancellable: { type: Boolean },
    error: { state: true },
  }
  declare heading: string
  declare hint: string
  /** The heading once the request failed. */
  declare failedHeading: string
  /** The request; resolves when the person finished in the frame. */
  declare run: (() => Promise<void>) | undefined
  /** A Cancel in the frame leaves the task (`portico-task-cancelled`) rather than showing a failure. */
  declare cancellable: boolean
  declare error: string | undefined

  static override styles = [
    baseStyles,
    viewStyles,
    frameViewStyles,
    css`
      .mark {
        color: var(--portico-error);
      }
    `,
  ]

  private readonly portico = new PorticoController(this)
  private readonly latest = new LatestCallController(this)

  constructor() {
    super()
    this.heading = ''
    this.hint = ''
    this.failedHeading = ''
    this.run = undefined
    this.cancellable = false
    this.error = undefined
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => this.start())
  }

  private async start(): Promise<void> {
    const locale = this.portico.value?.locale
    if (!this.run || !locale) return
    const isLatest = this.latest.start()
    this.error = undefined
    try {
      await this.run()
      if (isLatest())
        this.dispatchEvent(new CustomEvent('portico-task-done', { bubbles: true, composed: true }))
    } catch (error) {
      if (!isLatest()) return
      if (this.cancellable && isUserRejection(error))
        this.dispatchEvent(new CustomEvent('portico-task-cancelled', { bubbles: true, composed: true }))
      else this.error = embeddedErrorText(locale, error)
    }
  }

  override render() {
    const locale = this.portico.value?.locale
    if (!locale) return nothing
    if (this.error)
      return html`<div class="status">
        <span class="mark"><portico-icon name="errorCircle" size="4em"></portico-icon></span>
        <h3>${this.failedHeading}</h3>
        <p role="alert">${this.error}</p>
        <portico-button variant="secondary" icon="refresh" @click=${() => this.start()}>${locale.tryAgain}</portico-button>
      </div>`
    return html`<div class="view">
      <div class="intro">
        <h3>${this.heading}</h3>
        ${this.hint ? html`<p>${this.hint}</p>` : nothing}
      </div>
      <portico-frame-slot></portico-frame-slot>
    </div>`
  }
}

define('portico-frame-task', PorticoFrameTask)

declare global {
  interface HTMLElementTagNameMap {
    'portico-frame-task': PorticoFrameTask
  }
}
