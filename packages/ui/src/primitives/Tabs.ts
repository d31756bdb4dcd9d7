import { css, html, LitElement } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'

export type Tab = { id: string; label: string }
export type TabChangeDetail = { id: string }

/**
 * A segmented tab list (WAI-ARIA tabs: arrow keys, Home and End move and select). Emits
 * `portico-tab-change` with `{ id }`.
 */
export class PorticoTabs extends LitElement {
  static override properties = { tabs: { attribute: false }, selected: {}, label: {} }
  declare tabs: readonly Tab[]
  /** Id of the selected tab. */
  declare selected: string
  /** Accessible name of the tab list. */
  declare label: string

  constructor() {
    super()
    this.tabs = []
    this.selected = ''
    this.label = ''
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      [role='tablist'] {
        display: flex;
        gap: calc(var(--p-fs) * 0.4);
        padding: calc(var(--p-fs) * 0.4);
        border-radius: calc(var(--p-r) * 3.5);
        background: var(--portico-surface);
      }
      button {
        all: unset;
        flex: 1;
        height: calc(var(--p-fs) * 3.2);
        text-align: center;
        border-radius: calc(var(--p-r) * 2.5);
        font-size: calc(var(--p-fs) * 1.3);
        font-weight: 600;
        color: var(--portico-foreground-muted);
        cursor: pointer;
        transition:
          background-color 150ms ease,
          color 150ms ease;
      }
      button:hover {
        color: var(--portico-foreground);
      }
      button[aria-selected='true'] {
        background: var(--portico-background);
        color: var(--portico-foreground);
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.16);
      }
      button:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 1px;
      }
    `,
  ]

  private select(id: string, focus = false) {
    if (id !== this.selected) {
      this.selected = id
      this.dispatchEvent(
        new CustomEvent<TabChangeDetail>('portico-tab-change', {
          detail: { id },
          bubbles: true,
          composed: true,
        }),
      )
    }
    if (focus)
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#tab-${id}`)?.focus())
  }

  private onKeydown(event: KeyboardEvent) {
    const index = this.tabs.findIndex((tab) => tab.id === this.selected)
    const last = this.tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    const tab = next === undefined ? undefined : this.tabs[next]
    if (!tab) return
    event.preventDefault()
    this.select(tab.id, true)
  }

  override render() {
    return html`<div role="tablist" aria-label=${this.label} @keydown=${this.onKeydown}>
      ${this.tabs.map((tab) => {
        const selected = tab.id === this.selected
        return html`<button
          id="tab-${tab.id}"
          role="tab"
          type="button"
          aria-selected=${selected ? 'true' : 'false'}
          tabindex=${selected ? '0' : '-1'}
          @click=${() => this.select(tab.id)}
        >
          ${tab.label}
        </button>`
      })}
    </div>`
  }
}

define('portico-tabs', PorticoTabs)

declare global {
  interface HTMLElementTagNameMap {
    'portico-tabs': PorticoTabs
  }
  interface HTMLElementEventMap {
    'portico-tab-change': CustomEvent<TabChangeDetail>
  }
}
