import { css, html, LitElement } from 'lit'
import { define } from '../utils/define.js'
import { styleProperties } from '../utils/styleProperties.js'
import { type IconName, icons } from './icons.js'

/** Icons that point along the line of text: mirrored when the text runs right to left. */
const directional: ReadonlySet<IconName> = new Set(['back', 'chevronRight'])

/**
 * A decorative icon; give meaning with the surrounding text or an aria-label on the control. Back and
 * chevron icons mirror in right-to-left text.
 */
export class PorticoIcon extends LitElement {
  static override properties = { name: { reflect: true }, size: {} }
  /** Which icon. */
  declare name: IconName
  /** CSS size (default 1.6em of the surrounding text). */
  declare size: string

  constructor() {
    super()
    this.name = 'info'
    this.size = '1.6em'
  }

  static override styles = css`
    :host {
      display: inline-flex;
      flex: none;
      line-height: 0;
    }
    svg {
      fill: none;
      stroke: currentColor;
      stroke-width: 1.8;
      stroke-linecap: round;
      stroke-linejoin: round;
    }
    :host(:dir(rtl)) svg.directional {
      transform: scaleX(-1);
    }
  `

  override render() {
    return html`<svg
      viewBox="0 0 24 24"
      class=${directional.has(this.name) ? 'directional' : ''}
      style=${styleProperties({ width: this.size, height: this.size })}
      aria-hidden="true"
      focusable="false"
    >${icons[this.name] ?? icons.info}</svg>`
  }
}

define('portico-icon', PorticoIcon)

declare global {
  interface HTMLElementTagNameMap {
    'portico-icon': PorticoIcon
  }
}
