// EXPORT_KEY: a code is e-mailed; the frame's own form takes it, and only after the service has accepted it are
// the keys rebuilt and shown, in the frame. Resolves when the user presses Done.
import { bytesToHex } from 'viem'
import { NotLoggedInError } from '../errors.js'
import { solanaSecretKeyBase58 } from '../keys.js'
import { showExport } from '../ui/exportView.js'
import type { Frame, RequestHandlers } from './frame.js'

export function exportHandlers(frame: Frame): Pick<RequestHandlers, 'EXPORT_KEY'> {
  const { wallet, service } = frame
  return {
    async EXPORT_KEY() {
      const connected = await wallet.connectedUser()
      if (!connected) throw new NotLoggedInError()
      await service.startExport()
      await showExport(frame.surface, connected.user.email, async (otp) => {
        await service.verifyExport({ otp })
        return wallet.withKeys((keys) => ({
          evm: bytesToHex(keys.evm.privateKey),
          solana: solanaSecretKeyBase58(keys),
        }))
      })
      return {}
    },
  }
}
