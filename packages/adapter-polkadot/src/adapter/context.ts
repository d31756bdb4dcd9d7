import {
  type Account,
  type AdapterSetupContext,
  createAdapterEmitter,
  createDisconnectFlag,
  kusama,
  type Network,
  polkadot,
} from '@portico/core'
import type { CreatePolkadotAdapterParameters } from '../adapter.js'
import { createExtensionStore } from '../connectors/discover.js'
import type { Injected, InjectedAccount } from '../connectors/types.js'
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '../errors/connector.js'
import { toAccountId } from '../utils/address.js'
import { type ChainClient, createChainClients } from '../utils/chainClient.js'

/** The extension the adapter is connected to, on which network, with which accounts. */
export type Connection = {
  connectorId: string
  injected: Injected
  /** All the extension's accounts, as it gives them. */
  all: InjectedAccount[]
  network: Network
  accounts: Account[]
  stop: (() => void) | undefined
}

/** @internal What one Polkadot adapter's steps share: its networks, node clients, extensions, connection. */
export type PolkadotAdapterContext = {
  parameters: CreatePolkadotAdapterParameters
  networks: readonly Network[]
  clients: ReturnType<typeof createChainClients>
  emitter: ReturnType<typeof createAdapterEmitter>
  /** The remembered explicit disconnect (`portico.polkadot.disconnected`). */
  disconnected: ReturnType<typeof createDisconnectFlag>
  store: ReturnType<typeof createExtensionStore>
  connection: Connection | undefined
  /** SS58 prefixes learnt from the nodes (for the synchronous isAddress); Polkadot 0 and Kusama 2 known ahead. */
  prefixes: Map<string, number>
  /** What the config gave at setup: its logger. */
  setup: AdapterSetupContext | undefined
}

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window)

export function createPolkadotAdapterContext(
  parameters: CreatePolkadotAdapterParameters,
): PolkadotAdapterContext {
  return {
    parameters,
    networks: parameters.networks ?? [polkadot, kusama],
    clients: createChainClients(parameters.rpcUrls),
    emitter: createAdapterEmitter(),
    disconnected: createDisconnectFlag('polkadot', parameters.storage),
    store: createExtensionStore({ target: parameters.target ?? defaultTarget(), ...parameters.discovery }),
    connection: undefined,
    prefixes: new Map<string, number>([
      [polkadot.caipNetworkId, 0],
      [kusama.caipNetworkId, 2],
    ]),
    setup: undefined,
  }
}

/** One of the adapter's networks, by itself or its CAIP-2 id. */
export function getNetwork(context: PolkadotAdapterContext, network: Network | string): Network {
  const id = typeof network === 'string' ? network : network.caipNetworkId
  const found = context.networks.find((each) => each.caipNetworkId === id)
  if (!found) throw new ChainNotConfiguredError(id, { namespace: 'polkadot' })
  return found
}

/** The network's node connection; its SS58 prefix is learnt on the way. */
export async function chainClient(context: PolkadotAdapterContext, network: Network): Promise<ChainClient> {
  const found = await context.clients.get(getNetwork(context, network))
  context.prefixes.set(found.caipNetworkId, found.ss58Format)
  return found
}

/** Stops following the connected extension, if any. */
export function end(context: PolkadotAdapterContext) {
  context.connection?.stop?.()
  context.connection = undefined
}

/** The connection, when `address` is one of its accounts (in any SS58 format); throws otherwise. */
export function requireAccount(context: PolkadotAdapterContext, address: string): Connection {
  const current = context.connection
  if (!current) throw new ConnectorNotConnectedError()
  const id = toAccountId(address).join()
  if (!current.accounts.some((account) => toAccountId(account.address).join() === id)) {
    throw new ConnectorNotConnectedError({ details: `${address} is not a connected account` })
  }
  return current
}
