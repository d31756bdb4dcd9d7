import { entryPointAbi } from '@portico/devnet/contracts'
import { encodeFunctionData } from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { BundlerContext } from './context.js'
import { calldataGas } from './simulation.js'

/** The EntryPoint's own work for one operation outside what it measures (the loop, the event, the payout). */
export const OPERATION_OVERHEAD_GAS = 20_000n
/** What EIP-7702 charges per authorization in the bundle's transaction. */
export const AUTHORIZATION_GAS = 25_000n

/**
 * The preVerificationGas this bundler requires: with one operation per bundle, the whole transaction's
 * intrinsic gas (21,000, and 25,000 for an EIP-7702 authorization), the handleOps calldata and the overhead.
 */
export function requiredPreVerificationGas(context: BundlerContext, operation: UserOperation<'0.8'>): bigint {
  const data = encodeFunctionData({
    abi: entryPointAbi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(operation)], context.wallet.account.address],
  })
  return (
    21_000n + calldataGas(data) + OPERATION_OVERHEAD_GAS + (operation.authorization ? AUTHORIZATION_GAS : 0n)
  )
}

/** `gas` plus a tenth, rounded up: the margin of every estimate. */
export const withMargin = (gas: bigint): bigint => gas + (gas + 9n) / 10n
