import {
  type AccountController,
  type CaipAddress,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  type EventBus,
  isUnsupportedNetwork,
  type NetworkController,
  type ToastController,
} from '@portico/core'
import { ref, subscribe } from 'valtio/vanilla'
import { createSignInRequest } from './createSignInRequest.js'
import {
  SiwxInitializeError,
  SiwxNoAddressError,
  SiwxNoClientError,
  SiwxNoNetworkError,
  SiwxNotEnabledError,
  SiwxSignatureDeclinedError,
  SiwxSmartAccountError,
} from './errors.js'
import type {
  SiwxConfig,
  SiwxFailure,
  SiwxMessageData,
  SiwxSession,
  SiwxSignInReturnType,
  SiwxState,
} from './types.js'

export type SiwxControllerDependencies = {
  siwx: SiwxConfig | undefined
  /** The state the plug-in made at setup (the views follow it before this code loads). */
  state: SiwxState
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  account: AccountController
  network: NetworkController
  events: EventBus
  toasts: ToastController
  /** Disconnects the wallet (every namespace). */
  disconnect: () => Promise<void>
  now: () => number
}

// setTimeout's longest delay; a later expiry is looked at again then.
const MAX_DELAY = 2_147_483_647

/**
 * Sign-in with a wallet for one config. It follows the active account: after a connect, an account or network
 * change, or a restore on reload, a supported network with no live session for the address becomes `needed`
 * (a UI then opens its sign-message view); a live session, `signedIn` with no prompt. It opens no view itself.
 */
