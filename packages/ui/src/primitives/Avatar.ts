import { css, html, LitElement } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'
import { hueOf } from './hue.js'

/** An account's picture: its profile image, or a gradient drawn from its address. */
export class PorticoAvatar extends LitElement {
  static override properties = { address: {}, src: {}, size: {}, failed: { state: true } }
  declare address: string
  /** Profile image; the gradient shows when it is missing or fails. */
  declare src: string | undefined
  declare size: string
  declare failed: boolean

  constructor() {
    super()
    this.address = ''
    this.src = undefined
    this.size = 'calc(var(--p-fs) * 6.4)'
    this.failed = false
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
        flex: none;
      }
      span {
        display: block;
        border-radius: 50%;
        overflow: hidden;
        box-shadow:
          0 0 0 3px var(--portico-background),
          0 0 0 4px var(--portico-border);
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
        display: block;
      }
    `,
  ]

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('src')) this.failed = false
  }

  override render() {
    const a = hueOf(this.address.toLowerCase())
    const b = hueOf(this.address.toLowerCase().split('').reverse().join(''))
    const gradient = `radial-gradient(circle at 30% 25%, hsl(${a} 85% 72%), transparent 55%),
      radial-gradient(circle at 75% 70%, hsl(${b} 80% 55%), transparent 60%),
      linear-gradient(135deg, hsl(${a} 70% 50%), hsl(${b} 75% 40%))`
    return html`<span style=${styleProperties({ width: this.size, height: this.size, background: gradient })}>
      ${
        this.src && !this.failed
          ? html`<img src=${this.src} alt="" @error=${() => (this.failed = true)} />`
          : null
      }
    </span>`
  }
}

define('portico-avatar', PorticoAvatar)

declare global {
  interface HTMLElementTagNameMap {
    'portico-avatar': PorticoAvatar
  }
}
