import { css, html, LitElement } from 'lit'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'

/** An indeterminate progress ring. Pass `label` when it is the only sign of progress. */
export class PorticoSpinner extends LitElement {
  static override properties = { size: {}, label: {} }
  /** CSS size of the ring. */
  declare size: string
  /** Accessible text; without it the spinner is decorative. */
  declare label: string | undefined

  constructor() {
    super()
    this.size = '2em'
    this.label = undefined
  }

  static override styles = css`
    :host {
      display: inline-flex;
      line-height: 0;
      color: var(--portico-accent);
    }
    svg {
      animation: spin 0.8s linear infinite;
    }
    circle {
      fill: none;
      stroke: currentColor;
      stroke-width: 3;
      stroke-linecap: round;
      stroke-dasharray: 42 100;
    }
    .track {
      stroke: var(--portico-border);
      stroke-dasharray: none;
    }
    @keyframes spin {
      to {
        transform: rotate(360deg);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      svg {
        animation-duration: 2.4s;
      }
    }
  `

  override render() {
    const labelled = this.label !== undefined
    return html`<svg
      viewBox="0 0 24 24"
      style=${styleProperties({ width: this.size, height: this.size })}
      role=${labelled ? 'img' : 'presentation'}
      aria-label=${labelled ? (this.label ?? '') : ''}
      aria-hidden=${labelled ? 'false' : 'true'}
    >
      <circle class="track" cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="9.5" />
    </svg>`
  }
}

define('portico-spinner', PorticoSpinner)

declare global {
  interface HTMLElementTagNameMap {
    'portico-spinner': PorticoSpinner
  }
}
