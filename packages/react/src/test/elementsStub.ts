// Stands in for `@portico/ui/elements` in unit tests: the page buttons as bare elements whose properties
// are prototype accessors, as lit's reactive properties are (what `@lit/react` looks for).
class StubButton extends HTMLElement {
  #config: unknown
  #themeMode: string | undefined
  get config() {
    return this.#config
  }
  set config(value: unknown) {
    this.#config = value
  }
  get themeMode() {
    return this.#themeMode
  }
  set themeMode(value: string | undefined) {
    this.#themeMode = value
  }
  connectedCallback() {
    this.addEventListener('click', () => {
      const event = new CustomEvent('portico-open', { detail: { view: 'Connect' }, cancelable: true })
      if (this.dispatchEvent(event)) (this.#config as { open(): void } | undefined)?.open()
    })
  }
}

for (const tagName of ['portico-connect-button', 'portico-network-button', 'portico-account-button']) {
  if (!customElements.get(tagName)) customElements.define(tagName, class extends StubButton {})
}
