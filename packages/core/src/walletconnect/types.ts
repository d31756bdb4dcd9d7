import type {
  RemoteWalletPeer,
  RemoteWalletSession,
  RemoteWalletSessionEvent,
} from '../adapter/remoteWalletSession.js'

/**
 * One namespace's share of a WalletConnect session, as an adapter sees it: the accounts and chains the wallet
 * approved for that namespace (chains from the accounts when the wallet sent no chain list), requests to the
 * wallet through the session (15 min expiry), and the wallet's own events. Core builds it from a session of
 * `@portico/walletconnect` and hands it to the adapter's `connect`/`reconnect` (connector id `walletConnect`);
 * one session can cover several namespaces (eip155 and solana, say). The shape every remote wallet shares.
 */
export type WalletConnectNamespaceSession = RemoteWalletSession

export type WalletConnectPeer = RemoteWalletPeer

export type WalletConnectSessionEvent = RemoteWalletSessionEvent

/** What an adapter asks of a WalletConnect wallet for its namespace in a session proposal. */
export type WalletConnectRequirements = { methods: readonly string[]; events: readonly string[] }

/** The connector id every adapter gives its WalletConnect connection. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
