import { entryPointSimulationsAbi, senderCreatorAbi } from '@portico/devnet/contracts'
import {
  BaseError,
  ContractFunctionRevertedError,
  concat,
  encodeFunctionData,
  type Hex,
  hexToBytes,
  type StateOverride,
} from 'viem'
import { getInitCode, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type { BundlerContext } from './context.js'
import {
  ExecutionRevertedError,
  OutOfTimeRangeError,
  SignatureValidationError,
  ValidationRevertedError,
} from './errors.js'

/** What EntryPointSimulations.simulateValidation reports. */
export type ValidationResult = {
  preOpGas: bigint
  prefund: bigint
  accountValidationData: bigint
  paymasterValidationData: bigint
}

/** A balance no estimate runs out of: estimates do not depend on the sender holding its prefund yet. */
const ESTIMATE_BALANCE = 10n ** 30n

/**
 * The state an eth_call sees: EntryPointSimulations' code at the EntryPoint's address; an EIP-7702 sender with
 * its delegation already in place; and for an estimate, a sender rich enough for any prefund.
 */
export function simulationState(context: BundlerContext, operation: UserOperation<'0.8'>, estimate: boolean) {
  const sender: StateOverride[number] = { address: operation.sender }
  if (operation.authorization) sender.code = concat(['0xef0100', operation.authorization.address])
  if (estimate) sender.balance = ESTIMATE_BALANCE
  const state: StateOverride = [{ address: context.entryPoint, code: context.simulationsCode }]
  if (sender.code || sender.balance !== undefined) state.push(sender)
  return state
}

/** Runs the EntryPoint's validation of one operation in an eth_call; an `AAxx` refusal becomes its RPC error. */
export async function simulateValidation(
  context: BundlerContext,
  operation: UserOperation<'0.8'>,
  { estimate }: { estimate: boolean },
): Promise<ValidationResult> {
  try {
    const { result } = await context.client.simulateContract({
      address: context.entryPoint,
      abi: entryPointSimulationsAbi,
      functionName: 'simulateValidation',
      args: [toPackedUserOperation(operation)],
      stateOverride: simulationState(context, operation, estimate),
    })
    return result.returnInfo
  } catch (error) {
    throw refusal(error)
  }
}

/** The RPC error of an EntryPoint revert (`FailedOp`, `FailedOpWithRevert`), or the error itself. */
export function refusal(error: unknown): unknown {
  const reverted =
    error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
  if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
    const { errorName, args } = reverted.data
    if (errorName === 'FailedOp' || errorName === 'FailedOpWithRevert') {
      return new ValidationRevertedError(String(args?.[1]), args?.[2])
    }
    return new ValidationRevertedError(`EntryPoint reverted with ${errorName}`)
  }
  return error
}

/** Refuses a bad signature, an aggregator (unsupported) and a validity window that excludes `now` (seconds). */
export function checkValidationData(validationData: bigint, now: number): void {
  const aggregator = validationData & ((1n << 160n) - 1n)
  if (aggregator === 1n) throw new SignatureValidationError()
  if (aggregator !== 0n) throw new ValidationRevertedError('AA24 signature aggregators are not supported')
  const validUntil = Number((validationData >> 160n) & ((1n << 48n) - 1n))
  const validAfter = Number(validationData >> 208n)
  if (now < validAfter || (validUntil !== 0 && now > validUntil))
    throw new OutOfTimeRangeError(validAfter, validUntil)
}

/**
 * Gas of the operation's execution: its callData called on the sender by the EntryPoint, after the factory has
 * deployed the sender, in one simulated block (eth_simulateV1). The EntryPoint's code is left out of that block,
 * so that it can stand as the caller. The figure includes the transaction's intrinsic gas: a margin.
 */
export async function executionGas(
  context: BundlerContext,
  operation: UserOperation<'0.8'>,
): Promise<bigint> {
  const { entryPoint, senderCreator } = context
  const calls = []
  const initCode = getInitCode(operation)
  if (initCode !== '0x' && !operation.authorization) {
    const data = encodeFunctionData({ abi: senderCreatorAbi, functionName: 'createSender', args: [initCode] })
    calls.push({ account: entryPoint, to: senderCreator, data })
  }
  calls.push({ account: entryPoint, to: operation.sender, data: operation.callData })
  const stateOverrides: StateOverride = [{ address: entryPoint, code: '0x' }]
  if (operation.authorization) {
    stateOverrides.push({
      address: operation.sender,
      code: concat(['0xef0100', operation.authorization.address]),
    })
  }
  const [block] = await context.client.simulateBlocks({
    blocks: [{ calls, stateOverrides }],
    validation: false,
  })
  const execution = block?.calls.at(-1)
  if (!execution) throw new Error('eth_simulateV1 returned no call')
  if (execution.status !== 'success') throw new ExecutionRevertedError(execution.data)
  return execution.gasUsed
}

/** Calldata gas of `data` (EIP-2028: 4 per zero byte, 16 per other byte). */
export function calldataGas(data: Hex): bigint {
  let gas = 0n
  for (const byte of hexToBytes(data)) gas += byte === 0 ? 4n : 16n
  return gas
}
