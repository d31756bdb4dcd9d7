import { css, html, LitElement, nothing } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import type { IconName } from './icons.js'
import './Icon.js'
import './Spinner.js'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/**
 * A button with an optional leading icon and a loading state. Listen for `click` on the element. Its inner
 * `<button>` is the part `button`, for layouts that stack the icon over the label.
 */
export class PorticoButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = {
    variant: { reflect: true },
    size: { reflect: true },
    icon: {},
    disabled: { type: Boolean, reflect: true },
    loading: { type: Boolean, reflect: true },
    full: { type: Boolean, reflect: true },
    label: {},
  }
  /** Look: primary (accent), secondary (surface), ghost (text only), danger. */
  declare variant: ButtonVariant
  /** md (4.4em tall) or sm (3.2em). */
  declare size: 'md' | 'sm'
  /** Leading icon. */
  declare icon: IconName | undefined
  declare disabled: boolean
  /** Shows a spinner and blocks clicks, keeping the width. */
  declare loading: boolean
  /** Takes the full width of its container. */
  declare full: boolean
  /** Accessible name when the visible content is not enough. */
  declare label: string | undefined

  constructor() {
    super()
    this.variant = 'primary'
    this.size = 'md'
    this.icon = undefined
    this.disabled = false
    this.loading = false
    this.full = false
    this.label = undefined
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      :host([full]) {
        display: flex;
      }
      button {
        all: unset;
        box-sizing: border-box;
        display: inline-flex;
        flex: 1;
        align-items: center;
        justify-content: center;
        gap: 0.6em;
        height: calc(var(--p-fs) * 4.4);
        padding: 0 calc(var(--p-fs) * 1.6);
        border-radius: calc(var(--p-r) * 3);
        font: inherit;
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 600;
        cursor: pointer;
        user-select: none;
        transition:
          background-color 120ms ease,
          color 120ms ease,
          transform 120ms ease;
        -webkit-tap-highlight-color: transparent;
      }
      :host([size='sm']) button {
        height: calc(var(--p-fs) * 3.2);
        padding: 0 calc(var(--p-fs) * 1.2);
        font-size: calc(var(--p-fs) * 1.3);
        border-radius: calc(var(--p-r) * 2.5);
      }
      button:active:not(:disabled) {
        transform: scale(0.98);
      }
      button:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 2px;
      }
      :host([variant='primary']) button {
        background: var(--portico-accent);
        color: var(--portico-accent-foreground);
      }
      :host([variant='primary']) button:hover:not(:disabled) {
        background: color-mix(in srgb, var(--portico-accent) 88%, white);
      }
      :host([variant='secondary']) button {
        background: var(--portico-surface);
        color: var(--portico-foreground);
        box-shadow: inset 0 0 0 1px var(--portico-border);
      }
      :host([variant='secondary']) button:hover:not(:disabled) {
        background: var(--portico-surface-hover);
      }
      :host([variant='ghost']) button {
        background: transparent;
        color: var(--portico-foreground-muted);
      }
      :host([variant='ghost']) button:hover:not(:disabled) {
        background: var(--portico-surface);
        color: var(--portico-foreground);
      }
      /* The tint stays light enough for the error colour's text to keep 4.5:1 in both themes, hovered too. */
      :host([variant='danger']) button {
        background: color-mix(in srgb, var(--portico-error) 10%, transparent);
        color: var(--portico-error);
      }
      :host([variant='danger']) button:hover:not(:disabled) {
        background: color-mix(in srgb, var(--portico-error) 12%, transparent);
        box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-error) 45%, transparent);
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.5;
      }
      :host([loading]) button:disabled {
        opacity: 0.85;
        cursor: progress;
      }
      portico-spinner {
        color: currentColor;
      }
    `,
  ]

  override render() {
    const busy = this.loading
    return html`<button
      part="button"
      type="button"
      ?disabled=${this.disabled || busy}
      aria-busy=${busy ? 'true' : 'false'}
      aria-label=${this.label ?? nothing}
    >
      ${
        busy
          ? html`<portico-spinner size="1.3em"></portico-spinner>`
          : this.icon
            ? html`<portico-icon name=${this.icon} size="1.3em"></portico-icon>`
            : nothing
      }
      <slot></slot>
    </button>`
  }
}

define('portico-button', PorticoButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-button': PorticoButton
  }
}
