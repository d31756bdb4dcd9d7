import { css, html, LitElement } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import './Icon.js'
import './IconButton.js'

/** A warning banner with a title, an explanation and a dismiss button (emits `portico-dismiss`). */
export class PorticoAlertBar extends LitElement {
  static override properties = { heading: {}, text: {}, dismissLabel: { attribute: 'dismiss-label' } }
  declare heading: string
  declare text: string
  declare dismissLabel: string

  constructor() {
    super()
    this.heading = ''
    this.text = ''
    this.dismissLabel = 'Dismiss'
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .bar {
        display: flex;
        align-items: flex-start;
        gap: calc(var(--p-fs) * 1);
        padding-block: calc(var(--p-fs) * 1);
        padding-inline: calc(var(--p-fs) * 1.2) calc(var(--p-fs) * 0.6);
        border-radius: calc(var(--p-r) * 3);
        background: color-mix(in srgb, var(--portico-error) 12%, var(--portico-background));
        box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-error) 30%, transparent);
      }
      portico-icon {
        margin-top: 0.15em;
        color: var(--portico-error);
      }
      .text {
        flex: 1;
        display: flex;
        flex-direction: column;
        gap: 0.3em;
      }
      strong {
        font-size: calc(var(--p-fs) * 1.3);
        font-weight: 600;
      }
      span {
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
        line-height: 1.4;
      }
    `,
  ]

  override render() {
    return html`<div class="bar" role="alert">
      <portico-icon name="warning"></portico-icon>
      <div class="text"><strong>${this.heading}</strong><span>${this.text}</span></div>
      <portico-icon-button
        icon="close"
        label=${this.dismissLabel}
        @click=${() => this.dispatchEvent(new CustomEvent('portico-dismiss', { bubbles: true, composed: true }))}
      ></portico-icon-button>
    </div>`
  }
}

define('portico-alert-bar', PorticoAlertBar)

declare global {
  interface HTMLElementTagNameMap {
    'portico-alert-bar': PorticoAlertBar
  }
}
