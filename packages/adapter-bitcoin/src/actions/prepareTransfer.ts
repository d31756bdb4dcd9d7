import type { BitcoinChain } from '../chains.js'
import type { InvalidAddressError } from '../errors/address.js'
import { DustAmountError, type InsufficientFundsError, InvalidAmountError } from '../errors/transaction.js'
import type { EsploraClient, EsploraRequestErrorType } from '../esplora/createEsploraClient.js'
import { dustThreshold } from '../utils/dustThreshold.js'
import type { OutputType } from '../utils/outputType.js'
import { toOutputScript } from '../utils/toOutputScript.js'
import { getFeeRate } from './getFeeRate.js'
import { type Coin, selectCoins } from './selectCoins.js'

export type PrepareTransferParameters = {
  chain: BitcoinChain
  from: string
  to: string
  /** Satoshis the recipient gets. */
  value: bigint
  /** sat/vB; default the estimate for `feeTarget` blocks. */
  feeRate?: number | undefined
  feeTarget?: number | undefined
}

export type TransferPlan = {
  from: { address: string; script: Uint8Array; type: OutputType }
  inputs: Coin[]
  outputs: { address: string; script: Uint8Array; value: bigint; change: boolean }[]
  /** Satoshis: inputs − outputs. */
  fee: bigint
  change: bigint
  feeRate: number
  /** Estimated virtual size (largest signatures), which the fee pays for. */
  vsize: number
}
export type PrepareTransferReturnType = TransferPlan
export type PrepareTransferErrorType =
  | InvalidAmountError
  | InvalidAddressError
  | DustAmountError
  | InsufficientFundsError
  | EsploraRequestErrorType

/**
 * Plans a payment of `value` from `from` to `to`: both addresses checked for the chain, the amount against
 * the recipient's dust limit, the fee rate from the fee estimates, coins chosen from `from`'s UTXOs and a
 * change output back to `from` when it is not dust.
 *
 * @example
 * const { fee, inputs, outputs } = await prepareTransfer(client, { chain: bitcoinMainnet, from, to, value: 10_000n })
 */
export async function prepareTransfer(
  client: EsploraClient,
  { chain, from, to, value, feeRate, feeTarget }: PrepareTransferParameters,
): Promise<PrepareTransferReturnType> {
  if (typeof value !== 'bigint' || value <= 0n) throw new InvalidAmountError(value)
  const recipient = toOutputScript(to, chain)
  const sender = toOutputScript(from, chain)
  const dustLimit = dustThreshold(recipient.script, chain.dustRelayFeeRate)
  if (value < dustLimit) throw new DustAmountError({ value, dustLimit })

  const [rate, utxos] = await Promise.all([
    feeRate === undefined
      ? getFeeRate(client, { chain, target: feeTarget })
      : Math.max(feeRate, chain.minRelayFeeRate),
    client.getUtxos(from),
  ])
  const selection = selectCoins({
    coins: utxos.map((utxo) => ({
      txid: utxo.txid,
      vout: utxo.vout,
      value: BigInt(utxo.value),
      confirmed: utxo.status.confirmed,
    })),
    inputType: sender.type,
    outputScriptLengths: [recipient.script.length],
    amount: value,
    changeScriptLength: sender.script.length,
    changeDustLimit: dustThreshold(sender.script, chain.dustRelayFeeRate),
    feeRate: rate,
  })
  const outputs = [{ address: to, script: recipient.script, value, change: false }]
  if (selection.change > 0n) {
    outputs.push({ address: from, script: sender.script, value: selection.change, change: true })
  }
  return {
    from: { address: from, ...sender },
    inputs: selection.coins,
    outputs,
    fee: selection.fee,
    change: selection.change,
    feeRate: rate,
    vsize: selection.vsize,
  }
}
