import type { Account } from '@portico/core'
import type { BitcoinWalletConnection } from '../connectors/types.js'
import type { BroadcastError } from '../errors/esplora.js'
import type { WalletErrorType } from '../errors/toWalletError.js'
import type { EsploraClient } from '../esplora/createEsploraClient.js'
import { type BuildPsbtErrorType, buildPsbt } from './buildPsbt.js'
import { type FinalizeSignedPsbtErrorType, finalizeSignedPsbt } from './finalizeSignedPsbt.js'
import {
  type PrepareTransferErrorType,
  type PrepareTransferParameters,
  prepareTransfer,
} from './prepareTransfer.js'

export type SendTransferParameters = Omit<PrepareTransferParameters, 'from'> & { account: Account }
export type SendTransferReturnType = {
  /** The transaction id. */
  hash: string
  fee: bigint
  change: bigint
  feeRate: number
  vsize: number
}
export type SendTransferErrorType =
  | PrepareTransferErrorType
  | BuildPsbtErrorType
  | WalletErrorType
  | FinalizeSignedPsbtErrorType
  | BroadcastError

/**
 * Pays `value` sats to `to` from the account: plans the transfer (coins, fee, change, dust), builds the
 * PSBT, has the wallet sign every input, checks and finalizes what comes back, and broadcasts it.
 *
 * @example
 * const { hash, fee } = await sendTransfer(wallet, client, { chain: bitcoinMainnet, account, to, value: 10_000n })
 */
export async function sendTransfer(
  connection: BitcoinWalletConnection,
  client: EsploraClient,
  { account, ...parameters }: SendTransferParameters,
): Promise<SendTransferReturnType> {
  const { chain } = parameters
  const plan = await prepareTransfer(client, { ...parameters, from: account.address })
  const unsigned = await buildPsbt(client, { chain, plan, publicKey: account.publicKey })
  const signed = await connection.signPsbt({
    psbt: unsigned.toBuffer(),
    inputs: [{ address: account.address, indexes: plan.inputs.map((_, i) => i) }],
    chain,
  })
  const transaction = finalizeSignedPsbt({ chain, unsigned, signed })
  const hash = await client.broadcast(transaction.toHex())
  return { hash, fee: plan.fee, change: plan.change, feeRate: plan.feeRate, vsize: plan.vsize }
}
