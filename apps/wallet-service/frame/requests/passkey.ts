// CONNECT_PASSKEY: the frame's passkey view signs the user up or in with a passkey, then makes sure this device
// holds its share of the wallet. With a passkey that offers PRF, the wallet's backup share is sealed under it: a
// new wallet needs no recovery password, and a device without its share (a new browser, or one whose storage was
// wiped) rebuilds it from the passkey alone. Without PRF, the recovery password does that job, as for e-mail.
import { askPasskey } from '../ui/passkeyView.js'
import type { Frame, RequestHandlers } from './frame.js'
import { passkeyStep } from './passkeyLogin.js'
import { recoverOnThisDevice, setUpNewWallet } from './walletSetup.js'

export function passkeyHandlers(frame: Frame): Pick<RequestHandlers, 'CONNECT_PASSKEY'> {
  return {
    async CONNECT_PASSKEY() {
      const { step } = await askPasskey(frame.surface, (mode) => passkeyStep(frame, mode))
      // A passkey without PRF cannot seal the backup: the recovery password does, as for an e-mail login.
      const note = frame.surface.strings().passkeyNoPrf
      if (step === 'create') await setUpNewWallet(frame, note)
      if (step === 'recover') await recoverOnThisDevice(frame, note)
      return {}
    },
  }
}
