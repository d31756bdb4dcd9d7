// The emergency kit: a JSON file holding the wallet's recovery share (sealed, as the service stores it) and one
// more share of the same split (the kit share, sealed under the same password). With the password the two
// rebuild the secret with no service; without it the file shows nothing but the addresses.
import { randomBytes, wipe } from './bytes.js'
import {
  InvalidBlobError,
  InvalidKeyError,
  KitDamagedError,
  KitFormatError,
  KitPasswordError,
  ShareMismatchError,
  WrongPasswordError,
} from './errors.js'
import { type Kit, kitSchema, MAX_KIT_BYTES, splitIdSchema } from './schemas.js'
import {
  DEFAULT_SCRYPT,
  openSealedShare,
  parseSealedShare,
  type ScryptParameters,
  sealShare,
} from './sealedShare.js'
import { combineShares2, shareAt, shareX } from './shares.js'
import { type RecoveredWallet, sameAddresses, type WalletAddresses, walletFromSecret } from './wallet.js'

export type { Kit }

/** The AES-GCM associated data of a kit share: it binds the share to its kit's split id. */
export function kitShareAssociatedData(splitId: string): Uint8Array {
  return new TextEncoder().encode(`portico-emergency-kit:v1:${splitId.toLowerCase()}`)
}

/** The kit's file name: `portico-emergency-kit-<first 8 hex digits of the EVM address>.json`. */
export function kitFileName(addresses: Kit['addresses']): string {
  const id = addresses.eip155?.slice(2, 10) ?? addresses.solana?.slice(0, 8) ?? 'wallet'
  return `portico-emergency-kit-${id.toLowerCase()}.json`
}

export type CreateKitParameters = {
  /** The wallet secret (rebuilt by the frame from its device share and the service's). */
  secret: Uint8Array
  /** The recovery share as the service stores it (the JSON text or the object). */
  recoveryBlob: unknown
  /** The id of the split the recovery share belongs to. */
  recoverySplitId: string
  /** The recovery password: it must open `recoveryBlob`, and it seals the kit share. */
  password: string
  /** The wallet's addresses: the secret must derive exactly these. */
  addresses: WalletAddresses
  /** The wallet service's origin (informational). */
  service: string
  now?: Date
  /** The kit share's KDF cost (`DEFAULT_SCRYPT` unless given). */
  scrypt?: ScryptParameters
}

/**
 * An emergency kit for the wallet of `secret`: the recovery share as stored, and a new share of the same split
 * at a fresh x, sealed under the same password. Throws `KitPasswordError` when the password does not open the
 * recovery share, `KitDamagedError` when the secret does not give `addresses`.
 *
 * @example
 * const kit = await createKit({ secret, recoveryBlob, recoverySplitId, password, addresses, service })
 * download(kitFileName(kit.addresses), JSON.stringify(kit, null, 2))
 */
export async function createKit(parameters: CreateKitParameters): Promise<Kit> {
  const { secret, recoveryBlob, recoverySplitId, password, addresses, service } = parameters
  const splitId = splitIdSchema.parse(recoverySplitId)
  const wallet = await walletFromSecret(secret)
  wallet.wipe()
  if (!sameAddresses(wallet.addresses, addresses))
    throw new KitDamagedError('the secret does not give these addresses')
  const recovery = parseSealedShare(recoveryBlob)
  const recoveryShare = await openSealedShare(recovery, password).catch((error: unknown) => {
    throw error instanceof WrongPasswordError ? new KitPasswordError(error) : error
  })
  let kitShare: Uint8Array | undefined
  try {
    if (recoveryShare.length !== secret.length + 1)
      throw new KitDamagedError('the recovery share has another length')
    kitShare = shareAt(secret, recoveryShare, freshX(shareX(recoveryShare)))
    const sealed = await sealShare(kitShare, password, {
      scrypt: parameters.scrypt ?? DEFAULT_SCRYPT,
      associatedData: kitShareAssociatedData(splitId),
    })
    return kitSchema.parse({
      format: 'portico-emergency-kit',
      v: 1,
      createdAt: (parameters.now ?? new Date()).toISOString(),
      service,
      addresses: wallet.addresses,
      splitId,
      recovery,
      kitShare: sealed,
    })
  } finally {
    wipe(recoveryShare, kitShare)
  }
}

/** A random x in 1..255 other than `taken`. */
function freshX(taken: number): number {
  for (;;) {
    const x = randomBytes(1)[0] ?? 0
    if (x !== 0 && x !== taken) return x
  }
}

/** Reads a kit file's content (its text or the parsed object) within the format's bounds. */
export function parseKit(json: unknown): Kit {
  try {
    if (typeof json === 'string') {
      if (json.length > MAX_KIT_BYTES) throw new RangeError('The file is too large for a kit')
      return kitSchema.parse(JSON.parse(json))
    }
    return kitSchema.parse(json)
  } catch (error) {
    throw new KitFormatError(error)
  }
}

export type OpenedKit = { secret: Uint8Array; wallet: RecoveredWallet }

/**
 * The wallet inside a kit. The password opens the recovery share (else `KitPasswordError`), then the kit share
 * (else `KitDamagedError`); the two must be shares of one split at different x, and the secret they rebuild must
 * derive the kit's addresses (else `KitDamagedError`). Not a kit: `KitFormatError`.
 *
 * @example
 * const { wallet } = await openKit(JSON.parse(text), password)
 * wallet.mnemonic // 'legal winner thank year …'
 */
export async function openKit(json: unknown, password: string): Promise<OpenedKit> {
  const kit = parseKit(json)
  let recovery: Uint8Array | undefined
  let extra: Uint8Array | undefined
  try {
    recovery = await openSealedShare(kit.recovery, password).catch((error: unknown) => {
      if (error instanceof WrongPasswordError) throw new KitPasswordError(error)
      throw error instanceof InvalidBlobError ? new KitDamagedError('the recovery share', error) : error
    })
    extra = await openSealedShare(kit.kitShare, password, {
      associatedData: kitShareAssociatedData(kit.splitId),
    }).catch((error: unknown) => {
      throw new KitDamagedError('the kit share does not open', error)
    })
    const secret = combine(recovery, extra)
    const wallet = await walletFromSecret(secret).catch((error: unknown) => {
      wipe(secret)
      throw error instanceof InvalidKeyError ? new KitDamagedError('the shares give no wallet', error) : error
    })
    if (!sameAddresses(wallet.addresses, kit.addresses)) {
      wallet.wipe()
      wipe(secret)
      throw new KitDamagedError('the shares do not give its addresses')
    }
    return { secret, wallet }
  } finally {
    wipe(recovery, extra)
  }
}

function combine(a: Uint8Array, b: Uint8Array): Uint8Array {
  try {
    return combineShares2(a, b)
  } catch (error) {
    if (error instanceof ShareMismatchError) throw new KitDamagedError('its two shares do not combine', error)
    throw error
  }
}
