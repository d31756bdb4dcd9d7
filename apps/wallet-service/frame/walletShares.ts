// The wallet's key shares: making a wallet, recovering it on a new device, and rebuilding the keys for one request
// from the device's share and the service's.
import { sameAddresses } from '@portico/recover'
import { fromBase64, toBase64, wipe } from './bytes.js'
import { FrameRequestError, NotLoggedInError } from './errors.js'
import { keysFromSecret, newEntropy, type WalletAddresses, type WalletKeys } from './keys.js'
import {
  decryptRecoveryShare,
  encryptRecoveryShare,
  InvalidBlobError,
  WrongPasswordError,
} from './recovery.js'
import { combineShares, splitSecret, wipeSplit } from './shares.js'
import { requireSession, type WalletContext } from './walletSession.js'

export class RecoveryFailedError extends FrameRequestError {
  override name = 'RecoveryFailedError'
  constructor(message = 'Wrong recovery password', cause?: unknown) {
    super(message, { reason: 'RECOVERY_FAILED', cause })
  }
}

/**
 * A new wallet: fresh entropy (or the imported `secret`: a phrase's entropy, or a private key, whose wallet has
 * only that chain's address), split 2-of-3; the service gets share 2 and share 3
 * encrypted under `password`, this device keeps share 1. Stored here only once the service has accepted it.
 * `secret` is copied, so the caller can try again with it; the caller wipes it.
 */
export async function createWalletShares(
  context: WalletContext,
  password: string,
  secret?: Uint8Array,
): Promise<WalletAddresses> {
  const { store, service, scrypt } = context
  const session = await requireSession(context)
  const entropy = secret ? Uint8Array.from(secret) : newEntropy()
  const keys = await keysFromSecret(entropy).catch((error: unknown) => {
    wipe(entropy)
    throw error
  })
  keys.wipe()
  const split = await splitSecret(entropy)
  wipe(entropy)
  try {
    const [device, remote, recovery] = split.shares
    const blob = await encryptRecoveryShare(recovery.bytes, password, scrypt ? { scrypt } : {})
    await service.createWallet({
      splitId: split.splitId,
      share: toBase64(remote.bytes),
      recovery: { splitId: split.splitId, blob },
      addresses: keys.addresses,
    })
    await store.saveDeviceShare(session.user.id, device, keys.addresses)
    return keys.addresses
  } finally {
    wipeSplit(split)
  }
}

/**
 * This device joins an existing wallet: the recovery share (opened with `password`) and the service's share of
 * the same split rebuild the entropy, which must give the wallet's addresses; then a new split gives this device
 * its own share 1 and the service a matching share 2.
 */
export async function recoverWalletShares(
  context: WalletContext,
  password: string,
): Promise<WalletAddresses> {
  const { store, service } = context
  const session = await requireSession(context)
  const wallet = await service.wallet()
  if (!wallet.exists || !wallet.recovery || !wallet.addresses)
    throw new RecoveryFailedError('This account has no wallet to recover')
  const { splitId, blob } = wallet.recovery
  const recoveryShare = await openRecoveryShare(blob, password)
  const remote = fromBase64((await service.share(splitId)).share)
  const entropy = await combineShares({ splitId, bytes: remote }, { splitId, bytes: recoveryShare }).finally(
    () => wipe(remote, recoveryShare),
  )
  const keys = await keysFromSecret(entropy).catch((error: unknown) => {
    wipe(entropy)
    throw new RecoveryFailedError('The recovery backup is damaged', error)
  })
  keys.wipe()
  if (!sameAddresses(keys.addresses, wallet.addresses)) {
    wipe(entropy)
    throw new RecoveryFailedError()
  }
  const split = await splitSecret(entropy)
  wipe(entropy)
  try {
    const [device, next] = split.shares
    await service.addShare({ splitId: split.splitId, share: toBase64(next.bytes) })
    await store.saveDeviceShare(session.user.id, device, keys.addresses)
    return keys.addresses
  } finally {
    wipeSplit(split)
  }
}

/** The recovery share inside `blob`; a wrong password or a damaged backup is a `RecoveryFailedError`. */
async function openRecoveryShare(blob: string, password: string): Promise<Uint8Array> {
  try {
    return await decryptRecoveryShare(blob, password)
  } catch (error) {
    if (error instanceof WrongPasswordError) throw new RecoveryFailedError('Wrong recovery password', error)
    if (error instanceof InvalidBlobError)
      throw new RecoveryFailedError('The recovery backup is damaged', error)
    throw error
  }
}

/**
 * Runs `use` with the wallet's keys, rebuilt from this device's share and the service's share of the same
 * split; every secret buffer is zeroed afterwards.
 */
export async function withWalletKeys<T>(
  context: WalletContext,
  use: (keys: WalletKeys) => Promise<T> | T,
): Promise<T> {
  const { store, service } = context
  const session = await requireSession(context)
  const local = await store.deviceShare(session.user.id)
  if (!local) throw new NotLoggedInError('This device holds no wallet share')
  let remote: Uint8Array | undefined
  let entropy: Uint8Array | undefined
  let keys: WalletKeys | undefined
  try {
    remote = fromBase64((await service.share(local.share.splitId)).share)
    entropy = await combineShares(local.share, { splitId: local.share.splitId, bytes: remote })
    keys = await keysFromSecret(entropy)
    wipe(entropy)
    if (!sameAddresses(keys.addresses, local.addresses))
      throw new FrameRequestError('The wallet shares do not match')
    return await use(keys)
  } finally {
    keys?.wipe()
    wipe(local.share.bytes, remote, entropy)
  }
}
