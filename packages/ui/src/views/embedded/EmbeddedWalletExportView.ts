import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { unavailable } from './unavailable.js'
import './FrameTask.js'

/**
 * EmbeddedWalletExport: the frame's export form over this view's box (a code e-mailed and entered there, then
 * the key, shown in the frame only: the page never sees it). Done or Cancel in the frame returns to the settings.
 */
export class PorticoEmbeddedWalletExportView extends LitElement {
  static override styles = [baseStyles, viewStyles]

  private readonly portico = new PorticoController(this)

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    return html`<portico-frame-task
      heading=${locale.exportPrivateKey}
      hint=${locale.exportHint}
      failed-heading=${locale.exportFailed}
      cancellable
      .run=${() => wallet.exportKey()}
      @portico-task-done=${() => {
        if (config.router.state.view === 'EmbeddedWalletExport') config.router.back()
      }}
      @portico-task-cancelled=${() => {
        if (config.router.state.view === 'EmbeddedWalletExport') config.router.back()
      }}
    ></portico-frame-task>`
  }
}

define('portico-embedded-wallet-export-view', PorticoEmbeddedWalletExportView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-export-view': PorticoEmbeddedWalletExportView
  }
}
