import { entryPointAbi } from '@portico/devnet/contracts'
import type { Hex } from 'viem'
import { getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'
import { type BundlerContext, remember } from '../context.js'
import { InvalidParamsError } from '../errors.js'
import { requiredPreVerificationGas } from '../gas.js'
import { addressParam, checkEntryPoint, parseParams } from '../params.js'
import { checkValidationData, refusal, simulateValidation } from '../simulation.js'
import { rpcUserOperation, toUserOperation } from '../userOperation.js'

/**
 * `eth_sendUserOperation(userOperation, entryPoint)`: checks the operation (its preVerificationGas, the EntryPoint's
 * validation in an eth_call, the signature and validity window), then submits `handleOps([op], bundler)` with the
 * bundler's key, one operation per bundle, as an EIP-7702 transaction when the operation carries an authorization.
 * Answers the operation's hash once the transaction is sent.
 */
export async function sendUserOperation(context: BundlerContext, params: unknown): Promise<Hex> {
  const [input, entryPoint] = parseParams(z.tuple([rpcUserOperation, addressParam]), params)
  const entryPointAddress = checkEntryPoint(context, entryPoint)
  const operation = toUserOperation(input)
  const hash = getUserOperationHash({
    userOperation: operation,
    entryPointAddress,
    entryPointVersion: '0.8',
    chainId: context.chainId,
  })
  if (context.accepted.has(hash) || context.inFlight.has(hash)) {
    throw new InvalidParamsError(`user operation ${hash} is already known`)
  }
  context.inFlight.add(hash)
  try {
    await check(context, operation)
    const transactionHash = await context.serially(() => submit(context, operation))
    remember(context, hash, { userOperation: operation, transactionHash })
    return hash
  } finally {
    context.inFlight.delete(hash)
  }
}

async function check(context: BundlerContext, operation: UserOperation<'0.8'>): Promise<void> {
  const required = requiredPreVerificationGas(context, operation)
  if (operation.preVerificationGas < required) {
    throw new InvalidParamsError(`preVerificationGas ${operation.preVerificationGas} is below ${required}`)
  }
  const validation = await simulateValidation(context, operation, { estimate: false })
  const { timestamp } = await context.client.getBlock()
  checkValidationData(validation.accountValidationData, Number(timestamp))
  checkValidationData(validation.paymasterValidationData, Number(timestamp))
}

async function submit(context: BundlerContext, operation: UserOperation<'0.8'>): Promise<Hex> {
  const { wallet } = context
  try {
    return await wallet.writeContract({
      address: context.entryPoint,
      abi: entryPointAbi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(operation)], wallet.account.address],
      ...(operation.authorization ? { authorizationList: [operation.authorization] } : {}),
    })
  } catch (error) {
    throw refusal(error)
  }
}
