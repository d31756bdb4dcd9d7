// The wallet's key shares: making a wallet, recovering it on a new device, and rebuilding the keys for one request
// from the device's share and the service's.
import { sameAddresses } from '@portico/recover'
import { fromBase64, toBase64, wipe } from './bytes.js'
import { FrameRequestError, NotLoggedInError } from './errors.js'
import { keysFromSecret, newEntropy, type WalletAddresses, type WalletKeys } from './keys.js'
import { isPasskeyBackup } from './passkeyBackup.js'
import {
  decryptRecoveryShare,
  encryptRecoveryShare,
  InvalidBlobError,
  WrongPasswordError,
} from './recovery.js'
import { combineShares, type Share, splitSecret, wipeSplit } from './shares.js'
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
  const { scrypt } = context
  const made = await makeWallet(
    context,
    (share) => encryptRecoveryShare(share.bytes, password, scrypt ? { scrypt } : {}),
    secret,
  )
  return made.addresses
}

/**
 * A new wallet whose share 3 is sealed by `seal` (under the recovery password, or under a passkey): the service
 * gets share 2 and the sealed share 3, this device keeps share 1 once the service has accepted them. Answers the
 * addresses and the sealed share 3 with its split.
 */
export async function makeWallet(
  context: WalletContext,
  seal: (share: Share) => Promise<string>,
  secret?: Uint8Array,
): Promise<{ addresses: WalletAddresses; recovery: { splitId: string; blob: string } }> {
  const { store, service } = context
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
    const blob = await seal(recovery)
    await service.createWallet({
      splitId: split.splitId,
      share: toBase64(remote.bytes),
      recovery: { splitId: split.splitId, blob },
      addresses: keys.addresses,
    })
    await store.saveDeviceShare(session.user.id, device, keys.addresses)
    return { addresses: keys.addresses, recovery: { splitId: split.splitId, blob } }
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
  const wallet = await context.service.wallet()
  if (!wallet.exists || !wallet.recovery || !wallet.addresses)
    throw new RecoveryFailedError('This account has no wallet to recover')
  const { splitId, blob } = wallet.recovery
  if (isPasskeyBackup(blob))
    throw new RecoveryFailedError('This wallet has no recovery password: log in with its passkey')
  return rejoinWallet(context, { splitId, bytes: await openRecoveryShare(blob, password) }, wallet.addresses)
}

/**
 * This device joins the wallet of `addresses` with `share`, a share this device opened (the recovery share, or a
 * passkey's backup): with the service's share of the same split it rebuilds the entropy, which must give the
 * wallet's addresses; then a new split gives this device its own share 1 and the service a matching share 2.
 * `share`'s bytes are wiped.
 */
export async function rejoinWallet(
  context: WalletContext,
  share: Share,
  addresses: { eip155?: string | undefined; solana?: string | undefined },
): Promise<WalletAddresses> {
  const { store, service } = context
  const session = await requireSession(context)
  const { splitId } = share
  let remote: Uint8Array
  try {
    remote = fromBase64((await service.share(splitId)).share)
  } catch (error) {
    wipe(share.bytes)
    throw error
  }
  const entropy = await combineShares({ splitId, bytes: remote }, share).finally(() =>
    wipe(remote, share.bytes),
  )
  const keys = await keysFromSecret(entropy).catch((error: unknown) => {
    wipe(entropy)
    throw new RecoveryFailedError('The recovery backup is damaged', error)
  })
  keys.wipe()
  if (!sameAddresses(keys.addresses, addresses)) {
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

/**
 * A new backup of the wallet this device holds: the entropy, rebuilt from this device's share and the service's,
 * is split again; the service keeps the new split's share 2, `seal` locks its share 3 (under a passkey), and share 1
 * is dropped (this device keeps its own). Answers the sealed share with its split.
 */
export async function backupSplit(
  context: WalletContext,
  seal: (share: Share) => Promise<string>,
): Promise<{ splitId: string; blob: string }> {
  const { entropy, keys } = await deviceEntropy(context)
  keys.wipe()
  const split = await splitSecret(entropy).finally(() => wipe(entropy))
  try {
    const [, next, backup] = split.shares
    const blob = await seal(backup)
    await context.service.addShare({ splitId: split.splitId, share: toBase64(next.bytes) })
    return { splitId: split.splitId, blob }
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
 * The wallet's entropy, rebuilt from this device's share and the service's share of the same split, with its keys,
 * checked against the addresses kept here. The caller wipes both; the shares are wiped here.
 */
async function deviceEntropy(context: WalletContext): Promise<{ entropy: Uint8Array; keys: WalletKeys }> {
  const { store, service } = context
  const session = await requireSession(context)
  const local = await store.deviceShare(session.user.id)
  if (!local) throw new NotLoggedInError('This device holds no wallet share')
  let remote: Uint8Array | undefined
  let entropy: Uint8Array | undefined
  try {
    remote = fromBase64((await service.share(local.share.splitId)).share)
    entropy = await combineShares(local.share, { splitId: local.share.splitId, bytes: remote })
    const keys = await keysFromSecret(entropy)
    if (!sameAddresses(keys.addresses, local.addresses)) {
      keys.wipe()
      throw new FrameRequestError('The wallet shares do not match')
    }
    return { entropy, keys }
  } catch (error) {
    wipe(entropy)
    throw error
  } finally {
    wipe(local.share.bytes, remote)
  }
}

/**
 * Runs `use` with the wallet's keys, rebuilt from this device's share and the service's share of the same
 * split; every secret buffer is zeroed afterwards (the entropy before `use` runs).
 */
export async function withWalletKeys<T>(
  context: WalletContext,
  use: (keys: WalletKeys) => Promise<T> | T,
): Promise<T> {
  const { entropy, keys } = await deviceEntropy(context)
  wipe(entropy)
  try {
    return await use(keys)
  } finally {
    keys.wipe()
  }
}
