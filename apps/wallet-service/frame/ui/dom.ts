// A small element builder for the frame's views: text only through textContent (never HTML), no style attributes
// (the page runs under `style-src 'self'`; looks come from the constructed stylesheet).

type Child = Node | string | false | null | undefined

export type ElementProps = {
  class?: string
  text?: string
  attrs?: Record<string, string>
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  if (props.class) element.className = props.class
  if (props.text !== undefined) element.textContent = props.text
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (name === 'style' || name.startsWith('on')) throw new Error(`Attribute ${name} is not allowed`)
    element.setAttribute(name, value)
  }
  for (const child of children) if (child) element.append(child)
  return element
}

/** Runs `action` only for a click the user made (not one a script dispatched). */
export function onTrustedClick(element: HTMLElement, action: (event: MouseEvent) => void): void {
  element.addEventListener('click', (event) => {
    if (!event.isTrusted) return
    action(event)
  })
}

/** Runs `action` only for a form submission the user made; the page never navigates. */
export function onTrustedSubmit(form: HTMLFormElement, action: () => void): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!event.isTrusted) return
    action()
  })
}
