import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { SHOW_CALLS_STATUS } from '../../modal/showCallsStatus.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { frameViewStyles } from './frameViewStyles.js'
import { unavailable } from './unavailable.js'
import './FrameSlot.js'

/**
 * ApproveTransaction: a request of the app that the embedded wallet signs only with the person's approval.
 * The frame shows what is signed, with Approve and Reject, over this view's box (for wallet_showCallsStatus: a
 * batch's status, with Close). The view opens and leaves
 * with the request (`followEmbedded`); closing the modal rejects it.
 */
export class PorticoApproveTransactionView extends LitElement {
  static override styles = [baseStyles, viewStyles, frameViewStyles]

  private readonly portico = new PorticoController(this)

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    if (!getEmbeddedWallet(value.config)) return unavailable(value.locale)
    const { locale } = value
    const status = value.config.router.state.data?.method === SHOW_CALLS_STATUS
    return html`<div class="view">
      <div class="intro"><p>${status ? locale.callsStatusHint : locale.approveHint}</p></div>
      <portico-frame-slot></portico-frame-slot>
    </div>`
  }
}

define('portico-approve-transaction-view', PorticoApproveTransactionView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-approve-transaction-view': PorticoApproveTransactionView
  }
}
