import type { DispatchError as ChainDispatchError } from '@polkadot/types/interfaces'
import type { BaseError } from '@portico/core'
import {
  DispatchError,
  ExistentialDepositError,
  InsufficientBalanceError,
  TransactionRefusedError,
} from './transaction.js'

export type ChainAmounts = { existentialDeposit: bigint; symbol: string; decimals: number }

/**
 * A failed extrinsic's dispatch error as a clear error: balances' and the token errors about missing funds
 * or the existential deposit get their own classes; any other module error keeps `section.name` and docs.
 */
export function fromDispatchError(error: ChainDispatchError, chain: ChainAmounts): BaseError {
  const { existentialDeposit, symbol, decimals } = chain
  const ed = (side: 'sender' | 'recipient') =>
    new ExistentialDepositError({ side, existentialDeposit, symbol, decimals }, { details: reasonOf(error) })
  if (error.isModule) {
    const { section, name, docs } = error.registry.findMetaError(error.asModule)
    const reason = `${section}.${name}`
    switch (reason) {
      case 'balances.InsufficientBalance':
        return new InsufficientBalanceError(undefined, { details: reason })
      case 'balances.KeepAlive':
      case 'balances.Expendability':
        return ed('sender')
      case 'balances.ExistentialDeposit':
        return ed('recipient')
    }
    return new DispatchError({ reason, docs: docs.join(' ').trim() || undefined })
  }
  if (error.isToken) {
    // Names from the runtime's metadata (newer runtimes: FundsUnavailable, NotExpendable).
    switch (error.asToken.type as string) {
      case 'FundsUnavailable':
      case 'NoFunds':
        return new InsufficientBalanceError(undefined, { details: reasonOf(error) })
      case 'NotExpendable':
      case 'WouldDie':
        return ed('sender')
      case 'BelowMinimum':
        return ed('recipient')
    }
  }
  return new DispatchError({ reason: reasonOf(error) })
}

function reasonOf(error: ChainDispatchError): string {
  if (error.isModule) {
    const { section, name } = error.registry.findMetaError(error.asModule)
    return `${section}.${name}`
  }
  if (error.isToken) return `token.${error.asToken.type}`
  if (error.isArithmetic) return `arithmetic.${error.asArithmetic.type}`
  return error.type
}

/**
 * A node's refusal of an extrinsic (`1010: Invalid Transaction: Inability to pay some fees ...`): the
 * fee-payment one means too little balance, the rest keep the node's code and text.
 */
export function fromPoolError(error: unknown): BaseError | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined
  const match = message && /^(\d{4}):\s*(.*)$/s.exec(message)
  if (!match) return undefined
  const code = Number(match[1])
  const reason = (match[2] ?? '').trim()
  if (code === 1010 && /Inability to pay some fees|balance too low/i.test(reason)) {
    return new InsufficientBalanceError(undefined, { details: reason, cause: error })
  }
  return new TransactionRefusedError({ code, reason }, { cause: error })
}
