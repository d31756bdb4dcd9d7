// The in-page timer every bench app installs (no dependencies, so each app builds it the same way).
// The first click sets the mark `bench:click`; then each animation frame looks for the modal's first view
// (`findView`, which may search shadow roots), counted once `shown`. The frame that finds it is the frame that
// paints it, so a task queued from that frame runs after the paint: there the measure `bench:open` ends.

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

/**
 * Whether `element` is rendered and visible: no `display: none` or `visibility: hidden` on it or on a host above
 * it. A modal may keep a view built but hidden before it opens; that view has not painted.
 */
export function shown(element: Element | null | undefined): boolean {
  return element ? element.checkVisibility({ visibilityProperty: true }) : false
}

/** Times click → first view painted; `findView` returns the view's element once it is in the DOM. */
export function installProbe(findView: () => Element | null | undefined): void {
  const onClick = () => {
    window.removeEventListener('click', onClick, true)
    performance.mark('bench:click')
    const frame = () => {
      if (!shown(findView())) {
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
