import { type Connection, type SolanaJSONRPCError, SystemProgram, Transaction } from '@solana/web3.js'
import { InvalidSendParametersError } from '../errors/transaction.js'
import { toPublicKey } from '../utils/address.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from '../utils/splToken.js'

export type PrepareTransferParameters = {
  from: string
  to: string
  /** Base units: lamports, or the token's base units. */
  value: bigint
  /** An SPL mint and its decimals; absent for SOL. */
  token?: { address: string; decimals: number } | undefined
}

/** The unsigned transaction, with a recent blockhash and the sender as fee payer. */
export type PrepareTransferReturnType = Transaction

/** Bad input, or the node's error while fetching the blockhash. */
export type PrepareTransferErrorType = InvalidSendParametersError | SolanaJSONRPCError | Error

/**
 * The transaction of a SOL transfer, or of an SPL `transferChecked` between the associated token accounts
 * (creating the receiver's when missing, paid by the sender). A non-positive amount or an invalid address
 * throws `InvalidSendParametersError` ('Please enter a valid amount and receiver address').
 *
 * @example
 * const transaction = await prepareTransfer(connection, { from, to, value: 1_000_000n })
 */
export async function prepareTransfer(
  connection: Connection,
  { from, to, value, token }: PrepareTransferParameters,
): Promise<PrepareTransferReturnType> {
  if (typeof value !== 'bigint' || value <= 0n) throw new InvalidSendParametersError('amount')
  const receiver = toPublicKey(to)
  if (!receiver)
    throw new InvalidSendParametersError('receiver', { details: `${to} is not a Solana address` })
  const sender = toPublicKey(from)
  if (!sender)
    throw new InvalidSendParametersError('receiver', { details: `${from} is not a Solana address` })
  const mint = token && toPublicKey(token.address)
  if (token && !mint) throw new InvalidSendParametersError('amount', { details: 'Invalid token mint' })

  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: sender, blockhash, lastValidBlockHeight })
  if (!mint || !token) {
    return tx.add(SystemProgram.transfer({ fromPubkey: sender, toPubkey: receiver, lamports: value }))
  }
  const source = associatedTokenAddress(mint, sender)
  const destination = associatedTokenAddress(mint, receiver)
  return tx.add(
    createAssociatedTokenAccountIdempotent(sender, destination, receiver, mint),
    transferChecked(source, mint, destination, sender, value, token.decimals),
  )
}
