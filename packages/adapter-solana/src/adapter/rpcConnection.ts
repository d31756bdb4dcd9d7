import type { Network } from '@portico/core'
import type { Commitment, Connection } from '@solana/web3.js'
import { ChainNotConfiguredError } from '../errors/connector.js'
import type { SolanaAdapterContext } from './context.js'

/**
 * The network asked for, checked (a solana network with an RPC URL, else `ChainNotConfiguredError`) and
 * remembered under its CAIP-2 id, so that a wallet's move to it is followed. Needs no library: connecting and
 * switching networks use it.
 */
export function rpcNetwork(context: SolanaAdapterContext, network: Network | string): Network {
  const known = typeof network === 'string' ? context.networks.get(network) : network
  const id = typeof network === 'string' ? network : network.caipNetworkId
  if (known?.chainNamespace !== 'solana' || !known.rpcUrls.default.http[0])
    throw new ChainNotConfiguredError(id, { namespace: 'solana' })
  context.networks.set(id, known)
  return known
}

/**
 * A web3.js `Connection` to the network's first RPC URL (and its WebSocket URL when given), made once per
 * network. @solana/web3.js loads on the first call, so a page pays for it only once a balance, a send or a
 * signature needs it. A failed load is tried again on the next call.
 */
export async function getConnection(
  context: SolanaAdapterContext,
  network: Network | string,
): Promise<Connection> {
  const known = rpcNetwork(context, network)
  const { connections } = context
  const id = known.caipNetworkId
  const cached = connections.get(id)
  if (cached) return cached
  const opening = openConnection(known, context.parameters.commitment ?? 'confirmed')
  connections.set(id, opening)
  opening.catch(() => {
    if (connections.get(id) === opening) connections.delete(id)
  })
  return opening
}

async function openConnection(network: Network, commitment: Commitment): Promise<Connection> {
  const { Connection } = await import('@solana/web3.js')
  const [url] = network.rpcUrls.default.http as [string]
  const ws = network.rpcUrls.default.webSocket?.[0]
  return new Connection(url, { commitment, ...(ws ? { wsEndpoint: ws } : {}) })
}
