import { css, html, LitElement, nothing } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import type { IconName } from './icons.js'
import './Icon.js'
import './Spinner.js'

export type ToastTone = 'success' | 'error' | 'loading' | 'info'

const toneIcons: Record<Exclude<ToastTone, 'loading'>, IconName> = {
  success: 'checkCircle',
  error: 'errorCircle',
  info: 'info',
}

/** A short message pill. Errors are announced assertively, the rest politely. */
export class PorticoToast extends LitElement {
  static override properties = { message: {}, tone: { reflect: true } }
  declare message: string
  declare tone: ToastTone

  constructor() {
    super()
    this.message = ''
    this.tone = 'info'
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      .toast {
        display: inline-flex;
        align-items: center;
        gap: calc(var(--p-fs) * 0.8);
        max-width: 34em;
        padding: calc(var(--p-fs) * 0.9) calc(var(--p-fs) * 1.6) calc(var(--p-fs) * 0.9)
          calc(var(--p-fs) * 1.1);
        border-radius: 999px;
        background: var(--portico-background);
        color: var(--portico-foreground);
        box-shadow:
          0 0 0 1px var(--portico-border),
          0 12px 32px rgba(0, 0, 0, 0.28);
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 500;
      }
      portico-icon {
        color: var(--portico-accent);
      }
      :host([tone='success']) portico-icon {
        color: var(--portico-success);
      }
      :host([tone='error']) portico-icon {
        color: var(--portico-error);
      }
    `,
  ]

  override render() {
    return html`<div class="toast" role=${this.tone === 'error' ? 'alert' : 'status'}>
      ${
        this.tone === 'loading'
          ? html`<portico-spinner size="1.6em"></portico-spinner>`
          : html`<portico-icon name=${toneIcons[this.tone]} size="1.8em"></portico-icon>`
      }
      <span>${this.message || nothing}</span>
    </div>`
  }
}

define('portico-toast', PorticoToast)

declare global {
  interface HTMLElementTagNameMap {
    'portico-toast': PorticoToast
  }
}
