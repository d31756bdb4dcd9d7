import { css, html, LitElement, nothing } from 'lit'
import { baseStyles } from '../theme/styles.js'
import { define } from '../utils/define.js'
import './WalletImage.js'

/**
 * One token: icon, name and symbol at the start, amount and value at the end. With `interactive` it is a
 * button (token pickers); otherwise a plain row.
 */
export class PorticoTokenRow extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = {
    name: {},
    symbol: {},
    iconUrl: { attribute: 'icon-url' },
    amount: {},
    value: {},
    interactive: { type: Boolean },
    selected: { type: Boolean, reflect: true },
  }
  declare name: string
  declare symbol: string
  declare iconUrl: string | undefined
  /** Formatted amount ('1,234.500'). */
  declare amount: string
  /** Formatted fiat value ('$3.70'). */
  declare value: string | undefined
  declare interactive: boolean
  declare selected: boolean

  constructor() {
    super()
    this.name = ''
    this.symbol = ''
    this.iconUrl = undefined
    this.amount = ''
    this.value = undefined
    this.interactive = false
    this.selected = false
  }

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .row {
        all: unset;
        box-sizing: border-box;
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 1.2);
        width: 100%;
        padding: calc(var(--p-fs) * 1) calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 4);
      }
      button.row {
        cursor: pointer;
        transition: background-color 120ms ease;
      }
      button.row:hover,
      :host([selected]) .row {
        background: var(--portico-surface);
      }
      button.row:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 1px;
      }
      .left,
      .right {
        display: flex;
        flex-direction: column;
        gap: 0.25em;
        min-width: 0;
      }
      .left {
        flex: 1;
      }
      .right {
        align-items: flex-end;
        text-align: end;
      }
      .strong {
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 600;
        color: var(--portico-foreground);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        font-variant-numeric: tabular-nums;
      }
      .soft {
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
        font-variant-numeric: tabular-nums;
      }
    `,
  ]

  override render() {
    const content = html`
      <portico-wallet-image
        round
        .src=${this.iconUrl}
        .name=${this.symbol}
        size="calc(var(--p-fs) * 3.6)"
      ></portico-wallet-image>
      <span class="left">
        <span class="strong">${this.name}</span>
        <span class="soft">${this.symbol}</span>
      </span>
      <span class="right">
        <span class="strong">${this.value ?? this.amount}</span>
        ${this.value !== undefined ? html`<span class="soft">${this.amount} ${this.symbol}</span>` : nothing}
      </span>
    `
    return this.interactive
      ? html`<button type="button" class="row" aria-current=${this.selected ? 'true' : nothing}>
          ${content}
        </button>`
      : html`<div class="row">${content}</div>`
  }
}

define('portico-token-row', PorticoTokenRow)

declare global {
  interface HTMLElementTagNameMap {
    'portico-token-row': PorticoTokenRow
  }
}
