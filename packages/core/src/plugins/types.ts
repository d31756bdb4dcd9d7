import type { RemoteWalletSession } from '../adapter/remoteWalletSession.js'
import type { ChainAdapter, ConnectorType, ConnectReturnType } from '../adapter/types.js'
import type { BlockchainApiClient } from '../api/createBlockchainApiClient.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { AccountController } from '../controllers/account.js'
import type { AlertController } from '../controllers/alerts.js'
import type { NetworkController } from '../controllers/network.js'
import type { OptionsController } from '../controllers/options.js'
import type { RecentWalletsController } from '../controllers/recentWallets.js'
import type { ToastController } from '../controllers/toasts.js'
import type { EventBus } from '../events/createEventBus.js'
import type { Logger } from '../logger/createLogger.js'
import type { Network } from '../networks/types.js'
import type { Storage } from '../storage/createStorage.js'
import type { StorageBackend } from '../storage/types.js'

/**
 * A wallet a plug-in reaches for one namespace, as the connection controller hands it to that namespace's
 * adapter: the session, the `ConnectParameters` member that carries it (`walletConnect` or `embedded`), how the
 * account shows the wallet (`type`) and how the connect event names the method (`frame`: the wallet is the page's
 * parent frame, as a Safe is for a Safe App).
 */
export type RemoteConnection = {
  session: RemoteWalletSession
  parameter: 'walletConnect' | 'embedded'
  type: ConnectorType
  method: 'qrcode' | 'email' | 'frame'
}

/** What `context.connection.connect` takes: a namespace, a connector id and, for a plug-in's wallet, its session. */
export type PluginConnectParameters = {
  namespace: ChainNamespace
  connectorId: string
  network?: Network | undefined
  activate?: boolean | undefined
  remote?: RemoteConnection | undefined
}

/** The fields a wallet signs in with during a one-click sign-in (CAIP-122's, for an account not known yet). */
export type OneClickSignInRequest = {
  domain: string
  uri: string
  nonce: string
  statement?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A CACAO's payload as a one-click sign-in returns it (CAIP-74): what the wallet signed. */
export type OneClickSignInCacao = {
  p: { iss: string } & Record<string, unknown>
  s: { s: string } & Record<string, unknown>
} & Record<string, unknown>

/**
 * The bridge between a connector whose wallet signs in as it connects (WalletConnect's `wc_sessionAuthenticate`)
 * and the sign-in plug-in, which provides it through `context.hooks.oneClickSignIn`.
 */
export type OneClickSignIn = {
  /** Whether sign-in is on. */
  enabled(): boolean
  /** The sign-in's fields on `chainId` (a fresh nonce each time). */
  createRequest(chainId: CaipNetworkId): Promise<OneClickSignInRequest>
  /**
   * Stores the sessions of the CACAOs the wallet signed, in the order of `chains`; `format` gives the exact text
   * the wallet signed for a CACAO's payload. Throws when the provider refuses them.
   */
  acceptCacaos(parameters: {
    cacaos: readonly OneClickSignInCacao[]
    chains: readonly CaipNetworkId[]
    format(payload: OneClickSignInCacao['p']): string
  }): Promise<void>
}

/** Slots plug-ins fill for each other (set during `setup`, read when used). */
export type PluginHooks = {
  oneClickSignIn?: OneClickSignIn | undefined
}

/**
 * What every plug-in's `setup` receives: the parts of its config, built once by `createConfig`. A plug-in keeps
 * what it needs and returns its public API.
 */
export type PluginContext = {
  options: OptionsController
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  account: AccountController
  network: NetworkController
  recentWallets: RecentWalletsController
  /** The config's typed storage; `storage.key` is its key prefix. */
  storage: Storage
  /** The backend under it, for a plug-in that keeps items of its own (under `storage.key` and a suffix). */
  storageBackend: StorageBackend
  alerts: AlertController
  toasts: ToastController
  events: EventBus
  /** Clock, in ms. */
  now: () => number
  connection: {
    /** Connects one namespace through its adapter (for a plug-in's wallet, with `remote`). */
    connect(parameters: PluginConnectParameters): Promise<ConnectReturnType>
    /** Disconnects every adapter (not the plug-ins). */
    disconnect(): Promise<void>
    /** Reads again what the wallet's session says the connected account of `namespace` is (`accountTypeOf`). */
    syncAccountTypes(namespace: ChainNamespace): void
  }
  /** Disconnects everything, as `config.disconnect()`: every adapter, then every plug-in. */
  disconnect(): Promise<void>
  /** The RPC URL a wallet outside the page uses for `network`: the blockchain API's proxy for EVM when set. */
  rpcUrlOf(network: Network): string | undefined
  /** The config's logger: connection errors and failed restores go there (never keys or signed messages). */
  logger: Logger
  /** The blockchain API client, when the config has an API and a project id (the embedded wallet reads its smart-account chains). */
  api: BlockchainApiClient | undefined
  /** The config's other plug-ins, by id. */
  plugins: PluginRegistry
  hooks: PluginHooks
}

/**
 * What `setup` returns: the plug-in's public API, with the optional members the config calls. A connector
 * plug-in (WalletConnect, the embedded wallet) answers `restore` for connections stored under its id.
 */
export type PluginInstance = {
  /** The stored connection's wallet for `namespace` (its client loads for this); `undefined` when gone. */
  restore?(namespace: ChainNamespace): Promise<RemoteConnection | undefined>
  /** Ends the plug-in's own session (after the adapters disconnected). */
  disconnect?(): Promise<void>
  /** Stops timers and clients when the config is destroyed. */
  destroy?(): void
}

/**
 * A plug-in, as an app lists it in `createConfig({ plugins: [...] })`: a plain object whose `setup` runs once
 * per config. It must stay small: code of its own loads with `import()` on first use.
 *
 * @example
 * const config = createConfig({ networks, adapters, plugins: [walletConnect({ relayUrl })] })
 */
export type Plugin<id extends string = string, api extends PluginInstance = PluginInstance> = {
  /** Unique in a config; a connector plug-in's id is its connector id (`walletConnect`, `ID_AUTH`). */
  readonly id: id
  /** `connector` for a way to connect a wallet; `extension` for anything else (sign-in). */
  readonly type: 'connector' | 'extension'
  /** The namespaces a connector serves, when not all. */
  readonly namespaces?: readonly ChainNamespace[] | undefined
  setup(context: PluginContext): api
}

/** The plug-ins of a config, set up. */
export type PluginRegistry = {
  /** The API of the plug-in with this id; a plug-in's package exports a typed getter over it. */
  get(id: string): PluginInstance | undefined
  has(id: string): boolean
  ids(): readonly string[]
}
