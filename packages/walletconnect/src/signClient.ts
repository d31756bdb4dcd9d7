import { type AuthenticateParameters, type AuthenticateReturnType, authenticate } from './authenticate.js'
import { deriveSymKey, generateKeyPair, generateSymKey, hashKey, type KeyPair } from './crypto.js'
import { openEnvelope, readEnvelopeHeader, sealEnvelope } from './envelope.js'
import {
  ProposalExpiredError,
  RelayError,
  RequestExpiredError,
  UnknownTopicError,
  WalletConnectError,
} from './errors.js'
import {
  createRpcId,
  isErrorResponse,
  isRequest,
  isResponse,
  type JsonRpcErrorObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
} from './jsonRpc.js'
import {
  ACTIVE_PAIRING_EXPIRY,
  DEFAULT_REQUEST_EXPIRY,
  PROPOSAL_EXPIRY,
  type PublishOptions,
  SESSION_EXTEND_EXPIRY,
  SIGN_METHODS,
  type SignMethod,
  UNSUPPORTED_METHOD,
} from './methods.js'
import { isSessionNamespaces, unmetRequirement } from './namespaces.js'
import { formatPairingUri } from './pairingUri.js'
import { generateClientKey } from './relayAuth.js'
import { createRelayClient, type RelayClient, type RelayMessage } from './relayClient.js'
import { createJsonStore, createMemoryStorage } from './storage.js'
import type {
  ConnectParameters,
  ConnectReturnType,
  Metadata,
  ProposalNamespaces,
  ProposeParameters,
  RequestParameters,
  SendOptions,
  Session,
  SignClientEvent,
  SignClientEvents,
  SignClientOptions,
  StoredSession,
} from './types.js'

/** The dapp side of WalletConnect v2 Sign. Create one with `createSignClient`. */
export type SignClient = {
  /** Loads persisted keys, pairings and sessions, drops expired ones; reconnects to the relay when a session exists. */
  restore(): Promise<readonly Session[]>
  /** The live sessions (expired ones are dropped first). */
  getSessions(): readonly Session[]
  /** Creates a pairing and a session proposal; `approval` settles when the wallet answers. */
  connect(parameters?: ConnectParameters): Promise<ConnectReturnType>
  /** Sends a JSON-RPC request to the wallet through a session; resolves with its result, rejects with its error. */
  request<result = unknown>(parameters: RequestParameters): Promise<result>
  /** Checks the wallet is online (30 s). */
  ping(parameters: { topic: string }): Promise<void>
  /** Asks the wallet to extend the session by 7 days from now. */
  extend(parameters: { topic: string }): Promise<void>
  /** Ends the session (6000 'User disconnected' unless another reason is given) and forgets it. */
  disconnect(parameters: { topic: string; reason?: { code: number; message: string } }): Promise<void>
  /** Listens to an event; returns the function that stops listening. */
  on<event extends SignClientEvent>(
    event: event,
    listener: (payload: SignClientEvents[event]) => void,
  ): () => void
  /** Closes the relay connection and stops every timer; the stored state stays for a later client. */
  destroy(): void
  /**
   * One-click sign-in (`wc_sessionAuthenticate`): a pairing URI whose wallet signs a CAIP-122 message (CACAO) for
   * each chain and, when `methods` are asked, opens a session at once. A wallet without it answers the session
   * proposal sent alongside. The CACAOs' signatures are the app's to verify (on its server).
   */
  authenticate(parameters: AuthenticateParameters): Promise<AuthenticateReturnType>
}

type StoredPairing = { topic: string; symKey: string; expiry: number; active: boolean }

type PendingRequest = {
  topic: string
  method: SignMethod
  resolve(result: unknown): void
  reject(error: Error): void
  timer?: ReturnType<typeof setTimeout>
}

