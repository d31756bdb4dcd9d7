import type { KeyPair } from '../crypto.js'
import { RelayError } from '../errors.js'
import type { SignMethod } from '../methods.js'
import { generateClientKey } from '../relayAuth.js'
import { createRelayClient, type RelayClient, type RelayMessage } from '../relayClient.js'
import { createJsonStore, createMemoryStorage } from '../storage.js'
import type {
  ProposalNamespaces,
  Session,
  SignClientEvent,
  SignClientEvents,
  SignClientOptions,
  StoredSession,
} from '../types.js'

export type StoredPairing = { topic: string; symKey: string; expiry: number; active: boolean }

export type PendingRequest = {
  topic: string
  method: SignMethod
  resolve(result: unknown): void
  reject(error: Error): void
  /** Cancels the answer's time limit (which counts only while the page is visible). */
  cancelTimer?: () => void
}

export type Proposal = {
  id: number
  keyPair: KeyPair
  pairingTopic: string
  required: ProposalNamespaces
  sessionProperties?: Record<string, string> | undefined
  expiry: number
  resolve(session: Session): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

/** A proposal the wallet answered, waiting for its `wc_sessionSettle` on the new session topic. */
export type PendingSettlement = { proposal: Proposal; symKey: string; peerPublicKey: string }

/** The reason a session ends with when none is given. */
export const DISCONNECT_REASON = { code: 6000, message: 'User disconnected' }
/** setTimeout holds at most a signed 32-bit number of ms. */
export const MAX_TIMEOUT = 2 ** 31 - 1

/** @internal The state one Sign client's steps share: its clock, storage, keys, pairings, sessions, requests. */
export type SignClientContext = {
  options: SignClientOptions
  now(): number
  nowSeconds(): number
  store: ReturnType<typeof createJsonStore>
  listeners: Map<SignClientEvent, Set<(payload: never) => void>>
  /** topic → session */
  sessions: Map<string, StoredSession>
  /** topic → pairing the wallet has answered on (persisted) */
  pairings: Map<string, StoredPairing>
  /** pairing topic → symKey, for pairings not yet active */
  pairingKeys: Map<string, string>
  /** JSON-RPC id → session proposal awaiting the wallet */
  proposals: Map<number, Proposal>
  /** session topic → proposal awaiting its settle */
  settlements: Map<string, PendingSettlement>
  /** topic → key pair that opens type 1 envelopes on it */
  typeOne: Map<string, KeyPair>
  /** JSON-RPC id → request awaiting the wallet's answer */
  requests: Map<number, PendingRequest>
  /** session topic → timer that drops it when it expires */
  expiryTimers: Map<string, ReturnType<typeof setTimeout>>
  relayClient: RelayClient | undefined
  /** The stored sessions and pairings were read. */
  loaded: boolean
  destroyed: boolean
  emit<event extends SignClientEvent>(event: event, payload: SignClientEvents[event]): void
  /** The relay connection, opened on first use. */
  relay(): RelayClient
}

/** A fresh context; `receive` is handed every message the relay delivers. */
export function createSignClientContext(
  options: SignClientOptions,
  receive: (context: SignClientContext, message: RelayMessage) => Promise<void>,
): SignClientContext {
  const now = options.now ?? Date.now
  const store = createJsonStore(options.storage ?? createMemoryStorage(), options.storageKey ?? 'portico.wc')

  function clientKey(): string {
    let key = store.read<string>('clientKey')
    if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key)) {
      key = generateClientKey()
      store.write('clientKey', key)
    }
    return key
  }

  const context: SignClientContext = {
    options,
    now,
    nowSeconds: () => Math.floor(now() / 1000),
    store,
    listeners: new Map(),
    sessions: new Map(),
    pairings: new Map(),
    pairingKeys: new Map(),
    proposals: new Map(),
    settlements: new Map(),
    typeOne: new Map(),
    requests: new Map(),
    expiryTimers: new Map(),
    relayClient: undefined,
    loaded: false,
    destroyed: false,
    emit(event, payload) {
      for (const listener of context.listeners.get(event) ?? []) {
        try {
          ;(listener as (payload: SignClientEvents[typeof event]) => void)(payload)
        } catch {
          // A failing listener must not stop the others.
        }
      }
    },
    relay() {
      if (context.destroyed) throw new RelayError({ code: -1, message: 'The Sign client was destroyed' })
      context.relayClient ??= createRelayClient({
        relayUrl: options.relayUrl,
        projectId: options.projectId,
        clientKey: clientKey(),
        WebSocket: options.WebSocket,
        now,
        onMessage: (message) => void receive(context, message),
        onStatus: (connected) => context.emit('relay_status', { connected }),
      })
      return context.relayClient
    },
  }
  return context
}

/** A session as the app sees it: a copy, without its key. */
export const publicSession = ({ symKey: _, ...session }: StoredSession): Session => structuredClone(session)
