import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto } from 'bitcoinjs-lib'

export type VerifyBitcoinLegacyParameters = {
  message: Uint8Array
  /** 65 bytes: a BIP-137 header (27–42), then r and s. */
  signature: Uint8Array
  /** The address's output script: P2PKH, P2WPKH or P2SH-P2WPKH of the signing key. */
  outputScript: Uint8Array
  /** The chain's signed-message prefix, its length byte included (`'\x18Bitcoin Signed Message:\n'`). */
  messagePrefix: string
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

function varInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24)
}

/** sha256d(prefix ‖ varint(length) ‖ message): what `signmessage` signs. */
export function legacyMessageHash(message: Uint8Array, messagePrefix: string): Uint8Array {
  const prefix = new TextEncoder().encode(messagePrefix)
  const length = varInt(message.length)
  const joined = new Uint8Array(prefix.length + length.length + message.length)
  joined.set(prefix, 0)
  joined.set(length, prefix.length)
  joined.set(message, prefix.length + length.length)
  return crypto.hash256(joined)
}

/**
 * Verifies a legacy (`signmessage`, BIP-137) signature: the key recovered from it must own the address — its
 * P2PKH script, or for a compressed key also its P2WPKH or P2SH-P2WPKH script (wallets disagree on which header
 * they write for segwit addresses, so the script decides, not the header). False on anything else, never throws.
 */
export function verifyBitcoinLegacy({
  message,
  signature,
  outputScript,
  messagePrefix,
}: VerifyBitcoinLegacyParameters): boolean {
  try {
    const header = signature[0]
    if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
    const recoveryId = ((header - 27) & 3) as 0 | 1 | 2 | 3
    const compressed = header >= 31
    const hash = legacyMessageHash(message, messagePrefix)
    const publicKey = ecc.recover(hash, signature.subarray(1), recoveryId, compressed)
    if (!publicKey) return false
    const keyHash = crypto.hash160(publicKey)
    const p2pkh = Uint8Array.of(0x76, 0xa9, 0x14, ...keyHash, 0x88, 0xac)
    if (equal(outputScript, p2pkh)) return true
    if (!compressed) return false
    const p2wpkh = Uint8Array.of(0x00, 0x14, ...keyHash)
    if (equal(outputScript, p2wpkh)) return true
    return equal(outputScript, Uint8Array.of(0xa9, 0x14, ...crypto.hash160(p2wpkh), 0x87))
  } catch {
    return false
  }
}
