import type { SmartAccountSessions } from '../api/types/smartAccounts.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Logger } from '../logger/createLogger.js'
import type { Network } from '../networks/types.js'
import type { WalletConnectNamespaceSession, WalletConnectRequirements } from '../walletconnect/types.js'
import type { SignableMessage } from './message.js'
import type { RemoteWalletSession } from './remoteWalletSession.js'

/** What an account is: an externally owned account, a smart account, or a Bitcoin payment or ordinals address. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type Account = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string | undefined
  path?: string | undefined
}

/**
 * How a connector reaches its wallet: `ANNOUNCED` (EIP-6963, id = the wallet's rdns), `INJECTED` (a provider on
 * the window that did not announce itself, id `injected`), `MULTI_CHAIN` (one wallet across namespaces),
 * `WALLET_CONNECT` (id `walletConnect`), `AUTH` (the embedded wallet, id `ID_AUTH`) and `EXTERNAL`: a connector
 * an app supplies as a plug-in of its own (see docs/guide/connectors.md), reached through its own session.
 */
export type ConnectorType = 'ANNOUNCED' | 'MULTI_CHAIN' | 'AUTH' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT'

/** A way to reach a wallet, as an adapter discovered it. */
export type Connector = {
  id: string
  name: string
  chain: ChainNamespace
  type: ConnectorType
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined; name?: string | undefined; icon?: string | undefined } | undefined
  /** The wallet's own provider object (EIP-1193, Wallet Standard wallet, injected extension...). */
  provider?: unknown
}