export function createSiwxController(deps: SiwxControllerDependencies) {
  const { siwx, adapters, account, network, events, toasts, disconnect, now } = deps
  const { state } = deps
  // Each change of account starts a new generation: answers for an older one are dropped.
  let generation = 0
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let current: CaipAddress | undefined
  // Sessions a one-click sign-in just stored (as the provider keeps them): the account they are for is signed in
  // as it connects, without another check (no `checking`, so no view opens for it). Used by the next account.
  let fresh: SiwxSession[] = []

  const isRequired = () => siwx?.getRequired?.() ?? false
  const live = (sessions: readonly SiwxSession[]) =>
    sessions.filter((session) => {
      const expiry = session.data.expirationTime
      return expiry === undefined || Date.parse(expiry) > now()
    })

  const activeCaipAddress = (): CaipAddress | undefined => {
    const namespace = network.state.activeChain
    if (!namespace) return undefined
    const active = account.get(namespace)
    return active.status === 'connected' ? active.caipAddress : undefined
  }

  const eventProperties = (caipAddress: CaipAddress | undefined, failure?: SiwxFailure) => {
    const namespace = caipAddress?.split(':')[0] as ChainNamespace | undefined
    return {
      network: caipAddress?.split(':').slice(0, 2).join(':'),
      isSmartAccount: namespace ? account.get(namespace).preferredAccountType === 'smartAccount' : false,
      ...(failure && { failure }),
    }
  }

  const setSignedIn = (session: SiwxSession) => {
    state.session = session
    state.status = 'signedIn'
    state.failure = undefined
    state.error = undefined
    clearTimeout(expiryTimer)
    const expiry = session.data.expirationTime && Date.parse(session.data.expirationTime)
    // An expired session asks again: the account is looked at anew when it ends.
    if (expiry) expiryTimer = setTimeout(() => follow(true), Math.min(MAX_DELAY, Math.max(0, expiry - now())))
  }

  /** Looks for a live session of the active account; `needed` when there is none. */
  async function check(caipAddress: CaipAddress, ofGeneration: number): Promise<void> {
    if (!siwx) return
    const active = network.state.caipNetwork
    const [namespace, reference, address] = caipAddress.split(':') as [ChainNamespace, string, string]
    const chainId = `${namespace}:${reference}` as CaipNetworkId
    if (!active || isUnsupportedNetwork(active) || !network.isSupported(active.caipNetworkId)) {
      state.status = 'idle'
      return
    }
    try {
      const [session] = live(await siwx.getSessions(chainId, address))
      if (ofGeneration !== generation) return
      if (session) setSignedIn(session)
      else state.status = 'needed'
    } catch (cause) {
      if (ofGeneration !== generation) return
      // The check itself failed (e.g. the sign-in server is down): the wallet is disconnected.
      state.status = 'error'
      state.failure = 'initialize'
      state.error = ref(new SiwxInitializeError({ cause }))
      events.emit('SIWX_AUTH_ERROR', eventProperties(caipAddress, 'initialize'))
      toasts.error('siwxInitializeFailed')
      // A failed disconnect is tracked as DISCONNECT_ERROR by the connection controller.
      await disconnect().catch(() => undefined)
    }
  }

  /** The live session a one-click sign-in just stored for `caipAddress`; the others are forgotten. */
  function takeFresh(caipAddress: CaipAddress): SiwxSession | undefined {
    const found = freshFor(caipAddress)
    fresh = []
    return found
  }
  const freshFor = (caipAddress: CaipAddress) =>
    live(fresh).find(
      (session) =>
        `${session.data.chainId}:${session.data.accountAddress}`.toLowerCase() === caipAddress.toLowerCase(),
    )

  /** Follows the active account; `force` looks again at the same one (its session expired, sessions were set). */
  function follow(force = false): void {
    const next = activeCaipAddress()
    if (next === current && !force) return
    const previous = current
    current = next
    generation++
    clearTimeout(expiryTimer)
    if (previous && !next && siwx?.signOutOnDisconnect) {
      const [namespace, reference, address] = previous.split(':') as [ChainNamespace, string, string]
      // Best effort: a session the server still holds ends at its expiry anyway.
      void siwx.revokeSession(`${namespace}:${reference}`, address).catch(() => undefined)
    }
    state.caipAddress = next
    state.session = undefined
    state.failure = undefined
    state.error = undefined
    const known = next ? takeFresh(next) : undefined
    if (known) {
      setSignedIn(known)
      return
    }
    state.status = next && siwx ? 'checking' : 'idle'
    if (next && siwx) {
      const ofGeneration = generation
      // Once the connection's own updates of this tick are done (the network and account settle together).
      queueMicrotask(() => {
        if (ofGeneration === generation) void check(next, ofGeneration)
      })
    }
  }

  // In sync: a UI sees `checking` before the connecting view that started the connect looks at the result.
  const unsubscribers = siwx
    ? [subscribe(account.state, () => follow(), true), subscribe(network.state, () => follow(), true)]
    : []
  follow()

  return {
    state,
    /** Calls `listener` after changes of `state` (batched); returns an unsubscribe function. */
    subscribe(listener: (state: SiwxState) => void): () => void {
      return subscribe(state, () => listener(state))
    },
    /** Whether sign-in is required (cancelling disconnects; the modal cannot be closed without a session). */
    isRequired,
    /** Whether a UI must keep its sign-message view open: sign-in is required and no session exists. */
    blocksClose(): boolean {
      return state.enabled && isRequired() && state.session === undefined && state.caipAddress !== undefined
    },
    /**
     * Asks the wallet to sign the provider's message for the active account and stores the session. Throws
     * `SiwxNotEnabledError`, `SiwxNoAddressError`, `SiwxNoNetworkError` or `SiwxNoClientError` when it cannot
     * start; a declined or refused signature is returned (`SiwxSignatureDeclinedError`, or
     * `SiwxSmartAccountError` for a smart account) and tracked as SIWX_AUTH_ERROR; success as SIWX_AUTH_SUCCESS.
     */
    async signIn(): Promise<SiwxSignInReturnType> {
      if (!siwx) throw new SiwxNotEnabledError()
      const caipAddress = activeCaipAddress()
      if (!caipAddress) throw new SiwxNoAddressError()
      const active = network.state.caipNetwork
      if (!active || isUnsupportedNetwork(active)) throw new SiwxNoNetworkError()
      const [namespace, reference, address] = caipAddress.split(':') as [ChainNamespace, string, string]
      const adapter = adapters.get(namespace)
      if (!adapter) throw new SiwxNoClientError({ details: namespace })
      const chainId = `${namespace}:${reference}` as CaipNetworkId
      const ofGeneration = generation
      state.status = 'signing'
      state.failure = undefined
      try {
        const message = await siwx.createMessage({ chainId, accountAddress: address })
        const text = message.toString()
        const signature = siwx.signMessage
          ? await siwx.signMessage({ message: text, chainId, accountAddress: address })
          : (await adapter.signMessage({ address, message: text })).signature
        const { toString: _text, ...data } = message
        const session: SiwxSession = { data: data as SiwxMessageData, message: text, signature }
        await siwx.addSession(session)
        if (ofGeneration === generation) setSignedIn(session)
        events.emit('SIWX_AUTH_SUCCESS', eventProperties(caipAddress))
        return { status: 'success', session }
      } catch (cause) {
        const smartAccount = account.get(namespace).preferredAccountType === 'smartAccount'
        const failure: SiwxFailure = smartAccount ? 'smartAccount' : 'declined'
        const error = smartAccount
          ? new SiwxSmartAccountError({ cause })
          : new SiwxSignatureDeclinedError({ cause })
        if (ofGeneration === generation) {
          state.status = 'declined'
          state.failure = failure
          state.error = ref(error)
        }
        events.emit('SIWX_AUTH_ERROR', eventProperties(caipAddress, failure))
        return { status: 'error', error }
      }
    },
    /**
     * The person cancelled the sign-in: when it is required the wallet is disconnected (`'disconnected'`),
     * otherwise nothing more is asked for this account (`'dismissed'`).
     */
    async cancel(): Promise<'disconnected' | 'dismissed'> {
      if (isRequired()) {
        await disconnect()
        return 'disconnected'
      }
      state.status = 'dismissed'
      return 'dismissed'
    },
    /** Ends the active account's session with the provider. When sign-in is required, it is asked again. */
    async signOut(): Promise<void> {
      const caipAddress = state.caipAddress
      if (!siwx || !caipAddress) return
      const [namespace, reference, address] = caipAddress.split(':') as [ChainNamespace, string, string]
      await siwx.revokeSession(`${namespace}:${reference}`, address)
      if (caipAddress !== state.caipAddress) return
      clearTimeout(expiryTimer)
      state.session = undefined
      state.status = isRequired() ? 'needed' : 'dismissed'
    },
    /**
     * Replaces the provider's sessions (e.g. with those a one-click sign-in returned) and looks at the active
     * account again. Throws what the provider throws.
     */
    async setSessions(sessions: readonly SiwxSession[]): Promise<void> {
      if (!siwx) throw new SiwxNotEnabledError()
      await siwx.setSessions(sessions)
      follow(true)
    },
    /**
     * The fields of a sign-in on `chainId` for an account not known yet: the provider's message (a fresh nonce
     * from its server) with a placeholder address. A one-click sign-in (WalletConnect's `wc_sessionAuthenticate`)
     * sends them; the wallet fills in its account and signs.
     */
    async createRequest(chainId: CaipNetworkId): Promise<SiwxMessageData> {
      if (!siwx) throw new SiwxNotEnabledError()
      return createSignInRequest(siwx, chainId)
    },
    /**
     * Stores the sessions of a one-click sign-in, before its account connects: the provider replaces its sessions
     * with them (a server-backed one verifies each), then the account is signed in as it connects with the
     * session the provider kept for it (no check, no sign-message view). Throws what the provider throws.
     */
    async setOneClickSessions(sessions: readonly SiwxSession[]): Promise<void> {
      if (!siwx) throw new SiwxNotEnabledError()
      await siwx.setSessions(sessions)
      // The provider may keep fewer than it was given (a server takes each nonce once): ask what it holds.
      const kept: SiwxSession[] = []
      for (const session of sessions) {
        const [found] = live(await siwx.getSessions(session.data.chainId, session.data.accountAddress))
        if (found) kept.push(found)
      }
      fresh = kept
      // Already connected with that account (nothing else will look again): signed in now.
      if (current && freshFor(current)) follow(true)
    },
    /** The live sessions of an account on a network (none without a provider). */
    async getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]> {
      return siwx ? live(await siwx.getSessions(chainId, address)) : []
    },
    destroy() {
      generation++
      clearTimeout(expiryTimer)
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>
