import { BaseError, UserRejectedRequestError } from '@portico/core'
import type { Connection } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import { InvalidSendParametersError, SendTransactionFailedError } from '../errors/transaction.js'
import type { PreflightCommitment } from '../utils/commitment.js'
import { type PrepareTransferParameters, prepareTransfer } from './prepareTransfer.js'
import { signAndSendTransaction } from './signAndSendTransaction.js'

export type SendTransferParameters = PrepareTransferParameters & {
  account: WalletAccount
  chain: string
  preflightCommitment?: PreflightCommitment | undefined
}
export type SendTransferReturnType = { hash: string }

export type SendTransferErrorType =
  | InvalidSendParametersError
  | UserRejectedRequestError
  | SendTransactionFailedError

/**
 * A SOL or SPL transfer through the wallet's sign-and-send. Invalid input throws
 * `InvalidSendParametersError`; a refusal stays `UserRejectedRequestError`; anything else the wallet or node
 * refuses becomes `SendTransactionFailedError` ('Failed to send transaction. Please try again.') with the
 * cause kept.
 *
 * @example
 * const { hash } = await sendTransfer(wallet, connection, { account, chain: 'solana:mainnet', from, to, value: 1n })
 */
export async function sendTransfer(
  wallet: SolanaWalletConnection,
  connection: Connection,
  { account, chain, preflightCommitment = 'confirmed', ...transfer }: SendTransferParameters,
): Promise<SendTransferReturnType> {
  try {
    const transaction = await prepareTransfer(connection, transfer)
    const { signature } = await signAndSendTransaction(wallet, connection, {
      account,
      chain,
      transaction,
      options: { preflightCommitment },
    })
    return { hash: signature }
  } catch (error) {
    if (error instanceof InvalidSendParametersError) throw error
    if (error instanceof BaseError && error.walk((e) => e instanceof UserRejectedRequestError)) throw error
    throw new SendTransactionFailedError({ cause: error })
  }
}
