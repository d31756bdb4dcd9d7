import {
  type Account,
  type AdapterSetupContext,
  createAdapterEmitter,
  createDisconnectFlag,
  type Network,
} from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { CreateBitcoinAdapterParameters } from '../adapter.js'
import { type BitcoinChain, defaultBitcoinChains } from '../chains.js'
import { createConnectorStore } from '../connectors/createConnectorStore.js'
import type { BitcoinWalletConnection } from '../connectors/types.js'
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '../errors/connector.js'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient.js'

/** The wallet the adapter is connected to, on which chain, with which accounts. */
export type Connection = {
  connectorId: string
  wallet: BitcoinWalletConnection
  accounts: Account[]
  chain: BitcoinChain
  detach(): void
}

/** @internal What one Bitcoin adapter's steps share: its chains, Esplora clients, wallets, connection. */
export type BitcoinAdapterContext = {
  parameters: CreateBitcoinAdapterParameters
  /** The chains served, each with its Esplora URL. */
  chains: BitcoinChain[]
  emitter: ReturnType<typeof createAdapterEmitter>
  /** The remembered explicit disconnect (`portico.bip122.disconnected`). */
  disconnected: ReturnType<typeof createDisconnectFlag>
  store: ReturnType<typeof createConnectorStore>
  /** CAIP-2 id → Esplora client */
  clients: Map<string, EsploraClient>
  connection: Connection | undefined
  /** What the config gave at setup: its logger. */
  setup: AdapterSetupContext | undefined
}

const defaultTarget = () => (typeof window === 'undefined' ? undefined : window)

export function createBitcoinAdapterContext(
  parameters: CreateBitcoinAdapterParameters,
): BitcoinAdapterContext {
  const { esploraUrls = {} } = parameters
  return {
    parameters,
    chains: (parameters.networks ?? defaultBitcoinChains).map((chain) => {
      const url = esploraUrls[chain.caipNetworkId]
      return url ? { ...chain, esploraUrl: url } : chain
    }),
    emitter: createAdapterEmitter(),
    disconnected: createDisconnectFlag('bip122', parameters.storage),
    store: createConnectorStore({
      wallets: parameters.wallets ?? getWallets(),
      target: parameters.target ?? defaultTarget(),
      appName: parameters.appName,
    }),
    clients: new Map(),
    connection: undefined,
    setup: undefined,
  }
}

/** The chain of a network (throws `ChainNotConfiguredError`). */
export function getChain(context: BitcoinAdapterContext, network: Network | string): BitcoinChain {
  const id = typeof network === 'string' ? network : network.caipNetworkId
  const chain = context.chains.find((each) => each.caipNetworkId === id)
  if (!chain) throw new ChainNotConfiguredError(id, { namespace: 'bip122' })
  return chain
}

/** The network's Esplora client, made once. */
export function getEsploraClient(context: BitcoinAdapterContext, network: Network | string): EsploraClient {
  const chain = getChain(context, network)
  let client = context.clients.get(chain.caipNetworkId)
  if (!client) {
    client = createEsploraClient(chain.esploraUrl, context.parameters.esplora)
    context.clients.set(chain.caipNetworkId, client)
  }
  return client
}

/** The connected wallet; throws when none is connected. */
export function connected(context: BitcoinAdapterContext): Connection {
  if (!context.connection) throw new ConnectorNotConnectedError()
  return context.connection
}

/** The connected account `address`; throws when it is not one. */
export function accountOf(context: BitcoinAdapterContext, address: string): Account {
  const account = connected(context).accounts.find((each) => each.address === address)
  if (!account) throw new ConnectorNotConnectedError({ details: `${address} is not a connected account` })
  return account
}

/** Stops following the connected wallet, if any. */
export function end(context: BitcoinAdapterContext) {
  context.connection?.detach()
  context.connection = undefined
}
