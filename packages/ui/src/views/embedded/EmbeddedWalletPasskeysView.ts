import type { EmbeddedWallet } from '@portico/embedded-wallet'
import type { Locale } from '../../i18n/en.js'
import { define } from '../../utils/define.js'
import { PorticoSettingsFrameTask } from './SettingsFrameTask.js'

/**
 * EmbeddedWalletPasskeys: the frame's passkey settings over this view's box (the user's passkeys with Rename and
 * Remove, and Add a passkey: the browser's prompt needs a click in the frame). Done returns to the settings.
 */
export class PorticoEmbeddedWalletPasskeysView extends PorticoSettingsFrameTask {
  protected readonly view = 'EmbeddedWalletPasskeys'
  protected words(locale: Locale) {
    return { heading: locale.passkeysSetting, hint: locale.passkeysHint, failed: locale.passkeysFailed }
  }
  protected run(wallet: EmbeddedWallet) {
    return wallet.managePasskeys()
  }
}

define('portico-embedded-wallet-passkeys-view', PorticoEmbeddedWalletPasskeysView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-passkeys-view': PorticoEmbeddedWalletPasskeysView
  }
}
