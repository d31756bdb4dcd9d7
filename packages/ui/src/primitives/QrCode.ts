import { css, html, LitElement, nothing, svg } from 'lit'
import { encode } from 'uqr'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'
import './WalletImage.js'

/** Modules of white around the code (the standard asks for 4; the card's padding adds the rest). */
export const QR_QUIET_ZONE = 2
/** The finder patterns ("eyes") are 7 modules square. */
const EYE = 7
/** uqr's module type for the finder patterns and their separators. */
const POSITION = 2

export type QrMatrix = {
  /** Modules per side, without the quiet zone. */
  size: number
  /** `dark[y][x]`: whether a module is dark. */
  dark: readonly (readonly boolean[])[]
  /** Whether a module belongs to a finder pattern (drawn as an eye, not as a dot). */
  eye(x: number, y: number): boolean
  /**
   * The odd number of modules, centred, left blank for a logo (0 without one): at most a fifth of the side,
   * well within what error correction level Q (25 %) recovers.
   */
  hole: number
}

/**
 * The modules of a QR code of `value`, at error correction level Q so a logo may cover its centre.
 *
 * @example
 * qrMatrix('wc:…@2?relay-protocol=irn&symKey=…', { logo: true }).size // 57
 */
export function qrMatrix(value: string, { logo = false }: { logo?: boolean } = {}): QrMatrix {
  const { size, data, types } = encode(value, { ecc: 'Q', border: 0 })
  const fifth = Math.floor(size / 5)
  const hole = logo ? (fifth % 2 === 1 ? fifth : fifth - 1) : 0
  return { size, dark: data, eye: (x, y) => types[y]?.[x] === POSITION, hole: Math.max(0, hole) }
}

/** Whether module (x, y) lies in the centred logo hole. */
export function inHole({ size, hole }: Pick<QrMatrix, 'size' | 'hole'>, x: number, y: number): boolean {
  if (hole === 0) return false
  const start = (size - hole) / 2
  return x >= start && x < start + hole && y >= start && y < start + hole
}

/** One path of round dots for the data and timing modules (eyes and the logo hole left out). */
export function qrDotsPath(matrix: QrMatrix): string {
  const r = 0.42
  let path = ''
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.dark[y]?.[x] || matrix.eye(x, y) || inHole(matrix, x, y)) continue
      const cx = x + QR_QUIET_ZONE + 0.5
      const cy = y + QR_QUIET_ZONE + 0.5
      path += `M${(cx - r).toFixed(2)} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`
    }
  }
  return path
}

/**
 * A QR code drawn as SVG on white (scanners need the contrast in both themes): round modules, rounded
 * finder patterns and, when `image-name` is set, the wallet's image in a blank centre. Without a `value`
 * it shows a shimmering placeholder of the same size.
 */
export class PorticoQrCode extends LitElement {
  static override properties = {
    value: {},
    size: {},
    label: {},
    image: {},
    imageName: { attribute: 'image-name' },
  }
  /** What the code holds; empty while it is being made. */
  declare value: string
  /** CSS size of the code. */
  declare size: string
  /** Accessible description of what the code holds. */
  declare label: string
  /** The centre image's URL; while it is missing, a lettered tile of `imageName` shows. */
  declare image: string | undefined
  /** The name of what the centre shows; without it the centre is not cut out. */
  declare imageName: string | undefined

  constructor() {
    super()
    this.value = ''
    this.size = 'calc(var(--p-fs) * 26)'
    this.label = ''
    this.image = undefined
    this.imageName = undefined
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: inline-flex;
      }
      .card {
        position: relative;
        padding: calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 5);
        background: #fff;
        box-shadow: inset 0 0 0 1px var(--portico-border);
        line-height: 0;
      }
      svg {
        display: block;
      }
      .dots,
      .eye-inner {
        fill: var(--portico-qr-color, #141414);
      }
      .eye-outer {
        fill: none;
        stroke: var(--portico-qr-color, #141414);
      }
      .logo {
        position: absolute;
        inset: 0;
        display: flex;
        align-items: center;
        justify-content: center;
        pointer-events: none;
      }
      .placeholder {
        border-radius: calc(var(--p-r) * 3);
        background: linear-gradient(100deg, #ececec 30%, #f8f8f8 50%, #ececec 70%) 0 0 / 300% 100%;
        animation: shimmer 1.4s ease-in-out infinite;
      }
      @keyframes shimmer {
        from {
          background-position: 100% 0;
        }
        to {
          background-position: 0 0;
        }
      }
    `,
  ]

  private eyes(size: number) {
    const corners = [
      [0, 0],
      [size - EYE, 0],
      [0, size - EYE],
    ] as const
    return corners.map(([x, y]) => {
      const left = x + QR_QUIET_ZONE
      const top = y + QR_QUIET_ZONE
      return svg`<rect class="eye-outer" x=${left + 0.5} y=${top + 0.5} width="6" height="6" rx="1.8" stroke-width="1" />
        <rect class="eye-inner" x=${left + 2} y=${top + 2} width="3" height="3" rx="0.9" />`
    })
  }

  override render() {
    const box = styleProperties({ width: this.size, height: this.size })
    if (!this.value) {
      return html`<div class="card" part="card">
        <div class="placeholder" style=${box} role="img" aria-label=${this.label} aria-busy="true"></div>
      </div>`
    }
    const matrix = qrMatrix(this.value, { logo: Boolean(this.imageName) })
    const side = matrix.size + QR_QUIET_ZONE * 2
    return html`<div class="card" part="card">
      <svg role="img" aria-label=${this.label} viewBox="0 0 ${side} ${side}" style=${box}>
        <path class="dots" d=${qrDotsPath(matrix)} />
        ${this.eyes(matrix.size)}
      </svg>
      ${
        this.imageName
          ? html`<span class="logo">
            <portico-wallet-image
              .src=${this.image}
              .name=${this.imageName}
              size="calc(${this.size} * ${((matrix.hole - 1) / side).toFixed(4)})"
            ></portico-wallet-image>
          </span>`
          : nothing
      }
    </div>`
  }
}

define('portico-qr-code', PorticoQrCode)

declare global {
  interface HTMLElementTagNameMap {
    'portico-qr-code': PorticoQrCode
  }
}
