import type { EmbeddedWallet } from '@portico/embedded-wallet'
import type { Locale } from '../../i18n/en.js'
import { define } from '../../utils/define.js'
import { PorticoSettingsFrameTask } from './SettingsFrameTask.js'

/**
 * EmbeddedWalletKit: the frame's emergency-kit form over this view's box (a code e-mailed and entered there,
 * then the recovery password; the frame downloads the kit file itself: the page never sees it). Done or Cancel
 * in the frame returns to the settings.
 */
export class PorticoEmbeddedWalletKitView extends PorticoSettingsFrameTask {
  protected readonly view = 'EmbeddedWalletKit'
  protected words(locale: Locale) {
    return { heading: locale.emergencyKit, hint: locale.kitHint, failed: locale.kitFailed }
  }
  protected run(wallet: EmbeddedWallet) {
    return wallet.downloadKit()
  }
}

define('portico-embedded-wallet-kit-view', PorticoEmbeddedWalletKitView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-kit-view': PorticoEmbeddedWalletKitView
  }
}
