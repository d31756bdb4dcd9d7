/** Registers a custom element once (a second copy of the package, or a hot reload, is left alone). */
export function define(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element)
}
