import type { VersionedTransaction } from '@solana/web3.js'
import type { StoredAccount, uiTokenAmount } from './tokenAccounts.js'
import type { RpcTransactionError } from './transactionError.js'

/** Blocks a blockhash stays valid for, as on a validator. */
export const BLOCKHASH_VALIDITY = 150
/** litesvm's fee per signature (lamports); priority fees are not charged. */
export const LAMPORTS_PER_SIGNATURE = 5000

export type RpcTokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

export type TransactionRecord = {
  signature: string
  slot: number
  blockTime: number
  transaction: VersionedTransaction
  accountKeys: string[]
  err: RpcTransactionError | null
  fee: number
  logs: string[]
  unitsConsumed: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: RpcTokenBalance[]
  postTokenBalances: RpcTokenBalance[]
}

/** A block: one per slot; every processed transaction makes its own slot (slot 0 is the empty genesis block). */
export type BlockRecord = {
  slot: number
  parentSlot: number
  blockhash: string
  previousBlockhash: string
  blockTime: number
  signatures: string[]
}

export type SimulationResult = {
  err: RpcTransactionError | null
  logs: string[]
  unitsConsumed: number
  /** The accounts the transaction would write, as it would leave them; absent when it fails. */
  postAccounts?: Map<string, StoredAccount>
}

/** Thrown by `send` when preflight simulation fails (the RPC's -32002). */
export class PreflightError extends Error {
  readonly simulation: SimulationResult
  constructor(simulation: SimulationResult) {
    super(`Transaction simulation failed: ${describe(simulation.err)}`)
    this.simulation = simulation
  }
}

const describe = (err: RpcTransactionError | null) =>
  err === 'BlockhashNotFound' ? 'Blockhash not found' : `Error processing transaction: ${JSON.stringify(err)}`
