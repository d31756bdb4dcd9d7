import type { LitElement } from 'lit'

/** Every element matching `selector`, looking through open shadow roots. */
export function queryAllDeep<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found: T[] = []
  const visit = (node: ParentNode) => {
    for (const element of Array.from(node.querySelectorAll('*'))) {
      if (element.matches(selector)) found.push(element as unknown as T)
      if (element.shadowRoot) visit(element.shadowRoot)
    }
  }
  if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot)
  visit(root)
  return found
}

export function queryDeep<T extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
): T | undefined {
  return queryAllDeep<T>(root, selector)[0]
}

/** Text of an element including its shadow content, whitespace collapsed. */
export function deepText(node: Node): string {
  const parts: string[] = []
  const visit = (n: Node) => {
    if (n.nodeType === 3) parts.push(n.textContent ?? '')
    if (n instanceof Element && n.shadowRoot) visit(n.shadowRoot)
    for (const child of Array.from(n.childNodes)) visit(child)
  }
  visit(node)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Waits until every lit element under `root` has rendered and pending promises have run. */
export async function settle(root: ParentNode = document.body, rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    const elements = queryAllDeep<LitElement>(root, '*').filter((e) => 'updateComplete' in e)
    await Promise.all(elements.map((e) => e.updateComplete))
  }
}

/** Polls until `check` passes (or throws its last error after `timeout` ms; lazy views load slowly on a busy machine). */
export async function waitFor<T>(check: () => T, timeout = 10_000): Promise<NonNullable<T>> {
  const start = Date.now()
  for (;;) {
    try {
      const result = check()
      if (result === false || result === undefined || result === null) throw new Error('not yet')
      return result as NonNullable<T>
    } catch (error) {
      if (Date.now() - start > timeout) throw error
      await settle(document.body, 1)
    }
  }
}

export function press(target: EventTarget, key: string, options: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...options,
  })
  target.dispatchEvent(event)
  return event
}
