// SLIP-0010 key derivation for ed25519 (Solana): only hardened children exist on this curve.
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { wipe } from './bytes.js'

const HARDENED = 0x80000000
const encoder = new TextEncoder()

export type Ed25519Node = { key: Uint8Array; chainCode: Uint8Array }

/**
 * The ed25519 private key (32 bytes) and chain code at `path` (e.g. `m/44'/501'/0'/0'`) from a BIP-39 seed.
 * Every segment must be hardened (`'`); the master node is HMAC-SHA512 keyed with "ed25519 seed".
 *
 * @example
 * const { key } = deriveEd25519(seed, "m/44'/501'/0'/0'")
 */
export function deriveEd25519(seed: Uint8Array, path: string): Ed25519Node {
  const indexes = parsePath(path)
  let node = halves(hmac(sha512, encoder.encode('ed25519 seed'), seed))
  for (const index of indexes) {
    const data = new Uint8Array(37)
    data.set(node.key, 1)
    new DataView(data.buffer).setUint32(33, index, false)
    const next = halves(hmac(sha512, node.chainCode, data))
    wipe(data, node.key, node.chainCode)
    node = next
  }
  return node
}

function halves(digest: Uint8Array): Ed25519Node {
  const node = { key: digest.slice(0, 32), chainCode: digest.slice(32) }
  wipe(digest)
  return node
}

function parsePath(path: string): number[] {
  const [root, ...segments] = path.split('/')
  if (root !== 'm') throw new Error(`Derivation path must start with m: ${path}`)
  return segments.map((segment) => {
    const match = /^(\d+)'$/.exec(segment)
    const index = match ? Number(match[1]) : Number.NaN
    if (!(index >= 0 && index < HARDENED))
      throw new Error(`ed25519 derives hardened segments only: ${segment}`)
    return index + HARDENED
  })
}
