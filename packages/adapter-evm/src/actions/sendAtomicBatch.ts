import type { Address, Hex } from 'viem'
import { sendCalls as viemSendCalls, waitForCallsStatus } from 'viem/actions'
import { AtomicBatchFailedError } from '../errors/connector.js'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { toViemChain } from '../utils/network.js'
import { assertCalls, type SendCallsParameters } from './sendCalls.js'
import type { WalletClient } from './types.js'

export type SendAtomicBatchParameters = SendCallsParameters & {
  /** How often to ask wallet_getCallsStatus, in ms: the chain's block time (the public client's interval). */
  pollingInterval: number
  /**
   * An ERC-7677 paymaster service the app offers for the batch's gas: sent as ERC-5792's `paymasterService`
   * capability, marked optional, so a wallet without paymaster support sends the batch as it would without it.
   */
  paymasterUrl?: string | undefined
}

/** The hash of the transaction that carried the calls (the last one, when the wallet needed several). */
export type SendAtomicBatchReturnType = { hash: string }

export type SendAtomicBatchErrorType = EvmErrorType | AtomicBatchFailedError

/**
 * Sends `calls` as one atomic batch (EIP-5792 wallet_sendCalls, version 2.0.0, `atomicRequired: true`) and waits
 * for wallet_getCallsStatus to settle, asking once per `pollingInterval`, as long as it takes (as a single
 * transaction's wait does: a batch still pending is never reported as failed, since it may land yet). Throws
 * `AtomicBatchFailedError` when the batch did not succeed (400 not included, 500 reverted, 600 partly). With
 * `paymasterUrl`, the wallet is offered that paymaster service (ERC-7677) to pay the gas.
 *
 * @example
 * const { hash } = await sendAtomicBatch(wallet, { network, from, calls: [approve, swap], pollingInterval: 4_000 })
 */
export async function sendAtomicBatch(
  client: WalletClient,
  { network, from, calls, pollingInterval, paymasterUrl }: SendAtomicBatchParameters,
): Promise<SendAtomicBatchReturnType> {
  assertCalls(calls)
  let result: Awaited<ReturnType<typeof waitForCallsStatus>>
  try {
    const { id } = await viemSendCalls(client, {
      account: from as Address,
      chain: toViemChain(network),
      forceAtomic: true,
      ...(paymasterUrl !== undefined && {
        capabilities: { paymasterService: { url: paymasterUrl, optional: true } },
      }),
      calls: calls.map(({ to, data, value }) => ({
        to: to as Address,
        ...(data !== undefined && { data: data as Hex }),
        ...(value !== undefined && { value }),
      })),
    })
    // `timeout: 0`: no deadline (viem's default gives up after 60 s).
    result = await waitForCallsStatus(client, { id, pollingInterval, timeout: 0 })
  } catch (error) {
    throw toEvmError(error)
  }
  const hash = result.receipts?.at(-1)?.transactionHash
  if (result.status !== 'success' || !hash) throw new AtomicBatchFailedError(result.statusCode, hash)
  return { hash }
}
