import type { Connection, SendTransactionError, SolanaJSONRPCError } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import {
  type SendOptions,
  SolanaSignAndSendTransaction,
  type SolanaWalletConnection,
} from '../connectors/walletStandard.js'
import type { WalletErrorType } from '../errors/toWalletError.js'
import { InvalidCommitmentError } from '../errors/transaction.js'
import { isPreflightCommitment, type PreflightCommitment } from '../utils/commitment.js'
import { type AnyTransaction, toBytes } from '../utils/transactionBytes.js'

export type SignAndSendTransactionParameters = {
  account: WalletAccount
  chain: string
  transaction: AnyTransaction
  options?:
    | (Omit<SendOptions, 'preflightCommitment'> & { preflightCommitment?: PreflightCommitment })
    | undefined
}
export type SignAndSendTransactionReturnType = { signature: string }

export type SignAndSendTransactionErrorType =
  | InvalidCommitmentError
  | WalletErrorType
  | SendTransactionError
  | SolanaJSONRPCError

/**
 * The wallet signs and sends. The preflight commitment must be one of processed, confirmed, finalized,
 * recent, single, singleGossip, root and max (checked before the wallet is asked). A wallet without
 * `solana:signAndSendTransaction` signs and the node sends.
 *
 * @example
 * const { signature } = await signAndSendTransaction(wallet, connection, { account, chain, transaction })
 */
export async function signAndSendTransaction(
  wallet: SolanaWalletConnection,
  connection: Connection,
  { account, chain, transaction, options = {} }: SignAndSendTransactionParameters,
): Promise<SignAndSendTransactionReturnType> {
  const commitment: unknown = options.preflightCommitment
  if (commitment !== undefined && !isPreflightCommitment(commitment))
    throw new InvalidCommitmentError(commitment)
  const bytes = toBytes(transaction)
  if (wallet.has(SolanaSignAndSendTransaction)) {
    return { signature: bs58.encode(await wallet.signAndSendTransaction(account, bytes, chain, options)) }
  }
  const [signed] = await wallet.signTransactions(account, [bytes], chain)
  const signature = await connection.sendRawTransaction(signed as Uint8Array, {
    ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
    ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
  })
  return { signature }
}
