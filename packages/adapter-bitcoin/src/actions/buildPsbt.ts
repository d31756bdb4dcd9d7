import { Psbt, payments, Transaction } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../chains.js'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import type { EsploraClient, EsploraRequestErrorType } from '../esplora/createEsploraClient.js'
import { fromHex } from '../utils/bytes.js'
import { ensureEccLib } from '../utils/ecc.js'
import type { TransferPlan } from './prepareTransfer.js'

export type BuildPsbtParameters = {
  chain: BitcoinChain
  plan: TransferPlan
  /** The sender's public key (hex): needed for taproot (internal key) and p2sh-p2wpkh (redeem script). */
  publicKey?: string | undefined
}
export type BuildPsbtReturnType = Psbt

/** An output type the account cannot spend without what it lacks; the API's error fetching a p2pkh input. */
export type BuildPsbtErrorType = UnsupportedWalletFeatureError | EsploraRequestErrorType

/**
 * The unsigned PSBT of a plan: each input with what its signer needs (witness UTXO for segwit, the
 * taproot internal key, the p2sh-p2wpkh redeem script, the whole previous transaction for p2pkh), the
 * outputs in plan order. Version 2, RBF-signalling sequence.
 *
 * @example
 * const psbt = await buildPsbt(client, { chain: bitcoinMainnet, plan, publicKey: account.publicKey })
 */
export async function buildPsbt(
  client: EsploraClient,
  { chain, plan, publicKey }: BuildPsbtParameters,
): Promise<BuildPsbtReturnType> {
  ensureEccLib()
  const psbt = new Psbt({ network: chain.params })
  psbt.setVersion(2)
  const key = publicKey ? fromHex(publicKey) : undefined
  const { type, script } = plan.from

  for (const coin of plan.inputs) {
    const base = { hash: coin.txid, index: coin.vout, sequence: 0xfffffffd }
    const witnessUtxo = { script, value: coin.value }
    if (type === 'p2wpkh') psbt.addInput({ ...base, witnessUtxo })
    else if (type === 'p2tr') {
      if (!key)
        throw new UnsupportedWalletFeatureError('taproot spending', {
          details: 'The account has no public key',
        })
      psbt.addInput({ ...base, witnessUtxo, tapInternalKey: key.length === 33 ? key.subarray(1) : key })
    } else if (type === 'p2sh') {
      if (key?.length !== 33) {
        throw new UnsupportedWalletFeatureError('p2sh spending', { details: 'The account has no public key' })
      }
      const redeemScript = payments.p2wpkh({ pubkey: key, network: chain.params }).output as Uint8Array
      psbt.addInput({ ...base, witnessUtxo, redeemScript })
    } else if (type === 'p2pkh') {
      const previous = Transaction.fromHex(await client.getTxHex(coin.txid))
      psbt.addInput({ ...base, nonWitnessUtxo: previous.toBuffer() })
    } else {
      throw new UnsupportedWalletFeatureError(`spending ${type} outputs`)
    }
  }
  for (const output of plan.outputs) psbt.addOutput({ script: output.script, value: output.value })
  return psbt
}
