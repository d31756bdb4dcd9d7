// The in-page timer every bench app installs (no dependencies, so each app builds it the same way).
// The first click sets the mark `bench:click`; then each animation frame looks for the modal's first view
// (`findView`, which may search shadow roots), and counts it once it is shown (not display: none or visibility: hidden). The frame that finds it is the frame that paints it, so a
// task queued from that frame runs after the paint: there the measure `bench:open` ends.

declare global {
  interface Window {
    /** Set once the first view has painted: milliseconds from the click. */
    __benchOpenMs?: number
  }
}

/** `selector` in the document or in any open shadow root below it. */
export function deepQuery(selector: string, root: Document | ShadowRoot = document): Element | null {
  const found = root.querySelector(selector)
  if (found) return found
  for (const element of root.querySelectorAll('*')) {
    if (!element.shadowRoot) continue
    const inner = deepQuery(selector, element.shadowRoot)
    if (inner) return inner
  }
  return null
}

/** Times click → first view painted; `findView` returns the view's element once it is in the DOM. */
export function installProbe(findView: () => Element | null | undefined): void {
  const onClick = () => {
    window.removeEventListener('click', onClick, true)
    performance.mark('bench:click')
    const frame = () => {
      // A view built ahead and kept hidden (display: none) has not painted.
      if (!findView()?.checkVisibility({ visibilityProperty: true })) {
        requestAnimationFrame(frame)
        return
      }
      setTimeout(() => {
        performance.mark('bench:painted')
        window.__benchOpenMs = performance.measure('bench:open', 'bench:click', 'bench:painted').duration
      }, 0)
    }
    requestAnimationFrame(frame)
  }
  window.addEventListener('click', onClick, true)
}
