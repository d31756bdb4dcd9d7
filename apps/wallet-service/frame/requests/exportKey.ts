// EXPORT_KEY: a code is e-mailed; the frame's own form takes it, and only after the service has accepted it are
// the keys rebuilt and shown, in the frame. A wallet without an e-mail address confirms with its passkey instead (a
// fresh login of the same user, with user verification). Resolves when the user presses Done.
import { bytesToHex } from 'viem'
import { NotLoggedInError } from '../errors.js'
import { solanaSecretKeyBase58 } from '../keys.js'
import { showExport, showExportByPasskey } from '../ui/exportView.js'
import type { Frame, RequestHandlers } from './frame.js'
import { confirmWithOwnPasskey } from './passkeyLogin.js'

export function exportHandlers(frame: Frame): Pick<RequestHandlers, 'EXPORT_KEY'> {
  const { wallet, service } = frame
  // Only the keys the wallet has: a wallet imported from a private key has one.
  const exportedKeys = () =>
    wallet.withKeys((keys) => ({
      ...(keys.evm && { evm: bytesToHex(keys.evm.privateKey) }),
      ...(keys.solana && { solana: solanaSecretKeyBase58(keys) }),
    }))
  return {
    async EXPORT_KEY() {
      const connected = await wallet.connectedUser()
      if (!connected) throw new NotLoggedInError()
      const { email } = connected.user
      if (email === null) {
        await showExportByPasskey(frame.surface, async () => {
          await confirmWithOwnPasskey(frame)
          return exportedKeys()
        })
        return {}
      }
      await service.startExport()
      await showExport(frame.surface, email, async (otp) => {
        await service.verifyExport({ otp })
        return exportedKeys()
      })
      return {}
    },
  }
}
