import { proxy } from 'valtio/vanilla'
import type { ChainAdapter } from '../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Metadata } from '../controllers/options.js'
import { BaseError } from '../errors/base.js'
import { getErrorCode, RpcError } from '../errors/rpc.js'
import { cacaoSessions } from '../siwx/cacaoSessions.js'
import type { Cacao, SiwxMessageData, SiwxSession } from '../siwx/types.js'
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
type AuthenticateParameters = {
  chains: string[]
  domain: string
  nonce: string
  uri: string
  statement?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  methods?: string[] | undefined
  /** Seconds the pairing lives. */
  pairingExpiry?: number | undefined
}
type SignClient = {
  restore(): Promise<readonly Session[]>
  getSessions(): readonly Session[]
  connect(parameters: {
    optionalNamespaces?: Record<string, ProposalNamespace>
    /** Seconds the pairing lives. */
    expiry?: number
  }): Promise<{ uri: string; expiresAt: number; approval: Promise<Session> }>
  authenticate(parameters: AuthenticateParameters): Promise<{
    uri: string
    expiresAt: number
    response: Promise<{ cacaos: Cacao[]; session?: Session | undefined }>
  }>
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
  /** The text a wallet signs for a CACAO's payload. */
  formatAuthMessage(payload: Cacao['p']): string
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
  /** The active network, which a one-click sign-in asks for first. */
  activeNetwork?: (() => CaipNetworkId | undefined) | undefined
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
  /**
   * Sign-in, for one-click authentication: when it is on and every chain a pairing asks for is EVM, the wallet
   * connects and signs in with one approval (`wc_sessionAuthenticate`) and the sessions of its signed
   * authorisations are stored before the adapters connect.
   */
  signIn?:
    | {
        enabled(): boolean
        /** The sign-in's fields on `chainId` for an account not known yet (domain, uri, a fresh nonce…). */
        createRequest(chainId: CaipNetworkId): Promise<SiwxMessageData>
        /** Stores the sessions; throws when the provider refuses them. */
        setSessions(sessions: readonly SiwxSession[]): Promise<void>
      }
    | undefined
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
  let module: WalletConnectModule | undefined
  const getClient = () => {
    client ??= load()
      .then(async (loaded) => {
        module = loaded
        const created = loaded.createSignClient({
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
  /** The wallet answered; its sign-in is stored or the adapters connect. */
  const answered = () => state.status === 'authenticating' || state.status === 'connecting'

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

  /** The wallet's answer: a session, and with a one-click sign-in the CACAOs it signed. */
  async function onApproved({ session, cacaos = [] }: { session?: Session | undefined; cacaos?: Cacao[] }) {
    clearTimer()
    current = undefined
    state.status = cacaos.length ? 'authenticating' : 'connecting'
    state.uri = undefined
    state.expiresAt = undefined
    try {
      if (cacaos.length) {
        const chains = orderedChains('eip155')
        await deps.signIn?.setSessions(
          cacaoSessions({ cacaos, chains, format: (payload) => module?.formatAuthMessage(payload) ?? '' }),
        )
        state.status = 'connecting'
      }
      if (!session) throw new WalletConnectNoAccountsError()
      await useSession(session, state.wallet)
      state.status = 'idle'
      state.error = undefined
      const waiting = pending
      pending = undefined
      waiting?.resolve()
    } catch (error) {
      // The session is ended with the wallet (also when its sign-in could not be stored); the error is the view's.
      const resolved = await getClient().catch(() => undefined)
      if (session)
        await resolved
          ?.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected' } })
          .catch(() => undefined)
      fail('error', toError(error))
    }
  }

  /** `namespace`'s chains of the config, the active network first. */
  const orderedChains = (namespace: ChainNamespace): CaipNetworkId[] => {
    const chains = [...deps.chainsOf(namespace)]
    const active = deps.activeNetwork?.()
    return active && chains.includes(active)
      ? [active, ...chains.filter((chain) => chain !== active)]
      : chains
  }

  /**
   * A pairing that signs in as it connects, when sign-in is on and every chain asked for is EVM:
   * `wc_sessionAuthenticate` with the sign-in's fields on the config's EVM chains (the active one first) and
   * the EVM adapter's methods. A wallet without one-click sign-in takes the session proposal sent alongside.
   */
  async function oneClickPairing(resolved: SignClient, namespaces: Record<string, ProposalNamespace>) {
    const evm = namespaces.eip155
    const signIn = deps.signIn
    if (!signIn?.enabled() || !evm || Object.keys(namespaces).length !== 1) return undefined
    const chains = orderedChains('eip155').filter((chain) => evm.chains.includes(chain))
    const fields = await signIn.createRequest(chains[0] as CaipNetworkId)
    const created = await resolved.authenticate({
      chains,
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      statement: fields.statement,
      exp: fields.expirationTime,
      nbf: fields.notBefore,
      requestId: fields.requestId,
      resources: fields.resources && [...fields.resources],
      methods: evm.methods,
      pairingExpiry: PAIRING_EXPIRY_MS / 1000,
    })
    return { uri: created.uri, expiresAt: created.expiresAt, approval: created.response }
  }

  /** Creates a pairing and waits for its answer; renews it shortly before it expires. */
  async function pair(): Promise<void> {
    const id = ++generation
    clearTimer()
    if (!state.uri) state.status = 'loading'
    let created: {
      uri: string
      expiresAt: number
      approval: Promise<{ session?: Session | undefined; cacaos?: Cacao[] }>
    }
    try {
      const resolved = await getClient()
      const namespaces = proposal()
      created =
        (await oneClickPairing(resolved, namespaces)) ??
        (await resolved
          .connect({ optionalNamespaces: namespaces, expiry: PAIRING_EXPIRY_MS / 1000 })
          .then(({ uri, expiresAt, approval }) => ({
            uri,
            expiresAt,
            approval: approval.then((session) => ({ session })),
          })))
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
      (answer) => {
        // A wallet may answer an older URI that was still on its screen: any answer settles a pending connect.
        if (pending && !answered()) void onApproved(answer)
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
      if (pending && (live() || state.status === 'loading' || answered())) return pending.promise
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
      if (!answered()) {
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
