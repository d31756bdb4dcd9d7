import { html, LitElement } from 'lit'
import { define } from '../../utils/define.js'
import '../transactions/TransactionList.js'

/**
 * The Activity tab: the account's history on this network with its on-ramp purchases (the same list as the
 * Transactions view).
 */
export class PorticoAccountActivity extends LitElement {
  override render() {
    return html`<portico-transaction-list></portico-transaction-list>`
  }
}

define('portico-account-activity', PorticoAccountActivity)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-activity': PorticoAccountActivity
  }
}
