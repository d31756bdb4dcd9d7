import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { css, html, LitElement } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import '../../primitives/Spinner.js'

/** Where the frame's box is, in viewport pixels (the frame is a fixed-position element over the page). */
type Box = { top: number; left: number; width: number; height: number }

/** How many animation frames in a row the box must keep still before measuring stops (the modal's open and
 * height transitions move it without resizing it). */
const STILL_FRAMES = 12

const same = (a: Box | undefined, b: Box) =>
  a !== undefined && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height

/**
 * The place of the embedded wallet's frame in a view: an empty box (about 360×420) whose viewport rectangle
 * is handed to `showFrame(rect)` while the wallet says the frame is to be seen (`frameVisible`): when that
 * begins and whenever the box may have moved — it resized, the window resized or something scrolled, and for
 * the frames of the modal's animations — and `hideFrame()` when the box goes. The frame itself (another
 * origin) draws the form or the approval over the box.
 */
export class PorticoFrameSlot extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .slot {
        display: flex;
        align-items: center;
        justify-content: center;
        width: 100%;
        max-width: 360px;
        height: 420px;
        margin-inline: auto;
        border-radius: calc(var(--p-r) * 4);
        background: var(--portico-surface);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])
  private observer: ResizeObserver | undefined
  private shown: Box | undefined
  private frame = 0
  private still = 0

  override connectedCallback(): void {
    super.connectedCallback()
    window.addEventListener('resize', this.follow)
    // Capture: a scroll of any container (the modal's body) moves the box too.
    window.addEventListener('scroll', this.follow, { capture: true, passive: true })
  }

  override firstUpdated(): void {
    const box = this.renderRoot.querySelector('.slot')
    if (box && typeof ResizeObserver !== 'undefined') {
      this.observer = new ResizeObserver(this.follow)
      this.observer.observe(box)
    }
  }

  // The wallet's state changed: the frame is to be seen now (place it), or no longer (the wallet hid it, so
  // it is placed again the next time).
  override updated(): void {
    if (!(this.portico.value && getEmbeddedWallet(this.portico.value.config))?.state.frameVisible)
      this.shown = undefined
    else if (!this.shown) this.follow()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    window.removeEventListener('resize', this.follow)
    window.removeEventListener('scroll', this.follow, { capture: true })
    this.observer?.disconnect()
    this.observer = undefined
    cancelAnimationFrame(this.frame)
    this.frame = 0
    this.shown = undefined
    const config = this.portico.value?.config
    if (config) getEmbeddedWallet(config)?.hideFrame()
  }

  /** Measures now, then again each animation frame until the box keeps still. */
  private readonly follow = () => {
    this.measure()
    this.still = 0
    if (!this.frame && typeof requestAnimationFrame === 'function')
      this.frame = requestAnimationFrame(this.tick)
  }

  private readonly tick = () => {
    this.frame = 0
    this.still = this.measure() ? 0 : this.still + 1
    if (this.still < STILL_FRAMES && this.isConnected) this.frame = requestAnimationFrame(this.tick)
  }

  /** Hands the box's rectangle to the frame when it changed; true when it did. */
  private measure(): boolean {
    const wallet = this.portico.value && getEmbeddedWallet(this.portico.value.config)
    const box = this.renderRoot.querySelector('.slot')
    if (!wallet?.state.frameVisible || !box || !this.isConnected) return false
    const { top, left, width, height } = box.getBoundingClientRect()
    const rect = { top, left, width, height }
    if (same(this.shown, rect)) return false
    this.shown = rect
    // Above the modal, whose stacking level an app may change (`--portico-z-index`).
    const modalLevel = Number.parseInt(getComputedStyle(this).getPropertyValue('--portico-z-index'), 10)
    wallet.showFrame(Number.isFinite(modalLevel) ? { ...rect, zIndex: modalLevel + 1 } : rect)
    return true
  }

  override render() {
    const locale = this.portico.value?.locale
    return html`<div class="slot" part="slot">
      <portico-spinner label=${locale?.loading ?? ''}></portico-spinner>
    </div>`
  }
}

define('portico-frame-slot', PorticoFrameSlot)

declare global {
  interface HTMLElementTagNameMap {
    'portico-frame-slot': PorticoFrameSlot
  }
}
