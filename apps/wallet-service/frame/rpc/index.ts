// RPC_REQUEST: the protocol's method rule decides (the kit applies the same one before sending); an allowed
// method runs on the chain's namespace.
import { methodRule } from '@portico/embedded-wallet/protocol'
import { chainRef } from '../chains.js'
import { NotSupportedError } from '../errors.js'
import { addressOn } from '../keys.js'
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
  const chain = chainRef(chainId)
  // wallet_switchEthereumChain is SWITCH_NETWORK's, not a request's.
  const rule = methodRule(chain.namespace, method)
  if (rule !== 'safe' && rule !== 'unsafe') throw new NotSupportedError()
  // A wallet imported from one chain's private key refuses the other chain's requests.
  addressOn(context.addresses, chain.namespace)
  return chain.namespace === 'eip155'
    ? evmRequest(chain, method, params, context)
    : solanaRequest(chain, method, params, context)
}
