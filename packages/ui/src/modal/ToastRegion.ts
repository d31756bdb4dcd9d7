import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../controllers/PorticoController.js'
import { TOAST_DURATION } from '../theme/timings.js'
import { define } from '../utils/define.js'
import { toastText } from './toastText.js'
import '../primitives/Toast.js'

/** Shows core's current toast and hides it after 2.5 s (loading toasts stay until replaced). */
export class PorticoToastRegion extends LitElement {
  private readonly portico = new PorticoController(this, (config) => [config.toasts.state])
  private timer: ReturnType<typeof setTimeout> | undefined
  private shownId: number | undefined

  override updated(): void {
    const toasts = this.portico.value?.config.toasts
    const toast = toasts?.state.toast
    if (!toasts || toast?.id === this.shownId) return
    this.shownId = toast?.id
    clearTimeout(this.timer)
    if (toast && toast.variant !== 'loading') {
      this.timer = setTimeout(() => toasts.hide(toast.id), TOAST_DURATION)
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.timer)
  }

  override render() {
    const value = this.portico.value
    const toast = value?.config.toasts.state.toast
    if (!value || !toast) return nothing
    return html`<portico-toast .tone=${toast.variant} .message=${toastText(value.locale, value.formats, toast)}></portico-toast>`
  }
}

define('portico-toast-region', PorticoToastRegion)

declare global {
  interface HTMLElementTagNameMap {
    'portico-toast-region': PorticoToastRegion
  }
}
