// E-mail login and wallet setup: CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP and SETUP_WALLET.
import { wipe } from '../bytes.js'
import { FrameRequestError } from '../errors.js'
import { askImport } from '../ui/importView.js'
import { askPassword } from '../ui/passwordView.js'
import type { Frame, RequestHandlers } from './frame.js'

class NoLoginPendingError extends FrameRequestError {
  override name = 'NoLoginPendingError'
  constructor() {
    super('No e-mail login is in progress', { reason: 'NOT_LOGGED_IN' })
  }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * A new wallet: the recovery-password form, which offers to import an existing wallet instead. Importing asks for
 * the phrase or key, then the same password form; the imported secret is split like fresh entropy, then wiped.
 * Back in the import view returns to the first form. `note` says above the form why it is asked for.
 */
export async function setUpNewWallet({ surface, wallet }: Frame, note?: string): Promise<void> {
  for (;;) {
    const choice = await askPassword(
      surface,
      'create',
      async (password) => void (await wallet.create(password)),
      { offerImport: true, note },
    )
    if (choice === 'done') return
    const imported = await askImport(surface)
    if (!imported) continue
    try {
      await askPassword(
        surface,
        'create',
        async (password) => void (await wallet.create(password, imported.secret)),
        { importing: true, note },
      )
      return
    } finally {
      wipe(imported.secret)
    }
  }
}

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
      if (step === 'recover')
        await askPassword(frame.surface, 'recover', async (password) => void (await wallet.recover(password)))
      return {}
    },
  }
}
