// EVM accounts without viem: the address is the last 20 bytes of keccak-256 of the uncompressed public key (its
// 64 bytes without the 0x04 prefix), written with the EIP-55 mixed-case checksum.
import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { toHex } from './bytes.js'

export type EvmAddress = `0x${string}`

/** The address in EIP-55 form: a hex digit is upper case where the keccak-256 of the lower-case address has ≥ 8. */
export function checksumAddress(address: string): EvmAddress {
  const lower = address.toLowerCase().replace(/^0x/, '')
  const hash = toHex(keccak_256(new TextEncoder().encode(lower)))
  let out = '0x'
  for (let i = 0; i < lower.length; i++)
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? (lower[i] ?? '').toUpperCase() : lower[i]
  return out as EvmAddress
}

/** Whether 32 bytes are a secp256k1 private key (1 ≤ k < n). */
export function isEvmPrivateKey(key: Uint8Array): boolean {
  return key.length === 32 && secp256k1.utils.isValidPrivateKey(key)
}

/** The checksummed address of a secp256k1 private key. */
export function evmAddressOf(privateKey: Uint8Array): EvmAddress {
  const publicKey = secp256k1.getPublicKey(privateKey, false)
  return checksumAddress(toHex(keccak_256(publicKey.subarray(1)).subarray(12)))
}
