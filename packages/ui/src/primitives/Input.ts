import { css, html, LitElement, nothing } from 'lit'
import { live } from 'lit/directives/live.js'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import type { IconName } from './icons.js'
import './Icon.js'

export type InputEventDetail = { value: string }

/**
 * A text field with a label (visible, or for screen readers only), an optional leading icon, a trailing
 * slot (e.g. a Max button) and an error line. Emits `portico-input` with `{ value }` on every change.
 */
export class PorticoInput extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = {
    value: {},
    label: {},
    hideLabel: { type: Boolean, attribute: 'hide-label' },
    placeholder: {},
    inputmode: {},
    icon: {},
    error: {},
    large: { type: Boolean, reflect: true },
    autocomplete: {},
  }
  declare value: string
  declare label: string
  /** Keeps the label for screen readers only. */
  declare hideLabel: boolean
  declare placeholder: string
  declare inputmode: 'text' | 'decimal' | 'search'
  declare icon: IconName | undefined
  /** Shown under the field and announced; marks the field invalid. */
  declare error: string | undefined
  /** Big text (amounts). */
  declare large: boolean
  declare autocomplete: string

  constructor() {
    super()
    this.value = ''
    this.label = ''
    this.hideLabel = false
    this.placeholder = ''
    this.inputmode = 'text'
    this.icon = undefined
    this.error = undefined
    this.large = false
    this.autocomplete = 'off'
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      label {
        display: block;
        margin-bottom: calc(var(--p-fs) * 0.8);
        font-size: calc(var(--p-fs) * 1.2);
        font-weight: 500;
        color: var(--portico-foreground-muted);
      }
      .field {
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 0.8);
        height: calc(var(--p-fs) * 4.4);
        padding: 0 calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 3);
        background: var(--portico-surface);
        box-shadow: inset 0 0 0 1px var(--portico-border);
        transition: box-shadow 120ms ease;
      }
      :host([large]) .field {
        height: calc(var(--p-fs) * 6.4);
      }
      .field:hover {
        box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-foreground) 20%, transparent);
      }
      .field:focus-within {
        box-shadow:
          inset 0 0 0 1px var(--portico-accent),
          0 0 0 3px color-mix(in srgb, var(--portico-accent) 22%, transparent);
      }
      .field.invalid {
        box-shadow: inset 0 0 0 1px var(--portico-error);
      }
      portico-icon {
        color: var(--portico-foreground-muted);
      }
      input {
        all: unset;
        flex: 1;
        min-width: 0;
        font: inherit;
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 500;
        color: var(--portico-foreground);
      }
      :host([large]) input {
        font-size: calc(var(--p-fs) * 2.8);
        font-weight: 600;
        letter-spacing: -0.02em;
      }
      input:focus-visible {
        outline: none;
      }
      input::placeholder {
        color: var(--portico-foreground-muted);
        opacity: 0.8;
      }
      .error {
        margin-top: calc(var(--p-fs) * 0.6);
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-error);
      }
    `,
  ]

  private onInput(event: Event) {
    this.value = (event.target as HTMLInputElement).value
    this.dispatchEvent(
      new CustomEvent<InputEventDetail>('portico-input', {
        detail: { value: this.value },
        bubbles: true,
        composed: true,
      }),
    )
  }

  override render() {
    return html`
      <label for="input" class=${this.hideLabel ? 'visually-hidden' : ''}>${this.label}</label>
      <div class="field ${this.error ? 'invalid' : ''}">
        ${this.icon ? html`<portico-icon name=${this.icon}></portico-icon>` : nothing}
        <input
          id="input"
          .value=${live(this.value)}
          placeholder=${this.placeholder}
          inputmode=${this.inputmode}
          autocomplete=${this.autocomplete}
          spellcheck="false"
          aria-invalid=${this.error ? 'true' : 'false'}
          aria-describedby=${this.error ? 'error' : nothing}
          @input=${this.onInput}
        />
        <slot name="end"></slot>
      </div>
      ${this.error ? html`<div id="error" class="error" role="alert">${this.error}</div>` : nothing}
    `
  }
}

define('portico-input', PorticoInput)

declare global {
  interface HTMLElementTagNameMap {
    'portico-input': PorticoInput
  }
  interface HTMLElementEventMap {
    'portico-input': CustomEvent<InputEventDetail>
  }
}
