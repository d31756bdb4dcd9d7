import { proxy } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Metadata } from '../controllers/options.js'
import { BaseError } from '../errors/base.js'
import { getErrorCode, RpcError } from '../errors/rpc.js'
import type { StorageBackend } from '../storage/types.js'
import type { WalletConnectNamespaceSession, WalletConnectPeer, WalletConnectSessionEvent } from './types.js'

/** A pairing lives 4 minutes, and counts as expired when 10 s or less remain: a fresh URI replaces it then. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
export const PAIRING_EXPIRED_MARGIN_MS = 10_000
/** After a pairing could not be renewed, the next try waits 1 s. */
export const PAIRING_RETRY_MS = 1_000

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
 * - `loading`: the client loads or a URI is being created.
 * - `waiting`: the URI is ready; the wallet has not answered.
 * - `connecting`: the wallet approved; the adapters connect.
 * - `declined`: the wallet rejected the proposal.
 * - `error`: anything else failed (`error` says what).
 */
export type WalletConnectStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'declined' | 'error'

export type WalletConnectState = {
  status: WalletConnectStatus
  /** The `wc:` pairing URI for the QR code, the copy link and deep links. */
  uri: string | undefined
  /** When the pairing expires (ms). */
  expiresAt: number | undefined
  wallet: WalletConnectWallet | undefined
  error: BaseError | undefined
}

export type WalletConnectOptions = {
  /** The relay: `ws://`/`wss://` (the self-hosted `@portico/relay`, or the public network's). */
  relayUrl: string
  /** Sent to the relay; defaults to the config's `projectId` (the public network needs its own). */
  projectId?: string | undefined
  /** What the wallet shows of the app; defaults to the config's `metadata`. */
  metadata?: Metadata | undefined
}

// The parts of `@portico/walletconnect` core uses (its package is loaded only when WalletConnect is used).
type ProposalNamespace = { chains: string[]; methods: string[]; events: string[] }
type SessionNamespace = { accounts: string[]; chains?: string[]; methods: string[]; events: string[] }
type Session = {
  topic: string
  namespaces: Record<string, SessionNamespace>
  expiry: number
  peer: { metadata: { name: string; description?: string; url?: string; icons?: readonly string[] } }
}
type Listener = (payload: { topic: string; params?: unknown }) => void
type SignClient = {
  restore(): Promise<readonly Session[]>
  getSessions(): readonly Session[]
  connect(parameters: {
    optionalNamespaces?: Record<string, ProposalNamespace>
    /** Seconds the pairing lives. */
    expiry?: number
  }): Promise<{ uri: string; expiresAt: number; approval: Promise<Session> }>
  request<result>(parameters: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
  }): Promise<result>
  disconnect(parameters: { topic: string; reason?: { code: number; message: string } }): Promise<void>
  on(event: string, listener: Listener): () => void
  destroy(): void
}
export type WalletConnectModule = {
  createSignClient(options: {
    relayUrl: string
    projectId?: string | undefined
    metadata: Metadata
    storage?: StorageBackend | undefined
    storageKey?: string | undefined
    now?: (() => number) | undefined
  }): SignClient
}

/** The pairing could not be created or renewed (relay unreachable, refused...). */
export class WalletConnectPairingError extends BaseError {
  override name = 'WalletConnectPairingError'
  constructor(parameters: { cause?: unknown } = {}) {
    super('Connection failed', parameters)
  }
}

/** The wallet approved a session this app can use on none of its namespaces. */
export class WalletConnectNoAccountsError extends BaseError {
  override name = 'WalletConnectNoAccountsError'
  constructor() {
    super('The wallet shared no account on the networks this app uses')
  }
}

export type WalletConnectControllerDependencies = {
  options: WalletConnectOptions & { metadata: Metadata }
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** The config's networks per namespace (the chains a proposal asks for). */
  chainsOf(namespace: ChainNamespace): readonly CaipNetworkId[]
  /** The namespace whose network is active, which leads when a session covers several. */
  activeNamespace(): ChainNamespace | undefined
  /** Connects one namespace through its share of the session. */
  connectNamespace(parameters: {
    namespace: ChainNamespace
    session: WalletConnectNamespaceSession
    activate: boolean
    wallet: WalletConnectWallet | undefined
  }): Promise<void>
  storage: StorageBackend
  storageKey: string
  now: () => number
  load?: (() => Promise<WalletConnectModule>) | undefined
}

const toError = (error: unknown): BaseError => {
  const code = getErrorCode(error)
  if (code !== undefined)
    return new RpcError({ code, message: (error as { message?: string }).message }, { cause: error })
  return error instanceof BaseError ? error : new WalletConnectPairingError({ cause: error })
}

/**
 * WalletConnect for one config: the shared Sign client (loaded on first use), the pairing a view shows as a
 * QR code (renewed before it expires), and each namespace's share of the approved session for its adapter.
 */
