import type { KeyPair } from './crypto.js'
import type { PublishOptions } from './methods.js'
import type { KeyValueStorage } from './storage.js'

/** What a peer shows of itself. */
export type Metadata = { name: string; description: string; url: string; icons: readonly string[] }

/**
 * What the app asks for in one namespace (`eip155`, `solana`, `polkadot`, `bip122`) or one chain of it
 * (`eip155:10`): CAIP-2 chains, JSON-RPC methods and events.
 */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What the wallet approved in one namespace: CAIP-10 accounts, and the chains, methods and events. */
export type SessionNamespace = { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }
export type SessionNamespaces = Record<string, SessionNamespace>

/** A settled session with a wallet. */
export type Session = {
  topic: string
  namespaces: SessionNamespaces
  /** Unix seconds. */
  expiry: number
  peer: { publicKey: string; metadata: Metadata }
  pairingTopic: string
  sessionProperties?: Record<string, string>
}

export type SignClientOptions = {
  /** `ws://` or `wss://` URL of any WalletConnect v2 relay (Portico's own, or the public network's). */
  relayUrl: string
  /** Sent as `?projectId=` (the public network needs one). */
  projectId?: string | undefined
  /** What the wallet shows of this app. */
  metadata: Metadata
  /** Where keys, pairings and sessions are kept; memory by default. */
  storage?: KeyValueStorage | undefined
  /** Prefix of the storage keys; default `portico.wc`. */
  storageKey?: string | undefined
  /** ms clock (tests). */
  now?: (() => number) | undefined
  /** WebSocket implementation; default `globalThis.WebSocket`. */
  WebSocket?: typeof WebSocket | undefined
}

/** The events a Sign client emits, with what each listener receives. */
export type SignClientEvents = {
  /** The wallet emitted an event (`accountsChanged`, `chainChanged`, …) on `params.chainId`. */
  session_event: { topic: string; params: { event: { name: string; data: unknown }; chainId: string } }
  /** The wallet replaced the session's namespaces. */
  session_update: { topic: string; params: { namespaces: SessionNamespaces } }
  /** The wallet ended the session. */
  session_delete: { topic: string; params: { code: number; message: string } }
  /** The session expired and was dropped. */
  session_expire: { topic: string }
  /** The session's expiry moved (`params.expiry`, unix seconds). */
  session_extend: { topic: string; params: { expiry: number } }
  /** The wallet pinged the session. */
  session_ping: { topic: string }
  /** The relay connection opened (`connected: true`) or dropped (`false`; the client reconnects by itself). */
  relay_status: { connected: boolean }
}
export type SignClientEvent = keyof SignClientEvents

export type ConnectParameters = {
  requiredNamespaces?: ProposalNamespaces | undefined
  optionalNamespaces?: ProposalNamespaces | undefined
  sessionProperties?: Record<string, string> | undefined
  /** Seconds the pairing URI and its proposal live, 60 to 300; default 300 (5 minutes). */
  expiry?: number | undefined
}
export type ConnectReturnType = {
  /** The `wc:` pairing URI to show as a QR code or pass in a deep link. */
  uri: string
  /** When the URI and its proposal expire, ms. */
  expiresAt: number
  /** Settles with the session once the wallet approved, or rejects with its refusal or on expiry. */
  approval: Promise<Session>
}

export type RequestParameters = {
  topic: string
  /** CAIP-2 chain of the request. */
  chainId: string
  request: { method: string; params?: unknown }
  /** Seconds the wallet has to answer (5 minutes to 7 days); 15 minutes by default. */
  expiry?: number | undefined
}

/** @internal A session as stored, with its symmetric key. */
export type StoredSession = Session & { symKey: string }

/** @internal */
export type ProposeParameters = {
  pairing: { topic: string; expiry: number }
  keyPair: KeyPair
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: Record<string, string> | undefined
}

/** @internal */
export type SendOptions = {
  timeout?: number
  publish?: PublishOptions
  id?: number
  expiredError?: () => Error
}
