import {
  ExistentialDepositError,
  InsufficientBalanceError,
  InvalidAmountError,
} from '../errors/transaction.js'
import { toChainAddress, toRecipient } from '../utils/address.js'
import type { ChainClient } from '../utils/chainClient.js'
import { estimateTransferFee } from './estimateFee.js'
import { getBalances, type PolkadotBalances } from './getBalances.js'

export type TransferPlan = {
  from: string
  /** The recipient in the chain's SS58 format. */
  to: string
  value: bigint
  fee: bigint
  sender: PolkadotBalances
  /** The recipient's free balance before the transfer. */
  recipientFree: bigint
}

/**
 * Checks a keep-alive transfer against the chain before anything is signed: a positive amount, a valid
 * recipient, amount + fee within the transferable balance, the sender left with at least the existential
 * deposit, and a new recipient account given at least the existential deposit.
 */
export async function prepareTransfer(
  client: ChainClient,
  { from, to, value }: { from: string; to: string; value: bigint },
): Promise<TransferPlan> {
  if (value <= 0n) throw new InvalidAmountError(value)
  const recipient = toRecipient(to, client.ss58Format)
  const sender = toChainAddress(from, client.ss58Format)
  const [balances, recipientBalances, fee] = await Promise.all([
    getBalances(client, sender),
    getBalances(client, recipient),
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
