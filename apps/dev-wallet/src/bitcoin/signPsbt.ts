import { Psbt } from 'bitcoinjs-lib'
import { ProviderRpcError } from '../errors.js'
import type { BitcoinKeys } from './keys.js'
import type { BitcoinJsNetwork } from './types.js'

export type PsbtSummary = { inputs: bigint; outputs: { address: string; value: bigint }[]; fee: bigint }

const invalid = (detail: string) => new ProviderRpcError(-32602, `Invalid parameters: ${detail}`)

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** Reads a PSBT and what it spends and pays (outputs as addresses of the network where they have one). */
export function readPsbt(bytes: Uint8Array, network: BitcoinJsNetwork): { psbt: Psbt; summary: PsbtSummary } {
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(bytes, { network })
  } catch {
    throw invalid('not a PSBT')
  }
  let inputs = 0n
  for (const input of psbt.data.inputs) inputs += input.witnessUtxo?.value ?? 0n
  const outputs = psbt.txOutputs.map((output) => ({
    address: output.address ?? 'script',
    value: output.value,
  }))
  const paid = outputs.reduce((sum, output) => sum + output.value, 0n)
  return { psbt, summary: { inputs, outputs, fee: inputs - paid } }
}

/**
 * Signs the given inputs with the account whose address asks for them, after checking that each input
 * spends an output of that account (its witness UTXO script). Inputs are signed, not finalized.
 */
export function signPsbtInputs(
  psbt: Psbt,
  keys: BitcoinKeys,
  requests: readonly { address: string; indexes: readonly number[] }[],
): Uint8Array {
  for (const { address, indexes } of requests) {
    const account = [keys.payment, keys.ordinals].find((each) => each.address === address)
    if (!account) throw new ProviderRpcError(4100, `Not an account of this wallet: ${address}`)
    for (const index of indexes) {
      const input = psbt.data.inputs[index]
      if (!input) throw invalid(`no input ${index}`)
      if (!input.witnessUtxo || !equal(input.witnessUtxo.script, account.script)) {
        throw invalid(`input ${index} does not spend an output of ${address}`)
      }
      psbt.signInput(index, account.signer)
    }
  }
  return psbt.toBuffer()
}
