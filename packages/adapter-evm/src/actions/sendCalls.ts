import type { Network } from '@portico/core'
import type { Address, Hex } from 'viem'
import { sendCalls as viemSendCalls } from 'viem/actions'
import { InvalidCallError } from '../errors/connector.js'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { toViemChain } from '../utils/network.js'
import type { WalletClient } from './types.js'

export type SendCallsParameters = {
  network: Network
  from: string
  calls: readonly { to: string; data?: string | undefined; value?: bigint | undefined }[]
}

export type SendCallsReturnType = { id: string }

export type SendCallsErrorType = EvmErrorType | InvalidCallError

/** Throws `InvalidCallError` unless every `to` starts with 0x, and every `data` given too. */
export function assertCalls(calls: SendCallsParameters['calls']): void {
  calls.forEach((call, index) => {
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) {
      throw new InvalidCallError(index, { details: '"to" must start with 0x' })
    }
    if (call.data !== undefined && !call.data.startsWith('0x')) {
      throw new InvalidCallError(index, { details: '"data" must start with 0x' })
    }
  })
}

/**
 * Sends a batch of calls through the wallet (EIP-5792 wallet_sendCalls). Returns the batch id.
 *
 * @example
 * const { id } = await sendCalls(evm.getWalletClient()!, { network: base, from, calls: [{ to, data }] })
 */
export async function sendCalls(
  client: WalletClient,
  { network, from, calls }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  assertCalls(calls)
  try {
    const { id } = await viemSendCalls(client, {
      account: from as Address,
      chain: toViemChain(network),
      calls: calls.map(({ to, data, value }) => ({
        to: to as Address,
        ...(data !== undefined && { data: data as Hex }),
        ...(value !== undefined && { value }),
      })),
    })
    return { id }
  } catch (error) {
    throw toEvmError(error)
  }
}
