// DOWNLOAD_KIT: a fresh code is e-mailed; the frame's own form takes it, then the recovery password, and the
// frame makes the emergency kit and downloads it itself (the app's page never sees it). Resolves when the user
// presses Done.
import { NoEmailError, NotLoggedInError } from '../errors.js'
import { showKit } from '../ui/kitView.js'
import { makeKitFile } from '../walletKit.js'
import type { WalletContext } from '../walletSession.js'
import type { Frame, RequestHandlers } from './frame.js'

export function kitHandlers(frame: Frame): Pick<RequestHandlers, 'DOWNLOAD_KIT'> {
  const { wallet, service, store, state } = frame
  const context: WalletContext = { store, service, now: Date.now }
  return {
    async DOWNLOAD_KIT() {
      const connected = await wallet.connectedUser()
      if (!connected) throw new NotLoggedInError()
      const { email } = connected.user
      if (email === null) throw new NoEmailError()
      await service.startKit(state.locale ? { locale: state.locale } : {})
      await showKit(frame.surface, {
        email,
        verifyCode: (otp) => service.verifyKit({ otp }),
        makeKit: (password) => makeKitFile(context, password, location.origin),
      })
      return {}
    },
  }
}
