import { Psbt, type Transaction } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../chains.js'
import { SignedPsbtMismatchError } from '../errors/transaction.js'
import { equalBytes } from '../utils/bytes.js'
import { ensureEccLib } from '../utils/ecc.js'

export type FinalizeSignedPsbtParameters = { chain: BitcoinChain; unsigned: Psbt; signed: Uint8Array }
export type FinalizeSignedPsbtReturnType = Transaction
export type FinalizeSignedPsbtErrorType = SignedPsbtMismatchError

/**
 * Checks that the wallet's PSBT spends the same coins to the same outputs as the one it was given,
 * finalizes the inputs the wallet left unfinalized and extracts the transaction. Anything else (changed
 * outputs, a missing signature) throws `SignedPsbtMismatchError`.
 *
 * @example
 * const transaction = finalizeSignedPsbt({ chain: bitcoinMainnet, unsigned, signed })
 */
export function finalizeSignedPsbt({
  chain,
  unsigned,
  signed,
}: FinalizeSignedPsbtParameters): FinalizeSignedPsbtReturnType {
  ensureEccLib() // bitcoinjs-lib tells a taproot input by its key, through the ECC library
  let psbt: Psbt
  try {
    psbt = Psbt.fromBuffer(signed, { network: chain.params })
  } catch (error) {
    throw new SignedPsbtMismatchError('Not a PSBT', { cause: error })
  }
  const sameInputs =
    psbt.txInputs.length === unsigned.txInputs.length &&
    psbt.txInputs.every(
      (input, i) =>
        equalBytes(input.hash, unsigned.txInputs[i]!.hash) && input.index === unsigned.txInputs[i]!.index,
    )
  const sameOutputs =
    psbt.txOutputs.length === unsigned.txOutputs.length &&
    psbt.txOutputs.every(
      (output, i) =>
        equalBytes(output.script, unsigned.txOutputs[i]!.script) &&
        output.value === unsigned.txOutputs[i]!.value,
    )
  if (!sameInputs || !sameOutputs) {
    throw new SignedPsbtMismatchError('The inputs or outputs differ from the transaction asked for')
  }
  try {
    psbt.data.inputs.forEach((input, i) => {
      if (!input.finalScriptWitness && !input.finalScriptSig) psbt.finalizeInput(i)
    })
    return psbt.extractTransaction()
  } catch (error) {
    throw new SignedPsbtMismatchError('An input is not fully signed', { cause: error })
  }
}
