import { base58CheckDecode, decodeSegwitAddress } from '@portico/core/encoding'
import type { BitcoinChain, BitcoinJsNetwork } from '../chains.js'
import { InvalidAddressError } from '../errors/address.js'
import { concatBytes } from './bytes.js'
import { type OutputType, outputTypeOf } from './outputType.js'
import { isXOnlyPoint } from './xOnlyPoint.js'

// Pure (core's base58check and bech32 decoders, no bitcoinjs-lib): the adapter checks addresses synchronously
// (`isAddress`, the accounts a wallet shares) without loading the chain library. Its answers are bitcoinjs-lib's
// `address.toOutputScript` (tested against it), future witness versions refused.

const bytes = (...values: number[]) => Uint8Array.from(values)

/** The output script an address of these parameters pays to; `undefined` for anything else. */
function scriptOf(address: string, params: BitcoinJsNetwork): Uint8Array | undefined {
  // A base58check string of 21 bytes decides alone: a version byte of another network is not tried as bech32.
  const payload = base58CheckDecode(address)
  if (payload?.length === 21) {
    const hash = payload.subarray(1)
    if (payload[0] === params.pubKeyHash) return concatBytes(bytes(0x76, 0xa9, 0x14), hash, bytes(0x88, 0xac))
    if (payload[0] === params.scriptHash) return concatBytes(bytes(0xa9, 0x14), hash, bytes(0x87))
    return undefined
  }
  // bech32 for witness v0, bech32m for v1 and later, with the network's hrp.
  const segwit = decodeSegwitAddress(params.bech32, address)
  if (!segwit) return undefined
  const { version, program } = segwit
  if (version === 0 && (program.length === 20 || program.length === 32))
    return concatBytes(bytes(0x00, program.length), program)
  if (version === 1 && program.length === 32 && isXOnlyPoint(program))
    return concatBytes(bytes(0x51, 0x20), program)
  return undefined
}

/**
 * The output script of an address of `chain`: base58check P2PKH / P2SH with the chain's version bytes,
 * bech32 for witness v0 and bech32m for v1 (taproot, a valid x-only key) with the chain's hrp. Anything else,
 * including witness versions 2–16 that no wallet spends yet, throws `InvalidAddressError`.
 *
 * @example
 * const { script, type } = toOutputScript('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinMainnet) // p2wpkh
 */
export function toOutputScript(
  address: string,
  chain: BitcoinChain,
): { script: Uint8Array; type: OutputType } {
  const script =
    typeof address === 'string' && address.length > 0 && address.length <= 100
      ? scriptOf(address, chain.params)
      : undefined
  const type = script && outputTypeOf(script)
  if (!script || !type) throw new InvalidAddressError({ address, network: chain.caipNetworkId })
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
