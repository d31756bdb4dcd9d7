import { css, html, LitElement } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
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
        border-radius: calc(var(--p-r) * 4);
      }
      .view:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: -2px;
      }
    `,
  ]

  private readonly portico = new PorticoController(this)

  override render() {
    // Focusable, so the list scrolls from the keyboard even where it holds no button.
    return html`<div class="view" tabindex="0" role="region" aria-label=${this.portico.value?.locale.transactionsTitle ?? ''}>
      <portico-transaction-list></portico-transaction-list>
    </div>`
  }
}

define('portico-transactions-view', PorticoTransactionsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-transactions-view': PorticoTransactionsView
  }
}