type Proposal = {
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

type PendingSettlement = { proposal: Proposal; symKey: string; peerPublicKey: string }

const RESTORE_WAIT_MS = 3_000
const DISCONNECT_REASON = { code: 6000, message: 'User disconnected' }
// setTimeout holds at most a signed 32-bit number of ms.
const MAX_TIMEOUT = 2 ** 31 - 1

/** The peer's JSON-RPC error as a `WalletConnectError`, whatever shape it came in. */
function toWalletConnectError(error: { code?: unknown; message?: unknown; data?: unknown }) {
  return new WalletConnectError({
    code: typeof error.code === 'number' ? error.code : -32000,
    message:
      typeof error.message === 'string' && error.message
        ? error.message
        : 'The wallet answered with an error',
    ...(error.data === undefined ? {} : { data: error.data }),
  })
}

const publicSession = ({ symKey: _, ...session }: StoredSession): Session => structuredClone(session)

/**
 * Creates the dapp side of a WalletConnect v2 Sign client, written from the protocol specification: pairing
 * URIs, session proposals with CAIP-25 namespaces, requests, the wallet's events, updates, extensions, pings
 * and deletes, expiry, and persistence so that a reload restores the session without a new pairing.
 *
 * @example
 * const client = createSignClient({ relayUrl: 'ws://127.0.0.1:8787', metadata })
 * await client.restore()
 * const { uri, approval } = await client.connect({
 *   optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['accountsChanged'] } },
 * })
 * showQrCode(uri)
 * const session = await approval
 * const signature = await client.request({
 *   topic: session.topic,
 *   chainId: 'eip155:1',
 *   request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
 * })
 */
export function createSignClient(options: SignClientOptions): SignClient {
  const now = options.now ?? Date.now
  const nowSeconds = () => Math.floor(now() / 1000)
  const store = createJsonStore(options.storage ?? createMemoryStorage(), options.storageKey ?? 'portico.wc')
  const listeners = new Map<SignClientEvent, Set<(payload: never) => void>>()

  const sessions = new Map<string, StoredSession>()
  const pairings = new Map<string, StoredPairing>()
  const proposals = new Map<number, Proposal>()
  const settlements = new Map<string, PendingSettlement>() // session topic → proposal awaiting its settle
  const typeOne = new Map<string, KeyPair>() // topic → key pair that opens type 1 envelopes on it
  const requests = new Map<number, PendingRequest>()
  const expiryTimers = new Map<string, ReturnType<typeof setTimeout>>()
  let relayClient: RelayClient | undefined
  let loaded = false
  let destroyed = false

  function emit<event extends SignClientEvent>(event: event, payload: SignClientEvents[event]) {
    for (const listener of listeners.get(event) ?? []) {
      try {
        ;(listener as (payload: SignClientEvents[event]) => void)(payload)
      } catch {
        // A failing listener must not stop the others.
      }
    }
  }

  function clientKey(): string {
    let key = store.read<string>('clientKey')
    if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key)) {
      key = generateClientKey()
      store.write('clientKey', key)
    }
    return key
  }

  function relay(): RelayClient {
    if (destroyed) throw new RelayError({ code: -1, message: 'The Sign client was destroyed' })
    relayClient ??= createRelayClient({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      clientKey: clientKey(),
      WebSocket: options.WebSocket,
      now,
      onMessage: (message) => void receive(message),
    })
    return relayClient
  }

  // ---------- persistence ----------

  function persist() {
    store.write('sessions', [...sessions.values()])
    store.write(
      'pairings',
      [...pairings.values()].filter((pairing) => pairing.active),
    )
  }

  function load() {
    if (loaded) return
    loaded = true
    const storedSessions = store.read<StoredSession[]>('sessions')
    for (const session of Array.isArray(storedSessions) ? storedSessions : []) {
      if (session && typeof session.topic === 'string' && typeof session.symKey === 'string') {
        sessions.set(session.topic, session)
      }
    }
    const storedPairings = store.read<StoredPairing[]>('pairings')
    for (const pairing of Array.isArray(storedPairings) ? storedPairings : []) {
      if (pairing && typeof pairing.topic === 'string' && pairing.expiry > nowSeconds()) {
        pairings.set(pairing.topic, pairing)
      }
    }
  }

  /** Drops sessions past their expiry (emitting `session_expire`) and expired pairings. */
  function sweep() {
    load()
    let changed = false
    for (const session of [...sessions.values()]) {
      if (session.expiry > nowSeconds()) continue
      dropSession(session.topic, new WalletConnectError({ code: 8000, message: 'Session expired' }))
      emit('session_expire', { topic: session.topic })
      changed = true
    }
    for (const pairing of [...pairings.values()]) {
      if (pairing.expiry > nowSeconds()) continue
      pairings.delete(pairing.topic)
      void relayClient?.unsubscribe(pairing.topic)
      changed = true
    }
    if (changed) persist()
  }

  function watchExpiry(session: StoredSession) {
    clearTimeout(expiryTimers.get(session.topic))
    const delay = Math.min(MAX_TIMEOUT, Math.max(0, session.expiry * 1000 - now()))
    expiryTimers.set(
      session.topic,
      setTimeout(() => {
        expiryTimers.delete(session.topic)
        if (sessions.get(session.topic) !== session) return
        if (session.expiry * 1000 <= now()) sweep()
        else watchExpiry(session)
      }, delay),
    )
  }

  function dropSession(topic: string, reason: WalletConnectError) {
    sessions.delete(topic)
    clearTimeout(expiryTimers.get(topic))
    expiryTimers.delete(topic)
    void relayClient?.unsubscribe(topic)
    for (const [id, pending] of requests) {
      if (pending.topic !== topic) continue
      requests.delete(id)
      clearTimeout(pending.timer)
      pending.reject(reason)
    }
    persist()
  }

  function addSession(session: StoredSession) {
    sessions.set(session.topic, session)
    watchExpiry(session)
    persist()
  }

  // ---------- sending ----------

  const pairingKeys = new Map<string, string>() // pairing topic → symKey, for pairings not yet active

  function symKeyOf(topic: string): string | undefined {
    return (
      sessions.get(topic)?.symKey ??
      settlements.get(topic)?.symKey ??
      pairings.get(topic)?.symKey ??
      pairingKeys.get(topic)
    )
  }

  async function publish(
    topic: string,
    payload: JsonRpcRequest | JsonRpcResponse,
    publishOptions: PublishOptions,
  ) {
    const symKey = symKeyOf(topic)
    if (!symKey) throw new UnknownTopicError(topic)
    const message = sealEnvelope({ symKey, message: JSON.stringify(payload) })
    await relay().publish({ topic, message, ...publishOptions })
  }

  function send<result>(topic: string, method: SignMethod, params: unknown, sendOptions: SendOptions = {}) {
    const id = sendOptions.id ?? createRpcId()
    const publishOptions = sendOptions.publish ?? SIGN_METHODS[method].req
    return new Promise<result>((resolve, reject) => {
      const pending: PendingRequest = {
        method,
        topic,
        resolve: resolve as (result: unknown) => void,
        reject,
      }
      if (sendOptions.timeout !== undefined) {
        pending.timer = setTimeout(
          () => {
            requests.delete(id)
            reject(sendOptions.expiredError?.() ?? new RequestExpiredError())
          },
          Math.min(MAX_TIMEOUT, sendOptions.timeout * 1000),
        )
      }
      requests.set(id, pending)
      publish(topic, { id, jsonrpc: '2.0', method, params }, publishOptions).catch((error: Error) => {
        if (!requests.delete(id)) return
        clearTimeout(pending.timer)
        reject(error)
      })
    })
  }

  function respond(
    topic: string,
    request: JsonRpcRequest,
    answer: { result: unknown } | { error: JsonRpcErrorObject },
  ) {
    const known = SIGN_METHODS[request.method as SignMethod]
    const publishOptions = known ? known.res : UNSUPPORTED_METHOD
    void publish(
      topic,
      { id: request.id, jsonrpc: '2.0', ...answer } as JsonRpcResponse,
      publishOptions,
    ).catch(() => undefined)
  }

  // ---------- receiving ----------

  async function receive({ topic, message }: RelayMessage) {
    let payload: unknown
    try {
      const header = readEnvelopeHeader(message)
      let symKey: string | undefined
      if (header.type === 1) {
        const keyPair = typeOne.get(topic)
        if (!keyPair || !header.senderPublicKey) return
        symKey = deriveSymKey(keyPair.privateKey, header.senderPublicKey)
      } else symKey = symKeyOf(topic)
      if (!symKey) return
      payload = JSON.parse(openEnvelope({ symKey, encoded: message }))
    } catch {
      return // not for us, or tampered with
    }
    if (isResponse(payload)) return onResponse(topic, payload)
    if (isRequest(payload) && typeof payload.id === 'number') return onRequest(topic, payload)
  }

  function onResponse(topic: string, response: JsonRpcResponse) {
    const proposal = proposals.get(response.id)
    if (proposal && proposal.pairingTopic === topic) return onProposalResponse(proposal, response)
    const pending = requests.get(response.id)
    if (!pending) return
    requests.delete(response.id)
    clearTimeout(pending.timer)
    if (isErrorResponse(response)) pending.reject(toWalletConnectError(response.error))
    else pending.resolve(response.result)
  }

  async function onProposalResponse(proposal: Proposal, response: JsonRpcResponse) {
    if (isErrorResponse(response)) {
      endProposal(proposal)
      proposal.reject(toWalletConnectError(response.error))
      return
    }
    const result = response.result as { responderPublicKey?: unknown }
    if (
      typeof result?.responderPublicKey !== 'string' ||
      !/^[0-9a-f]{64}$/i.test(result.responderPublicKey)
    ) {
      endProposal(proposal)
      proposal.reject(
        new WalletConnectError({ code: 1005, message: 'The wallet answered without a public key' }),
      )
      return
    }
    const symKey = deriveSymKey(proposal.keyPair.privateKey, result.responderPublicKey)
    const sessionTopic = hashKey(symKey)
    settlements.set(sessionTopic, {
      proposal,
      symKey,
      peerPublicKey: result.responderPublicKey.toLowerCase(),
    })
    const pairingKey = pairingKeys.get(proposal.pairingTopic)
    if (pairingKey) {
      pairings.set(proposal.pairingTopic, {
        topic: proposal.pairingTopic,
        symKey: pairingKey,
        expiry: nowSeconds() + ACTIVE_PAIRING_EXPIRY,
        active: true,
      })
      persist()
    }
    await relay()
      .subscribe(sessionTopic)
      .catch(() => undefined)
  }

  function endProposal(proposal: Proposal) {
    clearTimeout(proposal.timer)
    proposals.delete(proposal.id)
    for (const [topic, settlement] of settlements)
      if (settlement.proposal === proposal) settlements.delete(topic)
    if (!pairings.get(proposal.pairingTopic)?.active) {
      pairingKeys.delete(proposal.pairingTopic)
      void relayClient?.unsubscribe(proposal.pairingTopic)
    }
  }

  function onRequest(topic: string, request: JsonRpcRequest) {
    const params = (request.params ?? {}) as Record<string, unknown>
    const ok = () => respond(topic, request, { result: true })
    const fail = (code: number, message: string) => respond(topic, request, { error: { code, message } })

    if (request.method === 'wc_sessionSettle') return onSettle(topic, request, params)
    if (request.method === 'wc_pairingPing') return pairings.has(topic) ? ok() : fail(7001, 'No such pairing')
    if (request.method === 'wc_pairingDelete') {
      if (!pairings.delete(topic)) return fail(7001, 'No such pairing')
      pairingKeys.delete(topic)
      ok()
      void relayClient?.unsubscribe(topic)
      return persist()
    }

    const session = sessions.get(topic)
    if (!session) {
      if (SIGN_METHODS[request.method as SignMethod]) return fail(7001, `No session for topic ${topic}`)
      return fail(-32601, `Unsupported method ${request.method}`)
    }
    switch (request.method) {
      case 'wc_sessionEvent': {
        const event = params.event as { name?: unknown; data?: unknown } | undefined
        if (typeof event?.name !== 'string' || typeof params.chainId !== 'string') {
          return fail(1002, 'Invalid event')
        }
        ok()
        return emit('session_event', {
          topic,
          params: { event: { name: event.name, data: event.data }, chainId: params.chainId },
        })
      }
      case 'wc_sessionUpdate': {
        if (!isSessionNamespaces(params.namespaces)) return fail(1003, 'Invalid update request')
        session.namespaces = params.namespaces
        persist()
        ok()
        return emit('session_update', { topic, params: { namespaces: structuredClone(params.namespaces) } })
      }
      case 'wc_sessionExtend': {
        // The expiry the wallet names (unix seconds, at most 7 days ahead); wallets that send none mean 7 days.
        const limit = nowSeconds() + SESSION_EXTEND_EXPIRY
        const expiry = params.expiry === undefined ? limit : params.expiry
        if (
          typeof expiry !== 'number' ||
          !Number.isInteger(expiry) ||
          expiry < session.expiry ||
          expiry > limit + 60
        ) {
          return fail(1004, 'Invalid extend request')
        }
        session.expiry = expiry
        persist()
        watchExpiry(session)
        ok()
        return emit('session_extend', { topic, params: { expiry } })
      }
      case 'wc_sessionPing':
        ok()
        return emit('session_ping', { topic })
      case 'wc_sessionDelete': {
        const code = typeof params.code === 'number' ? params.code : DISCONNECT_REASON.code
        const message = typeof params.message === 'string' ? params.message : DISCONNECT_REASON.message
        ok()
        dropSession(topic, new WalletConnectError({ code, message }))
        return emit('session_delete', { topic, params: { code, message } })
      }
      default:
        return fail(-32601, `Unsupported method ${request.method}`)
    }
  }

  function onSettle(topic: string, request: JsonRpcRequest, params: Record<string, unknown>) {
    const settlement = settlements.get(topic)
    if (!settlement) {
      // A repeated settle for a session already settled is answered again; anything else is unknown.
      if (sessions.has(topic)) return respond(topic, request, { result: true })
      return respond(topic, request, { error: { code: 7001, message: `No proposal for topic ${topic}` } })
    }
    const { proposal, symKey, peerPublicKey } = settlement
    const controller = params.controller as { publicKey?: unknown; metadata?: Metadata } | undefined
    const reject = (message: string) => {
      respond(topic, request, { error: { code: 1005, message } })
      endProposal(proposal)
      void relayClient?.unsubscribe(topic)
      proposal.reject(new WalletConnectError({ code: 7000, message }))
    }
    if (!isSessionNamespaces(params.namespaces)) return reject('Invalid session namespaces')
    if (typeof params.expiry !== 'number' || params.expiry <= nowSeconds())
      return reject('Invalid session expiry')
    if (typeof controller?.publicKey !== 'string' || controller.publicKey.toLowerCase() !== peerPublicKey) {
      return reject('The controller is not the wallet that answered the proposal')
    }
    const unmet = unmetRequirement(proposal.required, params.namespaces)
    if (unmet) return reject(unmet)
    const metadata = controller.metadata ?? { name: '', description: '', url: '', icons: [] }
    const session: StoredSession = {
      topic,
      symKey,
      namespaces: params.namespaces,
      expiry: params.expiry,
      peer: {
        publicKey: peerPublicKey,
        metadata: {
          name: String(metadata.name ?? ''),
          description: String(metadata.description ?? ''),
          url: String(metadata.url ?? ''),
          icons: Array.isArray(metadata.icons) ? metadata.icons.map(String) : [],
        },
      },
      pairingTopic: proposal.pairingTopic,
    }
    const properties = params.sessionProperties ?? proposal.sessionProperties
    if (properties && typeof properties === 'object')
      session.sessionProperties = properties as Record<string, string>
    settlements.delete(topic)
    clearTimeout(proposal.timer)
    proposals.delete(proposal.id)
    addSession(session)
    respond(topic, request, { result: true })
    proposal.resolve(publicSession(session))
  }

  // ---------- the client ----------

  async function createPairing(methods?: string[], lifetime = PROPOSAL_EXPIRY) {
    if (!(Number.isInteger(lifetime) && lifetime >= 60 && lifetime <= PROPOSAL_EXPIRY))
      throw new RangeError(`A pairing lives whole seconds from 60 to ${PROPOSAL_EXPIRY}`)
    const symKey = generateSymKey()
    const topic = hashKey(symKey)
    const expiry = nowSeconds() + lifetime
    pairingKeys.set(topic, symKey)
    const client = relay()
    try {
      await client.ready()
      await client.subscribe(topic)
    } catch (error) {
      pairingKeys.delete(topic)
      void client.unsubscribe(topic)
      throw error
    }
    const uri = formatPairingUri({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: expiry,
      ...(methods ? { methods } : {}),
    })
    return { topic, uri, expiry }
  }

  function session(topic: string): StoredSession {
    sweep()
    const found = sessions.get(topic)
    if (!found) throw new UnknownTopicError(topic)
    return found
  }

  /** Publishes a session proposal on `pairing`; `approval` settles with the wallet's answer or on expiry. */
  async function propose({
    pairing,
    keyPair,
    requiredNamespaces,
    optionalNamespaces,
    sessionProperties,
  }: ProposeParameters): Promise<{ id: number; approval: Promise<Session> }> {
    const id = createRpcId()
    const params = {
      requiredNamespaces,
      optionalNamespaces,
      relays: [{ protocol: 'irn' }],
      proposer: { publicKey: keyPair.publicKey, metadata: options.metadata },
      expiryTimestamp: pairing.expiry,
      pairingTopic: pairing.topic,
      ...(sessionProperties ? { sessionProperties } : {}),
    }
    let resolve!: (session: Session) => void
    let reject!: (error: Error) => void
    const approval = new Promise<Session>((res, rej) => {
      resolve = res
      reject = rej
    })
    // A caller that only shows the URI must not see an unhandled rejection when it expires.
    approval.catch(() => undefined)
    const proposal: Proposal = {
      id,
      keyPair,
      pairingTopic: pairing.topic,
      required: requiredNamespaces,
      sessionProperties,
      expiry: pairing.expiry,
      resolve,
      reject,
    }
    // Checked at least every second, so a clock moved forward (tests, a device waking up) is noticed soon.
    const check = () => {
      if (!proposals.has(id)) return
      const remaining = pairing.expiry * 1000 - now()
      if (remaining > 0) {
        proposal.timer = setTimeout(check, Math.min(remaining, 1_000))
        return
      }
      endProposal(proposal)
      reject(new ProposalExpiredError())
    }
    proposals.set(id, proposal)
    check()
    try {
      await publish(
        pairing.topic,
        { id, jsonrpc: '2.0', method: 'wc_sessionPropose', params },
        SIGN_METHODS.wc_sessionPropose.req,
      )
    } catch (error) {
      endProposal(proposal)
      throw error
    }
    return { id, approval }
  }

  const client: SignClient = {
    async restore() {
      sweep()
      for (const stored of sessions.values()) watchExpiry(stored)
      if (sessions.size > 0) {
        const relayed = relay()
        const subscribed = Promise.all(
          [...sessions.keys(), ...pairings.keys()].map((topic) => relayed.subscribe(topic)),
        ).catch(() => undefined)
        // Waits a little for the subscriptions, never for a relay that is down: they complete when it is back.
        await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))])
      }
      return client.getSessions()
    },

    getSessions() {
      sweep()
      return [...sessions.values()].map(publicSession)
    },

    async connect({ requiredNamespaces = {}, optionalNamespaces = {}, sessionProperties, expiry } = {}) {
      sweep()
      const pairing = await createPairing(undefined, expiry)
      const { approval } = await propose({
        pairing,
        keyPair: generateKeyPair(),
        requiredNamespaces,
        optionalNamespaces,
        sessionProperties,
      })
      return { uri: pairing.uri, expiresAt: pairing.expiry * 1000, approval }
    },

    authenticate(parameters) {
      sweep()
      return authenticate(
        {
          metadata: options.metadata,
          now,
          createPairing,
          propose,
          send,
          cancelProposal: (id) => {
            const proposal = proposals.get(id)
            if (proposal) endProposal(proposal)
          },
          cancelRequest: (id) => {
            const pending = requests.get(id)
            requests.delete(id)
            clearTimeout(pending?.timer)
          },
          listenTypeOne: (topic, keyPair) => {
            typeOne.set(topic, keyPair)
            void relay()
              .subscribe(topic)
              .catch(() => undefined)
          },
          stopTypeOne: (topic) => {
            typeOne.delete(topic)
            void relayClient?.unsubscribe(topic)
          },
          addSession: (stored) => {
            addSession(stored)
            void relay()
              .subscribe(stored.topic)
              .catch(() => undefined)
            return publicSession(stored)
          },
        },
        parameters,
      )
    },

    async request<result>({ topic, chainId, request, expiry = DEFAULT_REQUEST_EXPIRY }: RequestParameters) {
      session(topic)
      const seconds = Math.min(Math.max(expiry, 300), SESSION_EXTEND_EXPIRY)
      const params = {
        request: { ...request, expiryTimestamp: nowSeconds() + seconds },
        chainId,
      }
      return send<result>(topic, 'wc_sessionRequest', params, {
        timeout: seconds,
        publish: {
          ...SIGN_METHODS.wc_sessionRequest.req,
          ttl: Math.max(seconds, SIGN_METHODS.wc_sessionRequest.req.ttl),
        },
      })
    },

    async ping({ topic }) {
      session(topic)
      await send(topic, 'wc_sessionPing', {}, { timeout: SIGN_METHODS.wc_sessionPing.req.ttl })
    },

    async extend({ topic }) {
      const found = session(topic)
      const expiry = nowSeconds() + SESSION_EXTEND_EXPIRY
      await send(topic, 'wc_sessionExtend', { expiry }, { timeout: 60 })
      if (sessions.get(topic) !== found) return
      found.expiry = expiry
      persist()
      watchExpiry(found)
      emit('session_extend', { topic, params: { expiry } })
    },

    async disconnect({ topic, reason = DISCONNECT_REASON }) {
      load()
      if (!sessions.has(topic)) return
      const sent = publish(
        topic,
        { id: createRpcId(), jsonrpc: '2.0', method: 'wc_sessionDelete', params: reason },
        SIGN_METHODS.wc_sessionDelete.req,
      )
      // Sealed already: the session is gone here whatever the relay does; the wallet learns of it when the
      // message lands (waiting at most 5 s for the relay's acknowledgement).
      dropSession(topic, new WalletConnectError(reason))
      await Promise.race([sent.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))])
    },

    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => void set.delete(listener as (payload: never) => void)
    },

    destroy() {
      destroyed = true
      for (const timer of expiryTimers.values()) clearTimeout(timer)
      expiryTimers.clear()
      for (const proposal of proposals.values()) clearTimeout(proposal.timer)
      proposals.clear()
      for (const pending of requests.values()) clearTimeout(pending.timer)
      requests.clear()
      relayClient?.close()
      relayClient = undefined
      listeners.clear()
    },
  }
  return client
}
