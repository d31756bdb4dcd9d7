import { css, html, LitElement, nothing } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import './Icon.js'
import './Spinner.js'

/**
 * A full-width row button: an image in the `start` slot, a label and description, and at the end a tag,
 * a check mark (`selected`), a spinner (`loading`) or a chevron. Listen for `click` on the element.
 */
export class PorticoListItem extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = {
    label: {},
    description: {},
    tag: {},
    tagTone: { attribute: 'tag-tone' },
    chevron: { type: Boolean },
    selected: { type: Boolean, reflect: true },
    loading: { type: Boolean },
    disabled: { type: Boolean, reflect: true },
  }
  declare label: string
  declare description: string | undefined
  /** A short tag at the end ('Installed', 'Recent', a count). */
  declare tag: string | undefined
  /** Colour of the tag: accent (default), success or neutral. */
  declare tagTone: 'accent' | 'success' | 'neutral'
  declare chevron: boolean
  /** Marks the current choice (a check mark and aria-current). */
  declare selected: boolean
  declare loading: boolean
  declare disabled: boolean

  constructor() {
    super()
    this.label = ''
    this.description = undefined
    this.tag = undefined
    this.tagTone = 'accent'
    this.chevron = false
    this.selected = false
    this.loading = false
    this.disabled = false
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      button {
        all: unset;
        box-sizing: border-box;
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 1.2);
        width: 100%;
        min-height: calc(var(--p-fs) * 5.6);
        padding: calc(var(--p-fs) * 0.8) calc(var(--p-fs) * 1.2) calc(var(--p-fs) * 0.8)
          calc(var(--p-fs) * 0.8);
        border-radius: calc(var(--p-r) * 4);
        background: var(--portico-surface);
        cursor: pointer;
        transition: background-color 120ms ease;
      }
      button:hover:not(:disabled) {
        background: var(--portico-surface-hover);
      }
      button:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 2px;
      }
      button:disabled {
        cursor: not-allowed;
        opacity: 0.55;
      }
      :host([selected]) button {
        box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-accent) 50%, transparent);
      }
      ::slotted([slot='start']) {
        flex: none;
      }
      .text {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 0.2em;
      }
      .label {
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 600;
        color: var(--portico-foreground);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .description {
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .tag {
        flex: none;
        padding: 0.3em 0.7em;
        border-radius: calc(var(--p-r) * 1.5);
        font-size: calc(var(--p-fs) * 1.1);
        font-weight: 600;
        text-transform: uppercase;
        letter-spacing: 0.03em;
        color: var(--portico-accent-text);
        background: color-mix(in srgb, var(--portico-accent) 14%, transparent);
      }
      .tag.success {
        color: var(--portico-success);
        background: color-mix(in srgb, var(--portico-success) 14%, transparent);
      }
      .tag.neutral {
        color: var(--portico-foreground-muted);
        background: color-mix(in srgb, var(--portico-foreground) 8%, transparent);
      }
      .end {
        flex: none;
        color: var(--portico-foreground-muted);
      }
      .check {
        color: var(--portico-accent);
      }
    `,
  ]

  override render() {
    return html`<button type="button" ?disabled=${this.disabled} aria-current=${this.selected ? 'true' : nothing}>
      <slot name="start"></slot>
      <span class="text">
        <span class="label">${this.label}</span>
        ${this.description ? html`<span class="description">${this.description}</span>` : nothing}
      </span>
      ${this.tag ? html`<span class="tag ${this.tagTone}">${this.tag}</span>` : nothing}
      ${
        this.loading
          ? html`<portico-spinner size="1.6em"></portico-spinner>`
          : this.selected
            ? html`<portico-icon class="end check" name="check"></portico-icon>`
            : this.chevron
              ? html`<portico-icon class="end" name="chevronRight"></portico-icon>`
              : nothing
      }
    </button>`
  }
}

define('portico-list-item', PorticoListItem)

declare global {
  interface HTMLElementTagNameMap {
    'portico-list-item': PorticoListItem
  }
}
