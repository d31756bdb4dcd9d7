import { varIntSize } from './dustThreshold.js'
import { isWitnessType, type OutputType } from './outputType.js'

/** Weight (WU) of spending one input of each type, at the largest signature (73-byte DER + sighash). */
const inputWeight: Record<OutputType, number> = {
  // outpoint 36 + script length 1 + sequence 4 = 41 bytes ×4, witness: count, sig, pubkey
  p2wpkh: 41 * 4 + (1 + 1 + 73 + 1 + 33),
  // key path: one 64-byte Schnorr signature (SIGHASH_DEFAULT)
  p2tr: 41 * 4 + (1 + 1 + 64),
  // p2sh-p2wpkh: the 23-byte redeem script push in scriptSig
  p2sh: (41 + 23) * 4 + (1 + 1 + 73 + 1 + 33),
  p2pkh: (41 + 1 + 73 + 1 + 33) * 4,
  // Not spent by this adapter (a script it cannot know the size of); counted like p2wpkh.
  p2wsh: 41 * 4 + (1 + 1 + 73 + 1 + 33),
}

/**
 * The virtual size of a transaction spending `inputs` (by type) to output scripts of the given lengths:
 * version, locktime, counts, the segwit marker when any input is segwit, then inputs and outputs.
 */
export function estimateVsize(inputs: readonly OutputType[], outputScriptLengths: readonly number[]): number {
  let weight = (4 + 4 + varIntSize(inputs.length) + varIntSize(outputScriptLengths.length)) * 4
  if (inputs.some(isWitnessType)) weight += 2
  for (const type of inputs) weight += inputWeight[type]
  for (const length of outputScriptLengths) weight += (8 + varIntSize(length) + length) * 4
  return Math.ceil(weight / 4)
}

/** Fee in sats for `vsize` at `feeRate` sat/vB, rounded up. */
export const feeFor = (vsize: number, feeRate: number): bigint => BigInt(Math.ceil(vsize * feeRate))
