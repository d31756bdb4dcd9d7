import { stringToHex } from '@polkadot/util'
import type { InjectedSigner } from '../connectors/types.js'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import { toWalletError } from '../errors/toWalletError.js'

/**
 * Signs a text message with the extension's `signRaw` (type 'bytes'). Extensions sign `<Bytes>…</Bytes>`
 * around the message; `verifyMessage` accepts that and the bare message.
 */
export async function signMessage(
  signer: InjectedSigner,
  { address, message }: { address: string; message: string },
): Promise<{ signature: `0x${string}` }> {
  if (!signer.signRaw) throw new UnsupportedWalletFeatureError('signRaw')
  try {
    const { signature } = await signer.signRaw({ address, data: stringToHex(message), type: 'bytes' })
    return { signature }
  } catch (error) {
    throw toWalletError(error)
  }
}
