import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

/**
 * One namespace's share of a WalletConnect session, as an adapter sees it: the accounts and chains the wallet
 * approved for that namespace, requests to the wallet through the session, and the wallet's own events.
 * Core builds it from a session of `@portico/walletconnect` and hands it to the adapter's `connect`/`reconnect`
 * (connector id `walletConnect`); one session can cover several namespaces (eip155 and solana, say).
 */
export type WalletConnectNamespaceSession = {
  readonly namespace: ChainNamespace
  /** The wallet on the other end (its metadata from the session). */
  readonly peer: WalletConnectPeer
  /** CAIP-10 accounts the wallet shares in this namespace now, e.g. `eip155:1:0xab…`. */
  getAccounts(): readonly string[]
  /** CAIP-2 chains approved in this namespace (from the accounts when the wallet sent no chain list). */
  getChains(): readonly CaipNetworkId[]
  /** The methods the wallet approved in this namespace. */
  getMethods(): readonly string[]
  /** A JSON-RPC request to the wallet on `chainId` (15 min expiry); rejects with the wallet's error (`code`, `message`). */
  request<result = unknown>(parameters: {
    chainId: CaipNetworkId
    method: string
    params?: unknown
  }): Promise<result>
  /** The wallet's events for this namespace. Returns an unsubscribe function. */
  subscribe(listener: (event: WalletConnectSessionEvent) => void): () => void
}

export type WalletConnectPeer = { name: string; icon?: string | undefined; url?: string | undefined }

export type WalletConnectSessionEvent =
  /** The wallet shares other accounts (`wc_sessionEvent` accountsChanged or a `wc_sessionUpdate`); CAIP-10. */
  | { type: 'accountsChanged'; accounts: readonly string[] }
  /** The wallet moved to another chain of the session. */
  | { type: 'chainChanged'; chainId: CaipNetworkId }
  /** The session ended: deleted by the wallet, expired, or removed by this app. */
  | { type: 'deleted' }

/** What an adapter asks of a WalletConnect wallet for its namespace in a session proposal. */
export type WalletConnectRequirements = { methods: readonly string[]; events: readonly string[] }

/** The connector id every adapter gives its WalletConnect connection. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
