import type { Account } from '@portico/core'
import type { BitcoinWalletConnection } from '../connectors/types.js'
import type { EsploraClient } from '../esplora/createEsploraClient.js'
import { buildPsbt } from './buildPsbt.js'
import { finalizeSignedPsbt } from './finalizeSignedPsbt.js'
import { type PrepareTransferParameters, prepareTransfer } from './prepareTransfer.js'

export type SendTransferParameters = Omit<PrepareTransferParameters, 'from'> & { account: Account }
export type SendTransferReturnType = {
  /** The transaction id. */
  hash: string
  fee: bigint
  change: bigint
  feeRate: number
  vsize: number
}

/**
 * Pays `value` sats to `to` from the account: plans the transfer (coins, fee, change, dust), builds the
 * PSBT, has the wallet sign every input, checks and finalizes what comes back, and broadcasts it.
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
