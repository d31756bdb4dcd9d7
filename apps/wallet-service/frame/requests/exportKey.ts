// EXPORT_KEY: a code is e-mailed; the frame's own form takes it, and only after the service has accepted it are
// the keys rebuilt and shown, in the frame. Resolves when the user presses Done.
import { bytesToHex } from 'viem'
import { NoEmailError, NotLoggedInError } from '../errors.js'
import { solanaSecretKeyBase58 } from '../keys.js'
import { showExport } from '../ui/exportView.js'
import type { Frame, RequestHandlers } from './frame.js'

export function exportHandlers(frame: Frame): Pick<RequestHandlers, 'EXPORT_KEY'> {
  const { wallet, service } = frame
  return {
    async EXPORT_KEY() {
      const connected = await wallet.connectedUser()
      if (!connected) throw new NotLoggedInError()
      const { email } = connected.user
      if (email === null) throw new NoEmailError()
      await service.startExport()
      await showExport(frame.surface, email, async (otp) => {
        await service.verifyExport({ otp })
        // Only the keys the wallet has: a wallet imported from a private key has one.
        return wallet.withKeys((keys) => ({
          ...(keys.evm && { evm: bytesToHex(keys.evm.privateKey) }),
          ...(keys.solana && { solana: solanaSecretKeyBase58(keys) }),
        }))
      })
      return {}
    },
  }
}
