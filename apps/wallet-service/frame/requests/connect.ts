// E-mail login and wallet setup: CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP and SETUP_WALLET.
import { FrameRequestError } from '../errors.js'
import type { Frame, RequestHandlers } from './frame.js'
import { recoverOnThisDevice, setUpNewWallet } from './walletSetup.js'

class NoLoginPendingError extends FrameRequestError {
  override name = 'NoLoginPendingError'
  constructor() {
    super('No e-mail login is in progress', { reason: 'NOT_LOGGED_IN' })
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function connectHandlers(
  frame: Frame,
): Pick<RequestHandlers, 'CONNECT_EMAIL' | 'CONNECT_DEVICE' | 'CONNECT_OTP' | 'SETUP_WALLET'> {
  const { wallet, service, state, deviceId } = frame
  const pendingEmail = () => {
    if (!state.pendingEmail) throw new NoLoginPendingError()
    return state.pendingEmail
  }
  return {
    async CONNECT_EMAIL({ email }) {
      // Already signed in as this user, with the wallet on this device, and the service still agrees: no code.
      const connected = await wallet.connectedUser()
      if (connected?.user.email && sameEmail(connected.user.email, email) && (await wallet.liveSession()))
        return { action: 'CONNECT' }
      state.pendingEmail = email
      const { action } = await service.connectEmail({
        email,
        deviceId,
        ...(state.locale !== undefined && { locale: state.locale }),
      })
      return { action }
    },
    async CONNECT_DEVICE() {
      return service.waitForDevice({ email: pendingEmail(), deviceId })
    },
    async CONNECT_OTP({ otp }) {
      const result = await service.verifyOtp({ email: pendingEmail(), deviceId, otp })
      state.pendingEmail = undefined
      return { wallet: await wallet.signedIn(result) }
    },
    async SETUP_WALLET() {
      const step = await wallet.currentStep()
      if (step === 'create') await setUpNewWallet(frame)
      if (step === 'recover') await recoverOnThisDevice(frame)
      return {}
    },
  }
}
