import { ed25519 } from '@noble/curves/ed25519'
import { secp256k1 } from '@noble/curves/secp256k1'
import { blake2b } from '@noble/hashes/blake2.js'
import { decodeSs58 } from '@portico/core/encoding'
import * as sr25519 from '@scure/sr25519'
import { wrapBytes } from '../utils/wrapBytes.js'

export type VerifyPolkadotSignatureParameters = {
  /** SS58 address (any network prefix) of a 32-byte account id. */
  address: string
  message: Uint8Array
  /** 64 bytes (sr25519, ed25519), 65 (ecdsa), or a MultiSignature: a type byte (0 ed25519, 1 sr25519, 2 ecdsa) first. */
  signature: Uint8Array
}

/** The key type that verified. */
export type PolkadotKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

export type VerifyPolkadotSignatureReturnType =
  | { valid: true; crypto: PolkadotKeyType }
  | { valid: false; crypto: 'none' }

const invalid = { valid: false, crypto: 'none' } as const

/** The 32-byte account id of an SS58 address, else undefined (0x hex and 20-byte ids are refused). */
export function polkadotAccountId(address: string): Uint8Array | undefined {
  if (address.length > 64 || address.startsWith('0x')) return undefined
  const id = decodeSs58(address)?.publicKey
  return id?.length === 32 ? id : undefined
}

/** An SS58 address of a 32-byte account id, with a valid checksum (any network prefix). */
export const isPolkadotAddress = (address: string) => polkadotAccountId(address) !== undefined

// The key types an SS58 sign-in accepts: those whose account id is a 32-byte AccountId — sr25519 and ed25519
// (the key itself) and ecdsa (blake2-256 of the compressed key). Not `ethereum`: that check compares only the
// last 20 bytes of the account id with a key's keccak (H160) address, an account derivation no AccountId32 chain
// uses, so a key would sign for an account it does not control and the binding would drop to 160 bits.
// H160-account chains sign in with EIP-4361 on eip155.
// Pure JS (noble, scure): no WASM to wait for, so the check is synchronous and exact from the first call.
function verifyAs(type: PolkadotKeyType, data: Uint8Array, signature: Uint8Array, id: Uint8Array): boolean {
  try {
    if (type === 'sr25519') return signature.length === 64 && sr25519.verify(data, signature, id)
    // Strict ed25519, not ZIP-215: small-order keys and non-canonical encodings are refused, as the Solana
    // adapter's `verifyEd25519` does (a small-order key verifies R = identity, S = 0 for any message).
    if (type === 'ed25519')
      return signature.length === 64 && ed25519.verify(signature, data, id, { zip215: false })
    return signature.length === 65 && ecdsaVerify(data, signature, id)
  } catch {
    return false
  }
}

/** ecdsa as Substrate signs it: secp256k1 over blake2b-256 of the data, recovery id last; the account id is blake2b-256 of the compressed key. */
function ecdsaVerify(data: Uint8Array, signature: Uint8Array, id: Uint8Array): boolean {
  const recovery = signature[64] ?? -1
  const key = secp256k1.Signature.fromCompact(signature.subarray(0, 64))
    .addRecoveryBit(recovery)
    .recoverPublicKey(blake2b(data, { dkLen: 32 }))
    .toBytes(true)
  const account = blake2b(key, { dkLen: 32 })
  return account.every((byte, i) => byte === id[i])
}

/** The (key type, signature) readings of a signature's bytes: raw by length, or a MultiSignature by its type byte. */
function readings(signature: Uint8Array): [PolkadotKeyType, Uint8Array][] {
  const out: [PolkadotKeyType, Uint8Array][] = []
  if (signature.length === 64) out.push(['sr25519', signature], ['ed25519', signature])
  if (signature.length === 65) {
    if (signature[0] === 0) out.push(['ed25519', signature.subarray(1)])
    if (signature[0] === 1) out.push(['sr25519', signature.subarray(1)])
    out.push(['ecdsa', signature])
  }
  if (signature.length === 66 && signature[0] === 2) out.push(['ecdsa', signature.subarray(1)])
  return out
}

/**
 * Checks a `signRaw` signature by the address's key — sr25519, ed25519 or ecdsa — over the message wrapped in
 * `<Bytes>…</Bytes>` (what polkadot-js extensions sign for raw bytes) or the bare message (some signers do not
 * wrap). Pure JS, no WASM to initialise first. Never throws.
 *
 * @example
 * verifyPolkadotSignature({ address, message: new TextEncoder().encode(text), signature: hexToBytes(sig.slice(2)) })
 */
export function verifyPolkadotSignature({
  address,
  message,
  signature,
}: VerifyPolkadotSignatureParameters): VerifyPolkadotSignatureReturnType {
  const id = polkadotAccountId(address)
  if (!id) return invalid
  for (const data of [wrapBytes(message), message]) {
    for (const [type, bytes] of readings(signature)) {
      if (verifyAs(type, data, bytes, id)) return { valid: true, crypto: type }
    }
  }
  return invalid
}