export function createWalletConnectController(deps: WalletConnectControllerDependencies) {
  const { options, adapters, now } = deps
  const load = deps.load ?? (() => import('@portico/walletconnect') as Promise<WalletConnectModule>)
  const state = proxy<WalletConnectState>({
    status: 'idle',
    uri: undefined,
    expiresAt: undefined,
    wallet: undefined,
    error: undefined,
  })

  let client: Promise<SignClient> | undefined
  const getClient = () => {
    client ??= load()
      .then(async ({ createSignClient }) => {
        const created = createSignClient({
          relayUrl: options.relayUrl,
          projectId: options.projectId,
          metadata: options.metadata,
          storage: deps.storage,
          storageKey: `${deps.storageKey}.wc`,
          now,
        })
        await created.restore()
        return created
      })
      .catch((error) => {
        client = undefined // the next try loads again
        throw error
      })
    return client
  }

  /** The namespaces this app asks for: every adapter that supports WalletConnect, with its networks. */
  const proposal = () => {
    const namespaces: Record<string, ProposalNamespace> = {}
    for (const [namespace, adapter] of adapters) {
      const requirements = adapter.walletConnect
      const chains = deps.chainsOf(namespace)
      if (!requirements || chains.length === 0) continue
      namespaces[namespace] = {
        chains: [...chains],
        methods: [...requirements.methods],
        events: [...requirements.events],
      }
    }
    return namespaces
  }

  // One pending `connect()` at a time; every pairing made for it settles it.
  let pending: { resolve(): void; reject(error: unknown): void; promise: Promise<void> } | undefined
  let generation = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: { uri: string; expiresAt: number } | undefined
  let activeTopic: string | undefined

  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const live = () => current !== undefined && current.expiresAt - now() > PAIRING_EXPIRED_MARGIN_MS

  const fail = (status: 'declined' | 'error', error: BaseError) => {
    clearTimer()
    current = undefined
    state.uri = undefined
    state.expiresAt = undefined
    state.status = status
    state.error = error
    const waiting = pending
    pending = undefined
    waiting?.reject(error)
  }

  async function onApproved(session: Session) {
    clearTimer()
    current = undefined
    state.status = 'connecting'
    state.uri = undefined
    state.expiresAt = undefined
    try {
      await useSession(session, state.wallet)
      state.status = 'idle'
      state.error = undefined
      const waiting = pending
      pending = undefined
      waiting?.resolve()
    } catch (error) {
      const resolved = await getClient().catch(() => undefined)
      await resolved
        ?.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected' } })
        .catch(() => undefined)
      fail('error', toError(error))
    }
  }

  /** Creates a pairing and waits for its answer; renews it shortly before it expires. */
  async function pair(): Promise<void> {
    const id = ++generation
    clearTimer()
    if (!state.uri) state.status = 'loading'
    let created: Awaited<ReturnType<SignClient['connect']>>
    try {
      created = await (await getClient()).connect({
        optionalNamespaces: proposal(),
        expiry: PAIRING_EXPIRY_MS / 1000,
      })
    } catch (error) {
      if (id !== generation || !pending) return
      // A renewal that failed tries again after a second; a first pairing that failed shows its error.
      if (state.uri) timer = setTimeout(() => void pair(), PAIRING_RETRY_MS)
      else fail('error', toError(error))
      return
    }
    if (id !== generation || !pending) return
    current = { uri: created.uri, expiresAt: created.expiresAt }
    state.uri = created.uri
    state.expiresAt = created.expiresAt
    state.status = 'waiting'
    state.error = undefined
    const renewIn = Math.max(0, created.expiresAt - now() - PAIRING_EXPIRED_MARGIN_MS)
    timer = setTimeout(() => void pair(), renewIn)
    created.approval.then(
      (session) => {
        // A wallet may answer an older URI that was still on its screen: any answer settles a pending connect.
        if (pending && state.status !== 'connecting') void onApproved(session)
      },
      (error) => {
        if (id !== generation || !pending) return
        const code = getErrorCode(error)
        if (code === 5000 || code === 4001) fail('declined', toError(error))
        // The proposal expired or the relay dropped it: the renewal timer makes a new one.
        else if (live()) fail('error', toError(error))
      },
    )
  }

  /** Each adapter's share of `session`; the active namespace (or the first) leads. */
  async function useSession(session: Session, wallet: WalletConnectWallet | undefined) {
    const resolved = await getClient()
    const namespaces = [...adapters.keys()].filter(
      (namespace) => adapters.get(namespace)?.walletConnect && session.namespaces[namespace]?.accounts.length,
    )
    if (namespaces.length === 0) throw new WalletConnectNoAccountsError()
    const active = deps.activeNamespace()
    const leader = active && namespaces.includes(active) ? active : namespaces[0]
    activeTopic = session.topic
    const results = await Promise.allSettled(
      namespaces.map((namespace) =>
        deps.connectNamespace({
          namespace,
          session: namespaceSession(resolved, session, namespace),
          activate: namespace === leader,
          wallet,
        }),
      ),
    )
    const leading = results[namespaces.indexOf(leader as ChainNamespace)]
    if (leading?.status === 'rejected') throw leading.reason
  }

  return {
    state,

    /**
     * Starts pairing (loading the client on first use), or keeps the current URI while it is live. Resolves
     * once a wallet approved and the adapters connected; rejects when the wallet declined or pairing failed.
     */
    connect({ wallet }: { wallet?: WalletConnectWallet | undefined } = {}): Promise<void> {
      state.wallet = wallet
      if (pending && (live() || state.status === 'loading' || state.status === 'connecting'))
        return pending.promise
      let resolve!: () => void
      let reject!: (error: unknown) => void
      const promise = new Promise<void>((res, rej) => {
        resolve = res
        reject = rej
      })
      // A caller that does not wait for the outcome (a view that follows `state`) must not see an unhandled rejection.
      promise.catch(() => undefined)
      pending = { resolve, reject, promise }
      state.error = undefined
      if (live()) state.status = 'waiting'
      else void pair()
      return promise
    },

    /** Stops waiting (the user left the view). A later `connect()` starts a fresh pairing. */
    cancel(): void {
      generation++
      clearTimer()
      current = undefined
      const waiting = pending
      pending = undefined
      if (state.status !== 'connecting') {
        state.status = 'idle'
        state.uri = undefined
        state.expiresAt = undefined
        state.error = undefined
      }
      waiting?.reject(new WalletConnectPairingError({ cause: new Error('cancelled') }))
    },

    /**
     * The stored session's share for `namespace`, for restoring a connection after a reload (loads the
     * client); `undefined` when no live session covers it.
     */
    async restore(namespace: ChainNamespace): Promise<WalletConnectNamespaceSession | undefined> {
      const resolved = await getClient()
      const session = resolved
        .getSessions()
        .find(
          (candidate) => candidate.namespaces[namespace]?.accounts.length && candidate.expiry * 1000 > now(),
        )
      if (!session) return undefined
      activeTopic = session.topic
      return namespaceSession(resolved, session, namespace)
    },

    /** Ends the session with the wallet (on disconnect) and resets the pairing state. */
    async disconnect(): Promise<void> {
      const topic = activeTopic
      activeTopic = undefined
      generation++
      clearTimer()
      current = undefined
      pending = undefined
      Object.assign(state, { status: 'idle', uri: undefined, expiresAt: undefined, error: undefined })
      if (!topic || !client) return
      const resolved = await client.catch(() => undefined)
      await resolved
        ?.disconnect({ topic, reason: { code: 6000, message: 'User disconnected' } })
        .catch(() => undefined)
    },

    destroy() {
      generation++
      clearTimer()
      void client?.then((resolved) => resolved.destroy()).catch(() => undefined)
    },
  }
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>

/** The CAIP-2 chain of a CAIP-10 account. */
const chainOfAccount = (account: string) => account.split(':').slice(0, 2).join(':') as CaipNetworkId

function peerOf(session: Session): WalletConnectPeer {
  const { metadata } = session.peer
  return { name: metadata.name, icon: metadata.icons?.[0], url: metadata.url }
}

/** `namespace`'s share of a session: its accounts, chains and methods, requests and events. */
function namespaceSession(
  client: SignClient,
  initial: Session,
  namespace: ChainNamespace,
): WalletConnectNamespaceSession {
  const { topic } = initial
  const latest = () => client.getSessions().find((session) => session.topic === topic)
  const namespaceOf = () => (latest() ?? initial).namespaces[namespace]
  const getAccounts = () => namespaceOf()?.accounts ?? []
  const getChains = () => {
    const entry = namespaceOf()
    const chains = entry?.chains?.length ? entry.chains : getAccounts().map(chainOfAccount)
    return [...new Set(chains)] as CaipNetworkId[]
  }
  return {
    namespace,
    peer: peerOf(initial),
    getAccounts,
    getChains,
    getMethods: () => namespaceOf()?.methods ?? [],
    request: ({ chainId, method, params }) =>
      client.request({ topic, chainId, request: params === undefined ? { method } : { method, params } }),
    subscribe(listener: (event: WalletConnectSessionEvent) => void) {
      const offs = [
        client.on('session_event', ({ topic: from, params }) => {
          if (from !== topic) return
          const { event, chainId } = params as { event: { name: string; data: unknown }; chainId: string }
          if (!chainId?.startsWith(`${namespace}:`)) return
          if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
            const accounts = event.data.map((account: unknown) =>
              String(account).split(':').length === 3 ? String(account) : `${chainId}:${String(account)}`,
            )
            listener({ type: 'accountsChanged', accounts })
          } else if (event.name === 'chainChanged') {
            const raw = String(event.data)
            const next = (
              raw.includes(':') ? raw : `${namespace}:${raw.startsWith('0x') ? Number(raw) : raw}`
            ) as CaipNetworkId
            listener({ type: 'chainChanged', chainId: next })
          }
        }),
        client.on('session_update', ({ topic: from }) => {
          if (from !== topic) return
          const accounts = getAccounts()
          listener(accounts.length ? { type: 'accountsChanged', accounts } : { type: 'deleted' })
        }),
        client.on('session_delete', ({ topic: from }) => {
          if (from === topic) listener({ type: 'deleted' })
        }),
        client.on('session_expire', ({ topic: from }) => {
          if (from === topic) listener({ type: 'deleted' })
        }),
      ]
      return () => {
        for (const off of offs) off()
      }
    },
  }
}
