import {
  type AdapterSetupContext,
  createAdapterEmitter,
  createDisconnectFlag,
  type Network,
} from '@portico/core'
import type { EIP1193Provider } from 'viem'
import type { PublicClient, WalletClient } from '../actions/types.js'
import type { CreateEvmAdapterParameters } from '../adapter.js'
import { createConnectorStore } from '../connectors/createConnectorStore.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { createAccountTypes } from '../utils/accountTypes.js'

/** The wallet the adapter is connected to, and how to stop following its events. */
export type Connection = {
  connectorId: string
  /** A remote wallet's session (core ends it, the adapter only lets go). */
  remote?: boolean
  provider: EIP1193Provider
  client: WalletClient
  /** `address caipNetworkId` → whether the wallet runs batches there atomically, asked once per connection. */
  atomic: Map<string, Promise<boolean>>
  detach(): void
}

/** @internal What one EVM adapter's steps share: its wallets, clients, connection and event emitter. */
export type EvmAdapterContext = {
  parameters: CreateEvmAdapterParameters
  emitter: ReturnType<typeof createAdapterEmitter>
  /** The remembered explicit disconnect (`portico.eip155.disconnected`). */
  disconnected: ReturnType<typeof createDisconnectFlag>
  store: ReturnType<typeof createConnectorStore>
  /** `chainId urls` → viem public client */
  publicClients: Map<string, PublicClient>
  connection: Connection | undefined
  /** Accounts are typed by their code on the app's network of the last connect (smart accounts hold code). */
  accountTypes: ReturnType<typeof createAccountTypes>
  accountsNetwork: Network | undefined
  /** What the config gave at setup: its logger and the RPC URL it wants used per network (the API's proxy). */
  setup: AdapterSetupContext | undefined
}

const defaultTarget = (): EventTarget | undefined => (typeof window === 'undefined' ? undefined : window)

export function createEvmAdapterContext(parameters: CreateEvmAdapterParameters): EvmAdapterContext {
  return {
    parameters,
    emitter: createAdapterEmitter(),
    disconnected: createDisconnectFlag('eip155', parameters.storage),
    store: createConnectorStore({
      target: parameters.target ?? defaultTarget(),
      catalogue: parameters.catalogue,
    }),
    publicClients: new Map(),
    connection: undefined,
    accountTypes: createAccountTypes(),
    accountsNetwork: undefined,
    setup: undefined,
  }
}

/** The connected wallet's client; throws when none is connected. */
export function walletOf(context: EvmAdapterContext): WalletClient {
  if (!context.connection) throw new ConnectorNotConnectedError()
  return context.connection.client
}

/** Stops following the connected wallet, if any. */
export function end(context: EvmAdapterContext) {
  context.connection?.detach()
  context.connection = undefined
}
