import { ed25519 } from '@noble/curves/ed25519'

export type VerifyEd25519Parameters = {
  /** 32 bytes. */
  publicKey: Uint8Array
  message: Uint8Array
  /** 64 bytes: R, then S. */
  signature: Uint8Array
}

/**
 * Strict ed25519 (RFC 8032 as FIPS 186-5 reads it): a public key of small order is refused, and so are
 * non-canonical encodings (a y coordinate of p or more, x = 0 with its sign bit set, S of the group order or
 * more). Not ZIP-215: ZIP-215 accepts every encoding and small-order keys so that all nodes of a consensus
 * system agree on edge cases; a sign-in has no such need, and a small-order key verifies a forged signature —
 * R = identity and S = 0 with the all-zero key or the identity point pass for any message. False on anything
 * malformed, never throws.
 *
 * @example
 * verifyEd25519({ publicKey, message: new TextEncoder().encode('Sign in'), signature })
 */
export function verifyEd25519({ publicKey, message, signature }: VerifyEd25519Parameters): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}
