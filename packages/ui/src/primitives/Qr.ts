import { generate } from 'lean-qr'
import { css, html, LitElement, svg } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'

/** Modules of white around the code (the standard asks for 4; the card's padding adds the rest). */
const QUIET_ZONE = 2

/** The path of a QR code's dark modules, one unit per module, offset by the quiet zone. */
export function qrPath(value: string): { size: number; path: string } {
  const code = generate(value)
  let path = ''
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (code.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { size: code.size + QUIET_ZONE * 2, path }
}

/** A QR code drawn as SVG on white (scanners need the contrast in both themes). */
export class PorticoQr extends LitElement {
  static override properties = { value: {}, size: {}, label: {} }
  declare value: string
  /** CSS size of the code. */
  declare size: string
  /** Accessible description of what the code holds. */
  declare label: string

  constructor() {
    super()
    this.value = ''
    this.size = 'calc(var(--p-fs) * 24)'
    this.label = ''
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      .card {
        padding: calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 5);
        background: #fff;
        box-shadow: inset 0 0 0 1px var(--portico-border);
        line-height: 0;
      }
      path {
        fill: var(--portico-qr-color, #141414);
      }
    `,
  ]

  override render() {
    if (!this.value) return html``
    const { size, path } = qrPath(this.value)
    return html`<div class="card">
      <svg
        role="img"
        aria-label=${this.label}
        viewBox="0 0 ${size} ${size}"
        style=${styleProperties({ width: this.size, height: this.size })}
        shape-rendering="crispEdges"
      >
        ${svg`<path d=${path} />`}
      </svg>
    </div>`
  }
}

define('portico-qr', PorticoQr)

declare global {
  interface HTMLElementTagNameMap {
    'portico-qr': PorticoQr
  }
}
