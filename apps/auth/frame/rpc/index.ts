// RPC_REQUEST: a method outside both lists is refused; a known one runs on the chain's namespace.
import { isKnownMethod } from '@portico/embedded-wallet/protocol'
import { chainRef } from '../chains.js'
import { NotSupportedError } from '../errors.js'
import type { RpcContext } from './context.js'
import { evmRequest } from './evm.js'
import { solanaRequest } from './solana.js'

export type { RpcContext } from './context.js'

/**
 * Runs one wallet request on `chainId`.
 *
 * @example
 * const signature = await rpcRequest({ chainId: 1, method: 'personal_sign', params: ['0x68656c6c6f', address] }, context)
 */
export async function rpcRequest(
  { chainId, method, params }: { chainId: string | number; method: string; params?: unknown },
  context: RpcContext,
): Promise<unknown> {
  if (!isKnownMethod(method)) throw new NotSupportedError()
  const chain = chainRef(chainId)
  if (chain.namespace === 'eip155') {
    if (method.startsWith('solana_')) throw new NotSupportedError()
    return evmRequest(chain, method, params, context)
  }
  if (!method.startsWith('solana_')) throw new NotSupportedError()
  return solanaRequest(chain, method, params, context)
}