/** What an adapter reports on its own, between calls. */
export type AdapterEvent =
  | { type: 'connectors'; connectors: readonly Connector[] }
  | { type: 'accounts'; accounts: readonly Account[] }
  | { type: 'network'; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect' }

export type ConnectParameters = {
  connectorId: string
  network: Network
  /**
   * With connector id `walletConnect`: this namespace's share of the WalletConnect session the user approved
   * (or the stored one, on `reconnect`). Adapters that support WalletConnect talk to the wallet through it.
   */
  walletConnect?: WalletConnectNamespaceSession | undefined
  /**
   * With connector id `ID_AUTH`: this namespace's share of the embedded wallet (e-mail login), the same shape
   * as a WalletConnect session's. Adapters that serve the embedded wallet talk to its frame through it.
   */
  embedded?: RemoteWalletSession | undefined
}
export type ConnectReturnType = {
  accounts: readonly Account[]
  /** The network the wallet is on after connecting (may differ from the one asked for). */
  caipNetworkId: CaipNetworkId
}

export type GetBalanceParameters = { address: string; network: Network }
/** A native balance in display units (e.g. "1.5") and its symbol. */
export type GetBalanceReturnType = { balance: string; symbol: string }

/** `message`: text, or `{ raw }` bytes (0x-hex or a Uint8Array), as viem's `SignableMessage`. */
export type SignMessageParameters = { address: string; message: SignableMessage }
export type SignMessageReturnType = { signature: string }

export type SendTransferParameters = {
  network: Network
  from: string
  to: string
  /** Amount in the token's base units. */
  value: bigint
  /** Absent for the native token. */
  token?: { address: string; decimals: number } | undefined
  /** Native sends only: call data (e.g. a swap or an approval built by the API). */
  data?: `0x${string}` | undefined
  /** Native sends only: gas limit and price; the wallet picks them when absent. */
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
}
export type SendTransferReturnType = { hash: string }

/** One call of an atomic batch: its target, call data and value in the native token's base units. */
export type BatchCall = { to: string; data?: `0x${string}` | undefined; value?: bigint | undefined }

export type SendAtomicBatchParameters = {
  network: Network
  from: string
  calls: readonly BatchCall[]
  /**
   * An ERC-7677 paymaster service the app offers to pay the batch's gas (the blockchain API's, where the project is
   * sponsored on the network): passed to the wallet as ERC-5792's `paymasterService` capability, optional, so a
   * wallet that cannot use one sends the batch as it would without.
   */
  paymasterUrl?: string | undefined
}

export type EstimateGasParameters = Omit<SendTransferParameters, 'token'> & {
  data?: string | undefined
  token?: SendTransferParameters['token']
}

/** A chain's session contracts as a session's use is read from them: its DelegationManager and caveat enforcers. */
export type SessionUsageContracts = Omit<SmartAccountSessions, 'recordsUrl'>

export type ReadSessionUsageParameters = {
  network: Network
  /** The session's ERC-7710 permission context (hex), as its grant answered it. */
  context: string
  contracts: SessionUsageContracts
  /** The ERC-20 token the session spends, when it spends one: its symbol and decimals are read too. */
  token?: string | undefined
}

/**
 * What a session has used: `spent`, its allowance enforcer's running total (base units of the token, or of the
 * native token); whether its account has `disabled` (revoked) it; and, when asked for, the token's symbol and decimals.
 */
export type ReadSessionUsageReturnType = {
  spent: bigint
  disabled: boolean
  token?: { symbol: string; decimals: number } | undefined
}

/**
 * What core, the UI and the React bindings call on an adapter, and nothing more: chain-specific actions live
 * on each adapter's own type (e.g. `EvmAdapter`). Optional members are capabilities: check for them where used.
 * One adapter serves one namespace and any number of its networks.
 */
export type ChainAdapter = {
  readonly namespace: ChainNamespace

  /** Wallets this adapter can reach right now. */
  getConnectors(): readonly Connector[]
  /** Connector, account, network and disconnect events. Returns an unsubscribe function. */
  subscribe(listener: (event: AdapterEvent) => void): () => void

  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  /** Restores a stored connection without prompting; `undefined` when the wallet no longer allows it. */
  reconnect(parameters: ConnectParameters): Promise<ConnectReturnType | undefined>
  disconnect(): Promise<void>

  getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType>
  switchNetwork(parameters: { network: Network }): Promise<void>
  signMessage(parameters: SignMessageParameters): Promise<SignMessageReturnType>
  sendTransfer(parameters: SendTransferParameters): Promise<SendTransferReturnType>
  /** Fee in the native token's base units; `null` when it cannot be estimated (a failed estimate never throws). */
  estimateFee(parameters: EstimateGasParameters): Promise<bigint | null>

  /** Display units → base units and back, with the namespace's rules. */
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string

  /**
   * Called once by the config that lists the adapter, before any other call: its logger (connection errors
   * and failed restores go there) and the RPC URL to use for a network (the API's proxy when one is set up).
   */
  setup?(context: AdapterSetupContext): void

  // Optional capabilities.
  /** What this adapter asks of a WalletConnect wallet (methods, events); without it the adapter has no WalletConnect connector. */
  readonly walletConnect?: WalletConnectRequirements | undefined
  /** The accounts the wallet shares now, without prompting. */
  getAccounts?(): Promise<readonly Account[]>
  /** Resolves once `hash` is in a block: 'success', or 'reverted' when it failed there. */
  waitForReceipt?(parameters: { network: Network; hash: string }): Promise<{ status: 'success' | 'reverted' }>
  /** Whether `address` is valid on `network` (e.g. a Bitcoin chain's own prefixes); without it core checks the namespace's format. */
  isAddress?(parameters: { address: string; network: Network }): boolean
  /** The network's gas price in its native token's base units (EVM); send reads it when it has no API to ask. */
  getGasPrice?(parameters: { network: Network }): Promise<bigint>
  // A wallet capability, not a chain's: any namespace whose wallets can run several calls all-or-none offers it.
  /** Whether the connected wallet runs several calls on `network` atomically (never throws; false when unsure). */
  supportsAtomicBatch?(parameters: { network: Network; address: string }): Promise<boolean>
  /**
   * Sends `calls` as one atomic batch and resolves once it succeeded on chain, with the hash of the transaction
   * that carried them; throws when the person refused it or it failed.
   */
  sendAtomicBatch?(parameters: SendAtomicBatchParameters): Promise<SendTransferReturnType>
  // A smart account's capability: any namespace whose accounts grant session permissions offers it.
  /**
   * What a session permission (ERC-7715, an ERC-7710 delegation) has spent and whether its account disabled it,
   * read from `network` with the chain's session contracts, and the symbol and decimals of `token` when given;
   * throws when the context is not a session of `contracts` or the chain cannot be read.
   */
  readSessionUsage?(parameters: ReadSessionUsageParameters): Promise<ReadSessionUsageReturnType>
}

export type {
  RemoteAccountType,
  RemoteWalletPeer,
  RemoteWalletSession,
  RemoteWalletSessionEvent,
  SmartAccountMode,
} from './remoteWalletSession.js'
export type { CaipAddress }

/** What a config gives each of its adapters (see `ChainAdapter.setup`). */
export type AdapterSetupContext = {
  logger: Logger
  /** The RPC URL the config wants used for `network`, or undefined to use the network's own. */
  rpcUrlOf(network: Network): string | undefined
}
