import { entryPointAbi } from '@portico/devnet/contracts'
import { type Address, decodeFunctionData, getAddress, type Hex, isAddressEqual } from 'viem'
import type { PackedUserOperation, UserOperation } from 'viem/account-abstraction'
import { recoverAuthorizationAddress } from 'viem/utils'
import { z } from 'zod'
import type { BundlerContext } from '../context.js'
import { fromPackedUserOperation } from '../packedUserOperation.js'
import { hashParam, parseParams } from '../params.js'
import { toRpcUserOperation } from '../userOperation.js'
import { findEvent, type OperationEvent } from './getUserOperationReceipt.js'

export type GetUserOperationByHashReturnType = {
  userOperation: Record<string, unknown>
  entryPoint: Address
  transactionHash: Hex
  blockHash: Hex | null
  blockNumber: Hex | null
} | null

/**
 * `eth_getUserOperationByHash(hash)`: the operation, its bundle's transaction and, once mined, block; null when
 * unknown. An operation this bundler accepted is answered from memory (with its EIP-7702 authorization); any other
 * (sent elsewhere, or before a restart) is found by its `UserOperationEvent` and read back from the handleOps
 * calldata of its transaction.
 */
export async function getUserOperationByHash(
  context: BundlerContext,
  params: unknown,
): Promise<GetUserOperationByHashReturnType> {
  const [hash] = parseParams(z.tuple([hashParam]), params) as [Hex]
  const accepted = context.accepted.get(hash)
  let found: { transactionHash: Hex; userOperation: UserOperation<'0.8'> } | undefined = accepted
  if (!found) {
    const event = await findEvent(context, hash)
    const userOperation = event && (await readFromChain(context, event))
    if (event && userOperation) found = { transactionHash: event.transactionHash, userOperation }
  }
  if (!found) return null
  const { transactionHash, userOperation } = found
  const receipt = await context.client.request({
    method: 'eth_getTransactionReceipt',
    params: [transactionHash],
  })
  return {
    userOperation: toRpcUserOperation(userOperation),
    entryPoint: context.entryPoint,
    transactionHash,
    blockHash: receipt?.blockHash ?? null,
    blockNumber: receipt?.blockNumber ?? null,
  }
}

/**
 * The operation an event reports, read from the handleOps calldata of its transaction: the one of the event's
 * sender and nonce (a pair the EntryPoint never accepts twice), with the sender's EIP-7702 authorization if the
 * transaction carried one.
 */
async function readFromChain(
  context: BundlerContext,
  event: OperationEvent,
): Promise<UserOperation<'0.8'> | undefined> {
  const transaction = await context.client.getTransaction({ hash: event.transactionHash })
  let operations: readonly PackedUserOperation[]
  try {
    const call = decodeFunctionData({ abi: entryPointAbi, data: transaction.input })
    if (call.functionName !== 'handleOps') return undefined
    operations = call.args[0]
  } catch {
    return undefined // not a handleOps call (an aggregated bundle, or a call through another contract)
  }
  const packed = operations.find((op) => isAddressEqual(op.sender, event.sender) && op.nonce === event.nonce)
  if (!packed) return undefined
  const operation = fromPackedUserOperation(packed)
  for (const authorization of transaction.authorizationList ?? []) {
    if (isAddressEqual(await recoverAuthorizationAddress({ authorization }), event.sender)) {
      operation.authorization = { ...authorization, address: getAddress(authorization.address) }
    }
  }
  return operation
}
