import {
  type Account,
  type AdapterSetupContext,
  createAdapterEmitter,
  createDisconnectFlag,
  type Network,
} from '@portico/core'
import type { Connection } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { WalletAccount } from '@wallet-standard/base'
import type { CreateSolanaAdapterParameters } from '../adapter.js'
import { createConnectorStore } from '../connectors/createConnectorStore.js'
import type { SolanaWalletConnection } from '../connectors/walletStandard.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'

/** The wallet the adapter is connected to, on which network, and how to stop following it. */
export type Connected = {
  connectorId: string
  wallet: SolanaWalletConnection
  walletAccounts: readonly WalletAccount[]
  network: Network
  detach(): void
}

/** @internal What one Solana adapter's steps share: its wallets, RPC connections, networks, connected wallet. */
export type SolanaAdapterContext = {
  parameters: CreateSolanaAdapterParameters
  emitter: ReturnType<typeof createAdapterEmitter>
  /** The remembered explicit disconnect (`portico.solana.disconnected`). */
  disconnected: ReturnType<typeof createDisconnectFlag>
  store: ReturnType<typeof createConnectorStore>
  /** CAIP-2 id → its web3.js connection, made once @solana/web3.js has loaded */
  connections: Map<string, Promise<Connection>>
  /** CAIP-2 id → the network it was asked for */
  networks: Map<string, Network>
  current: Connected | undefined
  /** What the config gave at setup: its logger. */
  setup: AdapterSetupContext | undefined
}

export function createSolanaAdapterContext(parameters: CreateSolanaAdapterParameters): SolanaAdapterContext {
  return {
    parameters,
    emitter: createAdapterEmitter(),
    disconnected: createDisconnectFlag('solana', parameters.storage),
    store: createConnectorStore(parameters.wallets ?? getWallets()),
    connections: new Map(),
    networks: new Map(),
    current: undefined,
    setup: undefined,
  }
}

export const toAccount = (account: WalletAccount): Account => ({
  namespace: 'solana',
  address: account.address,
  type: 'eoa',
  publicKey: account.address,
})

/** The connected wallet; throws when none is connected. */
export function connected(context: SolanaAdapterContext): Connected {
  if (!context.current) throw new ConnectorNotConnectedError()
  return context.current
}

/** Stops following the connected wallet, if any. */
export function end(context: SolanaAdapterContext) {
  context.current?.detach()
  context.current = undefined
}
