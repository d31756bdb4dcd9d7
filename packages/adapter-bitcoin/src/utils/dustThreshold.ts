import { isWitnessType, outputTypeOf } from './outputType.js'

/**
 * Bitcoin Core's `GetDustThreshold`: the output's size plus the size of the input that would spend it
 * (67 vB for a witness program, 148 vB otherwise), times the dust relay fee. At Bitcoin's 3 sat/vB that is
 * 294 sats for p2wpkh, 330 for p2tr / p2wsh, 540 for p2sh and 546 for p2pkh; litecoind's 30 sat/vB is ten
 * times that. An output below the threshold is dust and nodes refuse to relay it.
 */
export function dustThreshold(script: Uint8Array, dustRelayFeeRate: number): bigint {
  const type = outputTypeOf(script)
  const witness = type !== undefined && isWitnessType(type)
  const outputSize = 8 + varIntSize(script.length) + script.length
  const spendSize = witness ? 32 + 4 + 1 + Math.floor(107 / 4) + 4 : 32 + 4 + 1 + 107 + 4
  return BigInt(Math.ceil((outputSize + spendSize) * dustRelayFeeRate))
}

export const varIntSize = (n: number) => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffffffff ? 5 : 9)
