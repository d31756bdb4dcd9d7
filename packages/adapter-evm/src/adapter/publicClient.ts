import type { Network } from '@portico/core'
import { createClient, type PublicRpcSchema, rpcSchema } from 'viem'
import type { PublicClient } from '../actions/types.js'
import { createRpcTransport } from '../transport.js'
import { chainIdOf, getRpcUrls, toViemChain } from '../utils/network.js'
import type { EvmAdapterContext } from './context.js'

/**
 * The (cached) viem client of a network: the app's transport for its chain; else the RPC URL the config
 * gave at setup (the blockchain API's proxy, `/v1/?chainId=&projectId=`, when an API is configured); else
 * one over the network's own RPC URLs.
 */
export function getPublicClient(context: EvmAdapterContext, network: Network): PublicClient {
  const { transports = {}, transport: transportOptions } = context.parameters
  const chainId = chainIdOf(network)
  const given = transports[chainId]
  const proxy = given ? undefined : context.setup?.rpcUrlOf(network)
  const urls = given ? [] : proxy ? [proxy] : getRpcUrls(network)
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
