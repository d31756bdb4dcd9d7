// The emergency kit, made on this device: the wallet's secret rebuilt from this device's share and the service's
// share of the same split, the recovery share (the wallet's first split, opened with the password), and from
// them a kit (`@portico/recover`): the recovery share as stored plus another share of its split, sealed under the
// same password. A device that recovered the wallet holds a share of a later split, so the kit never carries
// the device's own share.
import {
  createKit,
  fromBase64,
  type Kit,
  KitPasswordError,
  kitFileName,
  parseSealedShare,
  wipe,
} from '@portico/recover'
import { FrameRequestError, NotLoggedInError } from './errors.js'
import type { WalletAddresses } from './keys.js'
import { combineShares } from './shares.js'
import { requireSession, type WalletContext } from './walletSession.js'
import { RecoveryFailedError } from './walletShares.js'

/** A kit ready to save: its file name and its text. */
export type KitFile = { fileName: string; text: string; kit: Kit }

/**
 * Runs `use` with the wallet's secret (as split: BIP-39 entropy or a tagged raw key) and the addresses this
 * device keeps for it, rebuilt from this device's share and the service's share of the same split; the secret
 * and both shares are zeroed afterwards.
 */
export async function withWalletSecret<T>(
  context: WalletContext,
  use: (secret: Uint8Array, addresses: WalletAddresses) => Promise<T> | T,
): Promise<T> {
  const { store, service } = context
  const session = await requireSession(context)
  const local = await store.deviceShare(session.user.id)
  if (!local) throw new NotLoggedInError('This device holds no wallet share')
  let remote: Uint8Array | undefined
  let secret: Uint8Array | undefined
  try {
    remote = fromBase64((await service.share(local.share.splitId)).share)
    secret = await combineShares(local.share, { splitId: local.share.splitId, bytes: remote })
    return await use(secret, local.addresses)
  } finally {
    wipe(local.share.bytes, remote, secret)
  }
}

/**
 * The emergency kit of the signed-in user's wallet under `password` (which must open the recovery share: a
 * wrong one is a `RecoveryFailedError`, nothing changes). `service` is this service's origin, written in the
 * kit for the reader.
 */
export async function makeKitFile(
  context: WalletContext,
  password: string,
  service: string,
): Promise<KitFile> {
  const wallet = await context.service.wallet()
  if (!wallet.exists || !wallet.recovery) throw new FrameRequestError('This wallet has no recovery backup')
  const { splitId, blob } = wallet.recovery
  const { N, r, p } = parseSealedShare(blob)
  return withWalletSecret(context, async (secret, addresses) => {
    const kit = await createKit({
      secret,
      recoveryBlob: blob,
      recoverySplitId: splitId,
      password,
      addresses,
      service,
      // The kit share costs as much to open as the recovery share it travels with.
      scrypt: { N, r, p },
    }).catch((error: unknown) => {
      throw error instanceof KitPasswordError
        ? new RecoveryFailedError('Wrong recovery password', error)
        : error
    })
    return { fileName: kitFileName(addresses), text: `${JSON.stringify(kit, null, 2)}\n`, kit }
  })
}
