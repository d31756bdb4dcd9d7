import type { Network } from '@portico/core'
import { Connection } from '@solana/web3.js'
import { ChainNotConfiguredError } from '../errors/connector.js'
import type { SolanaAdapterContext } from './context.js'

/** A web3.js `Connection` to the network's first RPC URL (and its WebSocket URL when given), made once. */
export function getConnection(context: SolanaAdapterContext, network: Network | string): Connection {
  const { connections, networks } = context
  const known = typeof network === 'string' ? networks.get(network) : network
  const id = typeof network === 'string' ? network : network.caipNetworkId
  const url = known?.rpcUrls.default.http[0]
  if (known?.chainNamespace !== 'solana' || !url)
    throw new ChainNotConfiguredError(id, { namespace: 'solana' })
  networks.set(id, known)
  let connection = connections.get(id)
  if (!connection) {
    const ws = known.rpcUrls.default.webSocket?.[0]
    const commitment = context.parameters.commitment ?? 'confirmed'
    connection = new Connection(url, { commitment, ...(ws ? { wsEndpoint: ws } : {}) })
    connections.set(id, connection)
  }
  return connection
}
