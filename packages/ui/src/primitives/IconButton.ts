import { css, html, LitElement } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import type { IconName } from './icons.js'
import './Icon.js'

/** A round icon-only button (header back and close, copy). `label` is its accessible name. */
export class PorticoIconButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = { icon: {}, label: {}, disabled: { type: Boolean, reflect: true } }
  declare icon: IconName
  /** Accessible name (required: the button shows no text). */
  declare label: string
  declare disabled: boolean

  constructor() {
    super()
    this.icon = 'close'
    this.label = ''
    this.disabled = false
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      button {
        all: unset;
        box-sizing: border-box;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 3.6);
        height: calc(var(--p-fs) * 3.6);
        border-radius: 50%;
        color: var(--portico-foreground-muted);
        cursor: pointer;
        transition:
          background-color 120ms ease,
          color 120ms ease;
      }
      button:hover:not(:disabled) {
        background: var(--portico-surface);
        color: var(--portico-foreground);
      }
      button:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 1px;
      }
      button:disabled {
        opacity: 0.4;
        cursor: not-allowed;
      }
    `,
  ]

  override render() {
    return html`<button type="button" aria-label=${this.label} title=${this.label} ?disabled=${this.disabled}>
      <portico-icon name=${this.icon} size="calc(var(--p-fs) * 2)"></portico-icon>
    </button>`
  }
}

define('portico-icon-button', PorticoIconButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-icon-button': PorticoIconButton
  }
}
