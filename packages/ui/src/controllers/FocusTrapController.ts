import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { autofocusWithin, deepActiveElement, focusableWithin } from './focus.js'

/**
 * Keeps Tab and Shift+Tab inside a container while `active`, remembers what had focus when it became
 * active (the opener) and gives focus back to it on release.
 */
export class FocusTrapController implements ReactiveController {
  private opener: HTMLElement | undefined
  private trapping = false
  private pendingFocus: number | undefined

  constructor(
    host: ReactiveControllerHost,
    private readonly container: () => HTMLElement | null | undefined,
  ) {
    host.addController(this)
  }

  hostConnected(): void {}

  hostDisconnected(): void {
    this.trapping = false
    this.cancelFocus()
    document.removeEventListener('focusin', this.onFocusIn, true)
  }

  /**
   * Starts trapping: stores the opener and, in the next animation frame, moves focus into the container: to the
   * element inside marked `data-autofocus` (e.g. the e-mail field), else to the container itself; focus that a view
   * already put inside stays. Focus makes the browser compute style and layout at once; in the frame, the
   * views that render in the host's update microtasks are in place, so that work is done once for the whole
   * dialog instead of once for the empty shell and again for its content.
   */
  activate(): void {
    if (this.trapping) return
    this.trapping = true
    const active = deepActiveElement()
    this.opener = active instanceof HTMLElement && active !== document.body ? active : undefined
    this.pendingFocus = requestAnimationFrame(() => {
      this.pendingFocus = undefined
      const container = this.container()
      if (!container?.isConnected) return
      if (!container.matches(':focus-within'))
        (autofocusWithin(container.shadowRoot ?? container) ?? container).focus({ preventScroll: true })
      document.addEventListener('focusin', this.onFocusIn, true)
    })
  }

  private cancelFocus(): void {
    if (this.pendingFocus !== undefined) cancelAnimationFrame(this.pendingFocus)
    this.pendingFocus = undefined
  }

  /** Stops trapping and returns focus to the opener. */
  release(): void {
    if (!this.trapping) return
    this.trapping = false
    this.cancelFocus()
    document.removeEventListener('focusin', this.onFocusIn, true)
    const opener = this.opener
    this.opener = undefined
    if (opener?.isConnected) opener.focus({ preventScroll: true })
  }

  /** Wraps Tab at the ends; call from the container's keydown. */
  handleKeydown(event: KeyboardEvent): void {
    if (!this.trapping || event.key !== 'Tab') return
    const container = this.container()
    if (!container) return
    const items = focusableWithin(container.shadowRoot ?? container)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = deepActiveElement()
    if (event.shiftKey && (active === first || active === container)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // Focus that lands outside (a click on the page behind, a script) is brought back.
  private readonly onFocusIn = (event: FocusEvent) => {
    const container = this.container()
    if (!container || !this.trapping) return
    const path = event.composedPath()
    if (path.includes(container)) return
    const [first] = focusableWithin(container)
    ;(first ?? container).focus({ preventScroll: true })
  }
}
