import { css, html, LitElement } from 'lit'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import './TransactionList.js'

/**
 * Transactions: the whole history of the connected account on the active network, any wallet, with its
 * on-ramp purchases and their status; grouped by month, next pages as the list scrolls.
 */
export class PorticoTransactionsView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .view {
        gap: 0;
        padding-inline: calc(var(--p-fs) * 0.4);
        min-height: calc(var(--p-fs) * 30);
      }
    `,
  ]

  override render() {
    return html`<div class="view"><portico-transaction-list></portico-transaction-list></div>`
  }
}

define('portico-transactions-view', PorticoTransactionsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-transactions-view': PorticoTransactionsView
  }
}
