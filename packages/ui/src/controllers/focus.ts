// Focus helpers that see through shadow roots and slots.

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element, followed into open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Tabbable elements inside `root`, in document order, through shadow roots and slots. */
export function focusableWithin(root: Element | ShadowRoot): HTMLElement[] {
  const found: HTMLElement[] = []
  const visit = (node: Element | ShadowRoot) => {
    for (const child of Array.from(node.children)) {
      if (child instanceof HTMLElement && (child.hidden || child.inert)) continue
      if (child instanceof HTMLSlotElement) {
        for (const assigned of child.assignedElements({ flatten: true })) visitOne(assigned)
        continue
      }
      visitOne(child)
    }
  }
  const visitOne = (element: Element) => {
    if (element instanceof HTMLElement && (element.hidden || element.inert)) return
    if (element instanceof HTMLElement && element.matches(FOCUSABLE)) found.push(element)
    visit(element.shadowRoot ?? element)
  }
  visit(root)
  return found
}

/**
 * The first element marked `data-autofocus` inside `root` (through shadow roots, skipping hidden and inert
 * parts): what a dialog focuses when it opens.
 */
export function autofocusWithin(root: Element | ShadowRoot): HTMLElement | undefined {
  for (const child of Array.from(root.children)) {
    if (!(child instanceof HTMLElement) || child.hidden || child.inert) continue
    if (child.hasAttribute('data-autofocus')) return child
    const inner = (child.shadowRoot && autofocusWithin(child.shadowRoot)) || autofocusWithin(child)
    if (inner) return inner
  }
  return undefined
}
