import type { BaseError, ChainNamespace, Metadata, PluginInstance, RemoteConnection } from '@portico/core'

/** What an app gives `walletConnect(...)`. */
export type WalletConnectParameters = {
  /** The relay: `ws://`/`wss://` (the self-hosted `@portico/relay`, or the public network's). */
  relayUrl: string
  /** Sent to the relay; defaults to the config's `projectId` (the public network needs its own). */
  projectId?: string | undefined
  /** What the wallet shows of the app; defaults to the config's `metadata`. */
  metadata?: Metadata | undefined
  /** WebSocket implementation (default `globalThis.WebSocket`; tests in Node pass one). */
  WebSocket?: typeof WebSocket | undefined
  /**
   * Basic mode: the modal offers WalletConnect's QR code and catalogue only (ConnectingWalletConnectBasic), and
   * never opens UnsupportedChain — the wallet, not the app, chooses its network. Default `false`.
   */
  basic?: boolean | undefined
}

/** The catalogue wallet a user chose to connect over WalletConnect (its links open it with the URI). */
export type WalletConnectWallet = {
  id: string
  name: string
  imageUrl?: string | undefined
  mobileLink?: string | null | undefined
  desktopLink?: string | null | undefined
  webappLink?: string | null | undefined
}

/**
 * - `idle`: nothing under way (and after a successful connection).
 * - `loading`: the connector's code loads or a URI is being created.
 * - `waiting`: the URI is ready; the wallet has not answered.
 * - `authenticating`: the wallet signed a one-click sign-in; its sessions are being stored.
 * - `connecting`: the wallet approved; the adapters connect.
 * - `declined`: the wallet rejected the proposal (or the sign-in).
 * - `error`: anything else failed (`error` says what).
 */
export type WalletConnectStatus =
  | 'idle'
  | 'loading'
  | 'waiting'
  | 'authenticating'
  | 'connecting'
  | 'declined'
  | 'error'

export type WalletConnectState = {
  status: WalletConnectStatus
  /** The `wc:` pairing URI for the QR code, the copy link and deep links. */
  uri: string | undefined
  /** When the pairing expires (ms). */
  expiresAt: number | undefined
  wallet: WalletConnectWallet | undefined
  error: BaseError | undefined
}

/** The WalletConnect connector of a config (`getWalletConnect(config)`): its state and what a view calls. */
export type WalletConnectConnector = PluginInstance & {
  readonly state: WalletConnectState
  /** `walletConnect({ basic: true })`: QR code and catalogue only, and no UnsupportedChain view. */
  readonly basic: boolean
  /**
   * Starts pairing (loading the connector's code on first use), or keeps the current URI while it is live.
   * Resolves once a wallet approved and the adapters connected; rejects when the wallet declined or pairing failed.
   */
  connect(parameters?: { wallet?: WalletConnectWallet | undefined }): Promise<void>
  /**
   * Gets a pairing ready ahead of `connect()`: loads the connector's code and opens the relay connection, while
   * the view that will show the QR code is still loading. Failures are left for `connect()` to meet and show.
   */
  preload(): void
  /** Stops waiting (the user left the view). A later `connect()` starts a fresh pairing. */
  cancel(): void
  /** The stored session's share for `namespace` (loads the code); `undefined` when no live session covers it. */
  restore(namespace: ChainNamespace): Promise<RemoteConnection | undefined>
  /** Ends the session with the wallet and resets the pairing state. */
  disconnect(): Promise<void>
  destroy(): void
}
