import type { InvalidAddressError } from '../errors/address.js'
import {
  ExistentialDepositError,
  InsufficientBalanceError,
  InvalidAmountError,
} from '../errors/transaction.js'
import { toChainAddress, toRecipient } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'
import { estimateTransferFee } from './estimateFee.js'
import { type GetBalanceReturnType, getBalance } from './getBalance.js'

export type PrepareTransferParameters = { from: string; to: string; value: bigint }

export type TransferPlan = {
  from: string
  /** The recipient in the chain's SS58 format. */
  to: string
  value: bigint
  fee: bigint
  sender: GetBalanceReturnType
  /** The recipient's free balance before the transfer. */
  recipientFree: bigint
}

export type PrepareTransferReturnType = TransferPlan

export type PrepareTransferErrorType =
  | InvalidAmountError
  | InvalidAddressError
  | InsufficientBalanceError
  | ExistentialDepositError
  | Error

/**
 * Checks a keep-alive transfer against the chain before anything is signed: a positive amount, a valid
 * recipient, amount + fee within the transferable balance, the sender left with at least the existential
 * deposit, and a new recipient account given at least the existential deposit.
 *
 * @example
 * const { fee, sender } = await prepareTransfer(client, { from, to, value: 10n ** 12n })
 */
export async function prepareTransfer(
  client: ChainClient,
  { from, to, value }: PrepareTransferParameters,
): Promise<PrepareTransferReturnType> {
  if (value <= 0n) throw new InvalidAmountError(value)
  const recipient = toRecipient(to, client.ss58Format)
  const sender = toChainAddress(from, client.ss58Format)
  const [balances, recipientBalances, fee] = await Promise.all([
    getBalance(client, { address: sender }),
    getBalance(client, { address: recipient }),
    estimateTransferFee(client, { from: sender, to: recipient, value }),
  ])
  const { decimals, symbol, existentialDeposit } = client
  const required = value + fee
  if (required > balances.transferable) {
    throw new InsufficientBalanceError({ available: balances.transferable, required, decimals, symbol })
  }
  if (balances.free - required < existentialDeposit) {
    throw new ExistentialDepositError(
      { side: 'sender', existentialDeposit, decimals, symbol },
      { details: `${balances.free - required} planck would remain; keep at least ${existentialDeposit}` },
    )
  }
  if (recipientBalances.total === 0n && value < existentialDeposit) {
    throw new ExistentialDepositError({ side: 'recipient', existentialDeposit, decimals, symbol })
  }
  return { from: sender, to: recipient, value, fee, sender: balances, recipientFree: recipientBalances.free }
}
