import { entryPointAbi } from '@portico/devnet/contracts'
import {
  type Address,
  decodeEventLog,
  type Hex,
  numberToHex,
  type RpcLog,
  type RpcTransactionReceipt,
  toEventSelector,
} from 'viem'
import { z } from 'zod'
import type { BundlerContext } from '../context.js'
import { hashParam, parseParams } from '../params.js'

const userOperationEvent = entryPointAbi.find(
  (item) => item.type === 'event' && item.name === 'UserOperationEvent',
) as Extract<(typeof entryPointAbi)[number], { name: 'UserOperationEvent' }>
const USER_OPERATION_EVENT = toEventSelector(userOperationEvent)
const BEFORE_EXECUTION = toEventSelector('BeforeExecution()')
const REVERT_REASON = toEventSelector('UserOperationRevertReason(bytes32,address,uint256,bytes)')

export type UserOperationReceipt = {
  userOpHash: Hex
  entryPoint: Address
  sender: Address
  nonce: Hex
  paymaster: Address
  actualGasCost: Hex
  actualGasUsed: Hex
  success: boolean
  reason?: Hex
  logs: RpcLog[]
  receipt: RpcTransactionReceipt
}

/**
 * `eth_getUserOperationReceipt(hash)`: null until the operation's bundle is mined; then what its
 * `UserOperationEvent` says, the logs the operation emitted and the bundle's transaction receipt. Operations this
 * bundler did not accept (or forgot) are found by their event in the EntryPoint's logs.
 */
export async function getUserOperationReceipt(
  context: BundlerContext,
  params: unknown,
): Promise<UserOperationReceipt | null> {
  const [hash] = parseParams(z.tuple([hashParam]), params) as [Hex]
  const transactionHash = await findTransaction(context, hash)
  if (!transactionHash) return null
  const receipt = await context.client.request({
    method: 'eth_getTransactionReceipt',
    params: [transactionHash],
  })
  if (!receipt) return null
  return receiptOf(context, hash, receipt)
}

/** The hash of the transaction that carried (or carries) the operation, if known. */
async function findTransaction(context: BundlerContext, hash: Hex): Promise<Hex | undefined> {
  return context.accepted.get(hash)?.transactionHash ?? (await findEvent(context, hash))?.transactionHash
}

/** What the EntryPoint's `UserOperationEvent` of an operation says of it, and where; undefined when none is found. */
export type OperationEvent = { transactionHash: Hex; sender: Address; nonce: bigint }

export async function findEvent(context: BundlerContext, hash: Hex): Promise<OperationEvent | undefined> {
  const [log] = await context.client.getLogs({
    address: context.entryPoint,
    event: userOperationEvent,
    args: { userOpHash: hash },
    fromBlock: 'earliest',
  })
  const { transactionHash, args } = log ?? {}
  if (!transactionHash || !args?.sender || args.nonce === undefined) return undefined
  return { transactionHash, sender: args.sender, nonce: args.nonce }
}

function receiptOf(
  context: BundlerContext,
  hash: Hex,
  receipt: RpcTransactionReceipt,
): UserOperationReceipt | null {
  const fromEntryPoint = (log: RpcLog, topic: Hex) =>
    log.address.toLowerCase() === context.entryPoint.toLowerCase() && log.topics[0] === topic
  const end = receipt.logs.findIndex(
    (log) => fromEntryPoint(log, USER_OPERATION_EVENT) && log.topics[1] === hash,
  )
  const eventLog = receipt.logs[end]
  if (!eventLog) return null
  // The operation's logs: after the previous operation's event (or BeforeExecution), up to its own event.
  let start = end
  while (start > 0) {
    const previous = receipt.logs[start - 1]!
    if (fromEntryPoint(previous, USER_OPERATION_EVENT) || fromEntryPoint(previous, BEFORE_EXECUTION)) break
    start--
  }
  const logs = receipt.logs.slice(start, end)
  const { args } = decodeEventLog({
    abi: [userOperationEvent],
    data: eventLog.data,
    topics: eventLog.topics as [Hex, ...Hex[]],
  })
  const revert = logs.find((log) => fromEntryPoint(log, REVERT_REASON) && log.topics[1] === hash)
  return {
    userOpHash: hash,
    entryPoint: context.entryPoint,
    sender: args.sender,
    nonce: numberToHex(args.nonce),
    paymaster: args.paymaster,
    actualGasCost: numberToHex(args.actualGasCost),
    actualGasUsed: numberToHex(args.actualGasUsed),
    success: args.success,
    ...(revert ? { reason: revert.data } : {}),
    logs,
    receipt,
  }
}
