import { toHex } from './bytes.js'

/** secp256k1's field prime: 2²⁵⁶ − 2³² − 977. */
const P = 2n ** 256n - 2n ** 32n - 977n

/** `base ** exponent mod P`, square and multiply. */
function powModP(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let square = base % P
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % P
    square = (square * square) % P
  }
  return result
}

/**
 * True when 32 bytes are the x coordinate of a secp256k1 point, BIP-340's `lift_x`: 0 < x < p and x³ + 7 has a
 * square root mod p (p ≡ 3 mod 4, so the root is c^((p+1)/4)). A taproot output key must be one; bitcoinjs-lib
 * asks its ECC library the same when it makes a p2tr script, and this answers without loading that library.
 */
export function isXOnlyPoint(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false
  const x = BigInt(`0x${toHex(bytes)}`)
  if (x === 0n || x >= P) return false
  const c = (((x * x) % P) * x + 7n) % P
  const y = powModP(c, (P + 1n) / 4n)
  return (y * y) % P === c
}
