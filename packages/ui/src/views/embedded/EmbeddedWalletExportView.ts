import type { EmbeddedWallet } from '@portico/embedded-wallet'
import type { Locale } from '../../i18n/en.js'
import { define } from '../../utils/define.js'
import { PorticoSettingsFrameTask } from './SettingsFrameTask.js'

/**
 * EmbeddedWalletExport: the frame's export form over this view's box (a code e-mailed and entered there, then
 * the key, shown in the frame only: the page never sees it). Done or Cancel in the frame returns to the settings.
 */
export class PorticoEmbeddedWalletExportView extends PorticoSettingsFrameTask {
  protected readonly view = 'EmbeddedWalletExport'
  protected words(locale: Locale) {
    return { heading: locale.exportPrivateKey, hint: locale.exportHint, failed: locale.exportFailed }
  }
  protected run(wallet: EmbeddedWallet) {
    return wallet.exportKey()
  }
}

define('portico-embedded-wallet-export-view', PorticoEmbeddedWalletExportView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-export-view': PorticoEmbeddedWalletExportView
  }
}
