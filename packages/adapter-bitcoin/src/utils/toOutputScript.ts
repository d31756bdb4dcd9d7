import { address as bitcoinAddress } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../chains.js'
import { InvalidAddressError } from '../errors/address.js'
import { ensureEccLib } from './ecc.js'
import { type OutputType, outputTypeOf } from './outputType.js'

/**
 * The output script of an address of `chain`: base58check P2PKH / P2SH with the chain's version bytes,
 * bech32 for witness v0 and bech32m for v1 (taproot) with the chain's hrp. Anything else, including
 * witness versions 2–16 that no wallet spends yet, throws `InvalidAddressError`.
 */
export function toOutputScript(
  address: string,
  chain: BitcoinChain,
): { script: Uint8Array; type: OutputType } {
  ensureEccLib()
  const invalid = (cause?: unknown) =>
    new InvalidAddressError({ address, network: chain.caipNetworkId }, cause === undefined ? {} : { cause })
  if (typeof address !== 'string' || address.length === 0 || address.length > 100) throw invalid()
  let version: number | undefined
  try {
    version = bitcoinAddress.fromBech32(address).version
  } catch {}
  if (version !== undefined && version > 1) throw invalid()
  let script: Uint8Array
  try {
    script = bitcoinAddress.toOutputScript(address, chain.params)
  } catch (error) {
    throw invalid(error)
  }
  const type = outputTypeOf(script)
  if (!type) throw invalid()
  return { script, type }
}

/** True for an address of `chain` (see `toOutputScript`). */
export function isAddressOf(address: string, chain: BitcoinChain): boolean {
  try {
    toOutputScript(address, chain)
    return true
  } catch {
    return false
  }
}
