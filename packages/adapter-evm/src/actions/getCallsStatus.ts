import { getCallsStatus as viemGetCallsStatus } from 'viem/actions'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import type { WalletClient } from './types.js'

export type GetCallsStatusParameters = { id: string }

export type GetCallsStatusReturnType = {
  status: 'pending' | 'success' | 'failure'
  /** The EIP-5792 status code (100 pending, 200 confirmed, 4xx-6xx failed). */
  statusCode: number
  receipts?: unknown[]
}

export type GetCallsStatusErrorType = EvmErrorType

/**
 * The status of a batch sent with `sendCalls` (EIP-5792 wallet_getCallsStatus).
 *
 * @example
 * const { status } = await getCallsStatus(evm.getWalletClient()!, { id })
 */
export async function getCallsStatus(
  client: WalletClient,
  { id }: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  try {
    const { status, statusCode, receipts } = await viemGetCallsStatus(client, { id })
    return {
      status: status ?? (statusCode < 200 ? 'pending' : 'failure'),
      statusCode,
      ...(receipts !== undefined && { receipts: [...receipts] }),
    }
  } catch (error) {
    throw toEvmError(error)
  }
}
