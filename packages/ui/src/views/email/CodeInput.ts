import { css, html, LitElement, nothing } from 'lit'
import { live } from 'lit/directives/live.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'

export type CodeCompleteDetail = { code: string }

/** Keeps the digits of what was typed or pasted ('123 456', '123-456'), at most `length` of them. */
export function digitsOf(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length)
}

/**
 * The field of an e-mailed code: one input (so a pasted code lands whole and the phone offers the code from
 * its messages), digits only, the numeric keyboard. Emits `portico-code-complete` with `{ code }` when the
 * last digit arrives. Knows nothing of core.
 */
export class PorticoCodeInput extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = {
    value: {},
    label: {},
    length: { type: Number },
    error: {},
    disabled: { type: Boolean, reflect: true },
  }
  declare value: string
  /** The accessible name (read by screen readers; the view shows its own heading). */
  declare label: string
  /** How many digits a code has. */
  declare length: number
  /** Shown under the field and announced; marks the field invalid. */
  declare error: string | undefined
  declare disabled: boolean

  constructor() {
    super()
    this.value = ''
    this.label = ''
    this.length = 6
    this.error = undefined
    this.disabled = false
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      input {
        all: unset;
        box-sizing: border-box;
        display: block;
        width: 100%;
        height: calc(var(--p-fs) * 5.6);
        padding: 0 calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 3);
        background: var(--portico-surface);
        box-shadow: inset 0 0 0 1px var(--portico-border);
        text-align: center;
        font-family: var(--portico-font-mono, ui-monospace, monospace);
        font-size: calc(var(--p-fs) * 2.6);
        font-weight: 600;
        letter-spacing: 0.5em;
        text-indent: 0.5em;
        font-variant-numeric: tabular-nums;
        color: var(--portico-foreground);
        transition: box-shadow 120ms ease;
      }
      input:focus-visible {
        box-shadow:
          inset 0 0 0 1px var(--portico-accent),
          0 0 0 3px color-mix(in srgb, var(--portico-accent) 22%, transparent);
      }
      input[aria-invalid='true'] {
        box-shadow: inset 0 0 0 1px var(--portico-error);
      }
      input:disabled {
        opacity: 0.6;
      }
      input::placeholder {
        color: var(--portico-foreground-muted);
        opacity: 0.5;
      }
      .error {
        margin-top: calc(var(--p-fs) * 0.6);
        font-size: calc(var(--p-fs) * 1.2);
        text-align: center;
        color: var(--portico-error);
      }
    `,
  ]

  private onInput(event: Event) {
    const input = event.target as HTMLInputElement
    const digits = digitsOf(input.value, this.length)
    // The field shows digits only, even while a paste of '123 456' is being typed over.
    if (input.value !== digits) input.value = digits
    if (digits === this.value) return
    this.value = digits
    this.dispatchEvent(
      new CustomEvent('portico-input', { detail: { value: digits }, bubbles: true, composed: true }),
    )
    if (digits.length === this.length)
      this.dispatchEvent(
        new CustomEvent<CodeCompleteDetail>('portico-code-complete', {
          detail: { code: digits },
          bubbles: true,
          composed: true,
        }),
      )
  }

  override render() {
    return html`<input
        .value=${live(this.value)}
        aria-label=${this.label}
        placeholder=${'–'.repeat(this.length)}
        inputmode="numeric"
        pattern="[0-9]*"
        autocomplete="one-time-code"
        enterkeyhint="done"
        spellcheck="false"
        ?disabled=${this.disabled}
        aria-invalid=${this.error ? 'true' : 'false'}
        aria-describedby=${this.error ? 'error' : nothing}
        @input=${this.onInput}
      />
      <div id="error" class="error" aria-live="assertive">${this.error ?? nothing}</div>`
  }
}

define('portico-code-input', PorticoCodeInput)

declare global {
  interface HTMLElementTagNameMap {
    'portico-code-input': PorticoCodeInput
  }
  interface HTMLElementEventMap {
    'portico-code-complete': CustomEvent<CodeCompleteDetail>
  }
}
