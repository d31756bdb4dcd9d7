import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { BundlerContext } from '../context.js'
import { hashParam, parseParams } from '../params.js'
import { toRpcUserOperation } from '../userOperation.js'

export type GetUserOperationByHashReturnType = {
  userOperation: Record<string, unknown>
  entryPoint: Address
  transactionHash: Hex
  blockHash: Hex | null
  blockNumber: Hex | null
} | null

/**
 * `eth_getUserOperationByHash(hash)`: an operation this bundler accepted, with its bundle's transaction and, once
 * mined, block; null for one it does not remember (operations sent elsewhere are not decoded from the chain).
 */
export async function getUserOperationByHash(
  context: BundlerContext,
  params: unknown,
): Promise<GetUserOperationByHashReturnType> {
  const [hash] = parseParams(z.tuple([hashParam]), params) as [Hex]
  const accepted = context.accepted.get(hash)
  if (!accepted) return null
  const receipt = await context.client.request({
    method: 'eth_getTransactionReceipt',
    params: [accepted.transactionHash],
  })
  return {
    userOperation: toRpcUserOperation(accepted.userOperation),
    entryPoint: context.entryPoint,
    transactionHash: accepted.transactionHash,
    blockHash: receipt?.blockHash ?? null,
    blockNumber: receipt?.blockNumber ?? null,
  }
}
