import { safeIconUrl } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'
import { hueOf } from './hue.js'

/** A wallet's or network's square image, with a lettered tile while it loads or when there is none. */
export class PorticoWalletImage extends LitElement {
  static override properties = {
    src: {},
    name: {},
    size: {},
    round: { type: Boolean, reflect: true },
    badge: { type: Boolean, reflect: true },
    failed: { state: true },
  }
  /** Image URL: only what `safeIconUrl` keeps (https:, data:image/*, blob:, loopback http:) is shown. */
  declare src: string | undefined
  /** The wallet's name: the tile's letter and colour come from it. */
  declare name: string
  /** CSS size. */
  declare size: string
  /** Circle instead of rounded square (networks, tokens). */
  declare round: boolean
  /** A small green dot: installed. */
  declare badge: boolean
  declare failed: boolean

  constructor() {
    super()
    this.src = undefined
    this.name = ''
    this.size = 'calc(var(--p-fs) * 4)'
    this.round = false
    this.badge = false
    this.failed = false
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        position: relative;
        display: inline-flex;
        flex: none;
      }
      .tile {
        display: flex;
        align-items: center;
        justify-content: center;
        overflow: hidden;
        border-radius: 28%;
        box-shadow: inset 0 0 0 1px var(--portico-border);
        font-weight: 700;
        color: #fff;
      }
      :host([round]) .tile {
        border-radius: 50%;
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
        display: block;
      }
      .dot {
        position: absolute;
        inset-inline-end: -2px;
        bottom: -2px;
        width: 28%;
        height: 28%;
        border-radius: 50%;
        background: var(--portico-success);
        box-shadow: 0 0 0 2px var(--portico-background);
      }
    `,
  ]

  override willUpdate(changed: Map<string, unknown>) {
    if (changed.has('src')) this.failed = false
  }

  override render() {
    const hue = hueOf(this.name)
    const letter = this.name.trim().charAt(0).toUpperCase() || '?'
    // The one icon rule of core (a pure function, no state): a source it refuses shows the lettered tile.
    const src = safeIconUrl(this.src)
    const showImage = src !== undefined && !this.failed
    const style = {
      width: this.size,
      height: this.size,
      'font-size': `calc(${this.size} * 0.42)`,
      background: showImage
        ? undefined
        : `linear-gradient(135deg,hsl(${hue} 70% 58%),hsl(${(hue + 40) % 360} 72% 44%))`,
    }
    return html`<span class="tile" style=${styleProperties(style)}>
        ${
          showImage
            ? html`<img src=${src} alt="" draggable="false" @error=${() => (this.failed = true)} />`
            : html`<span aria-hidden="true">${letter}</span>`
        }
      </span>
      ${this.badge ? html`<span class="dot"></span>` : nothing}`
  }
}

define('portico-wallet-image', PorticoWalletImage)

declare global {
  interface HTMLElementTagNameMap {
    'portico-wallet-image': PorticoWalletImage
  }
}
