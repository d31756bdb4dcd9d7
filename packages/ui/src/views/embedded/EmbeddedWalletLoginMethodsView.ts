import type { EmbeddedWallet } from '@portico/embedded-wallet'
import type { Locale } from '../../i18n/en.js'
import { define } from '../../utils/define.js'
import { PorticoSettingsFrameTask } from './SettingsFrameTask.js'

/**
 * EmbeddedWalletLoginMethods: the frame's login methods over this view's box (the e-mail address, the passkeys and the
 * linked social logins with Unlink, and Link for each provider the wallet service offers: its window opens from the
 * click in the frame). Done returns to the settings.
 */
export class PorticoEmbeddedWalletLoginMethodsView extends PorticoSettingsFrameTask {
  protected readonly view = 'EmbeddedWalletLoginMethods'
  protected words(locale: Locale) {
    return {
      heading: locale.loginMethodsSetting,
      hint: locale.loginMethodsHint,
      failed: locale.loginMethodsFailed,
    }
  }
  protected run(wallet: EmbeddedWallet) {
    return wallet.manageLoginMethods()
  }
}

define('portico-embedded-wallet-login-methods-view', PorticoEmbeddedWalletLoginMethodsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-embedded-wallet-login-methods-view': PorticoEmbeddedWalletLoginMethodsView
  }
}
