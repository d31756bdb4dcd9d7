import type { Network } from '@portico/core'
import { createClient, type PublicRpcSchema, rpcSchema } from 'viem'
import type { PublicClient } from '../actions/types.js'
import { createRpcTransport } from '../transport.js'
import { chainIdOf, getRpcUrls, toViemChain } from '../utils/network.js'
import type { EvmAdapterContext } from './context.js'

/** The (cached) viem client of a network: the app's transport for its chain, or one over its RPC URLs. */
export function getPublicClient(context: EvmAdapterContext, network: Network): PublicClient {
  const { transports = {}, transport: transportOptions } = context.parameters
  const chainId = chainIdOf(network)
  const given = transports[chainId]
  const urls = given ? [] : getRpcUrls(network)
  const key = `${chainId} ${urls.join(' ')}`
  let client = context.publicClients.get(key)
  if (!client) {
    const transport = given ?? createRpcTransport(urls, transportOptions)
    client = createClient({
      chain: toViemChain(network),
      transport,
      key: 'public',
      name: 'Public Client',
      type: 'publicClient',
      rpcSchema: rpcSchema<PublicRpcSchema>(),
    })
    context.publicClients.set(key, client)
  }
  return client
}
