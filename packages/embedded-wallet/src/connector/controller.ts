import {
  type CaipNetworkId,
  type ChainAdapter,
  type ChainNamespace,
  DeviceApprovalExpiredError,
  EmailCooldownError,
  EmailInvalidError,
  EmbeddedLoginCancelledError,
  EmbeddedRequestNotAllowedError,
  EmbeddedWalletNoNamespaceError,
  type Network,
  type OptionsController,
  type RemoteWalletSession,
  type RemoteWalletSessionEvent,
  RpcError,
  UserRejectedRequestError,
} from '@portico/core'
import { subscribe } from 'valtio/vanilla'
import { createFrameClient } from '../frameClient.js'
import { type EmbeddedNamespace, methodRule, methodsOf } from '../methodRule.js'
import type { RequestResult } from '../protocol.js'
import { caipAccounts, frameChainId } from './chains.js'
import { isEmailAddress } from './email.js'
import { clip, errorName, handled, isAbort, isLoadFailure, isTimeout, sleep } from './flow.js'
import type { LoginCache } from './loginCache.js'
import type {
  EmbeddedFrameClient,
  EmbeddedFrameRect,
  EmbeddedWalletAction,
  EmbeddedWalletConnector,
  EmbeddedWalletModule,
  EmbeddedWalletParameters,
  EmbeddedWalletState,
  EmbeddedWalletStatus,
} from './types.js'

/** A device link is valid 10 minutes; `connectDevice()` waits no longer. */
export const DEVICE_APPROVAL_MS = 10 * 60_000
/** `connectDevice()` asks again at most once a second. */
export const DEVICE_POLL_MIN_MS = 1_000

/** How the embedded wallet is named as a connected wallet (the UI words it by its type, AUTH). */
const PEER = { name: 'Email' } as const

export type EmbeddedWalletControllerDependencies = {
  options: EmbeddedWalletParameters
  /** Made by the plug-in at setup: the state the views follow, the login cache and the connector entry. */
  state: EmbeddedWalletState
  cache: LoginCache
  connector: EmbeddedWalletConnector
  /** The config's options: project id, metadata, SDK type and version, theme mode. */
  config: OptionsController
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  networksOf(namespace: ChainNamespace): readonly Network[]
  /** The active network, whose namespace leads when connecting and whose chain the frame starts on. */
  activeNetwork(): Network | undefined
  /** Where the frame reads and sends on `network` (the blockchain API's RPC proxy for eip155, when there is one). */
  rpcUrlOf(network: Network): string | undefined
  /** Connects one namespace through its share of the embedded wallet (connector id `ID_AUTH`). */
  connectNamespace(parameters: {
    namespace: ChainNamespace
    session: RemoteWalletSession
    activate: boolean
  }): Promise<void>
  /** Disconnects every adapter (after a sign-out). */
  disconnectAdapters(): Promise<void>
  /** The frame could not be had: the service refused this page's origin or project, or did not load. */
  onLoadFailure?: (() => void) | undefined
  now: () => number
}

type Loaded = { module: EmbeddedWalletModule; frame: EmbeddedFrameClient }
type GetUserResult = RequestResult<'GET_USER'>

/**
 * The embedded wallet for one config: e-mail login through the wallet service's frame (loaded on first use),
 * the login cache that restores it after a reload, and each namespace's share of the wallet for its adapter
 * (connector id `ID_AUTH`). Methods reject with typed errors and mirror every step in `state`; nothing here
 * writes words for people or picks views — the UI follows `status`, `frameVisible` and `approval`.
 */
export function createEmbeddedWalletController(deps: EmbeddedWalletControllerDependencies) {
  const { options, config, adapters, now } = deps
  const { state, cache, connector } = deps
  const load = options.load ?? (async (): Promise<EmbeddedWalletModule> => ({ createFrameClient }))
  const namespaces = connector.chains.filter(
    (namespace): namespace is EmbeddedNamespace => namespace === 'eip155' || namespace === 'solana',
  )

  const projectId = () => options.projectId ?? config.state.projectId ?? ''
  const chainsOf = (namespace: EmbeddedNamespace) =>
    deps.networksOf(namespace).map((network) => network.caipNetworkId)
  /** The network of `namespace` the wallet is asked on: the active one when it is there, else the first. */
  const networkOf = (namespace: EmbeddedNamespace): Network | undefined => {
    const active = deps.activeNetwork()
    return active?.chainNamespace === namespace && chainsOf(namespace).includes(active.caipNetworkId)
      ? active
      : deps.networksOf(namespace)[0]
  }
  /** The chain the frame starts on: the last one it was on, else the active or first network's. */
  const startChainId = () => {
    const stored = cache.chainId()
    if (stored !== undefined) return stored
    const active = deps.activeNetwork()
    const network =
      active && (namespaces as readonly string[]).includes(active.chainNamespace)
        ? active
        : namespaces.map((namespace) => deps.networksOf(namespace)[0]).find(Boolean)
    return network ? frameChainId(network.caipNetworkId) : 1
  }

  /** The networks the frame serves, each with the RPC it reads and sends through. */
  const networkInfos = () =>
    namespaces
      .flatMap((namespace) => deps.networksOf(namespace))
      .flatMap((network) => {
        const rpcUrl = deps.rpcUrlOf(network)
        if (!rpcUrl || !URL.canParse(rpcUrl)) return []
        const { name, symbol, decimals } = network.nativeCurrency
        return [
          {
            caipNetworkId: network.caipNetworkId,
            name: clip(network.name, 128),
            rpcUrl,
            nativeCurrency: { name: clip(name, 64), symbol: clip(symbol, 16), decimals },
          },
        ]
      })
      .slice(0, 64)

  const dappData = () => {
    const { metadata, sdkType, sdkVersion } = config.state
    return {
      ...(metadata && {
        metadata: {
          name: clip(metadata.name, 256),
          description: clip(metadata.description, 2048),
          url: clip(metadata.url, 2048),
          icons: metadata.icons.filter((icon) => icon.length <= 2048).slice(0, 8),
        },
      }),
      sdkType: clip(sdkType, 64),
      sdkVersion: clip(sdkVersion, 64),
      projectId: projectId(),
      ...(state.locale && { locale: state.locale }),
      networks: networkInfos(),
    }
  }

  // The frame client, loaded once (a failed load is tried again on the next call).
  let loading: Promise<Loaded> | undefined
  let loaded: Loaded | undefined
  let destroyed = false
  function getClient(): Promise<Loaded> {
    if (loading) return loading
    const attempt = (async () => {
      const module = await load()
      const frame = module.createFrameClient({
        url: options.url,
        projectId: projectId(),
        chainId: startChainId(),
        version: config.state.sdkVersion,
        logger: options.logger ?? false,
        ...(options.document && { document: options.document }),
      })
      try {
        await frame.ready
        await frame.request('SYNC_DAPP_DATA', dappData())
      } catch (error) {
        frame.destroy()
        throw error
      }
      if (destroyed) {
        frame.destroy()
        throw new EmbeddedLoginCancelledError({ details: 'The config was destroyed' })
      }
      syncTheme(frame)
      loaded = { module, frame }
      return loaded
    })()
    loading = attempt
    attempt.catch(() => {
      if (loading === attempt) loading = undefined
    })
    return attempt
  }

  // The frame follows the modal's theme. A frame that cannot is still usable, so a failed sync is not reported.
  let themeMode = config.state.themeMode
  const syncTheme = (frame: EmbeddedFrameClient) =>
    void frame.request('SYNC_THEME', { themeMode: config.state.themeMode }).catch(() => undefined)
  const stopTheme = subscribe(config.state, () => {
    if (config.state.themeMode === themeMode) return
    themeMode = config.state.themeMode
    if (loaded) syncTheme(loaded.frame)
  })

  // Each login runs as a flow: leaving it (cancel, abortPending on a login step, sign-out) starts a new one,
  // and the old flow's late answers no longer touch `state`.
  let flow = 0
  let deviceLoop: AbortController | undefined

  /** Records a failed step in `state` (an abort just ends the step) and rethrows. */
  function failed(mine: number, error: unknown, status: EmbeddedWalletStatus): never {
    if (mine === flow && state.error !== error) {
      if (isAbort(error)) Object.assign(state, { status: 'idle', error: undefined })
      else Object.assign(state, { status: isLoadFailure(error) ? 'error' : status, error })
      if (isLoadFailure(error)) deps.onLoadFailure?.()
    }
    throw error
  }

  // What the adapters hold: each namespace's addresses and the listeners of its session.
  const sessions = new Map<
    EmbeddedNamespace,
    { addresses: string[]; listeners: Set<(event: RemoteWalletSessionEvent) => void> }
  >()
  const emit = (namespace: EmbeddedNamespace, event: RemoteWalletSessionEvent) => {
    for (const listener of [...(sessions.get(namespace)?.listeners ?? [])]) listener(event)
  }

  /** The addresses of the preferred account type first (the wallet's own address when none is typed). */
  const addressesOf = (user: GetUserResult) => {
    const preferred = user.accounts.filter((account) => account.type === state.preferredAccountType)
    return [...new Set([user.address, ...preferred.map((account) => account.address)])]
  }

  async function getUser(frame: EmbeddedFrameClient, namespace: EmbeddedNamespace) {
    const network = networkOf(namespace)
    const chainId = network ? frameChainId(network.caipNetworkId) : startChainId()
    const user = await frame.request('GET_USER', {
      chainId,
      preferredAccountType: state.preferredAccountType,
    })
    state.user = {
      email: user.email ?? state.user?.email ?? state.email,
      addresses: { ...state.user?.addresses, [namespace]: user.address },
      ...((user.userName ?? state.user?.userName) !== undefined && {
        userName: user.userName ?? state.user?.userName,
      }),
    }
    if (user.email) state.email = user.email
    return user
  }

  let approvals: Promise<unknown> = Promise.resolve()

  /** A wallet request from an adapter: checked against the method lists, then sent to the frame. */
  async function walletRequest(
    namespace: EmbeddedNamespace,
    { chainId, method, params }: { chainId: CaipNetworkId; method: string; params?: unknown },
  ): Promise<unknown> {
    const { frame, module } = loaded ?? (await getClient())
    const rule = methodRule(namespace, method)
    if (rule === 'notAllowed') {
      state.notAllowed++
      throw new EmbeddedRequestNotAllowedError(method)
    }
    if (rule === 'switchChain') {
      const raw = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined)
        ?.chainId
      const target =
        typeof raw === 'string' && /^0x[0-9a-fA-F]+$/.test(raw) ? Number.parseInt(raw, 16) : undefined
      if (target === undefined) throw new RpcError({ code: -32602, message: 'Invalid chainId' })
      if (!chainsOf('eip155').includes(`eip155:${target}`)) {
        throw new RpcError({ code: 4902, message: `Unrecognized chain ${target}` })
      }
      await frame.request('SWITCH_NETWORK', { chainId: target })
      cache.setChainId(target)
      return null
    }
    const payload = { chainId: frameChainId(chainId), method, ...(params !== undefined && { params }) }
    if (rule === 'safe') return (await frame.request('RPC_REQUEST', payload)).result
    // One approval at a time: `approval` always names the request the frame shows.
    const run = async () => {
      state.approval = { method, chainId }
      state.frameVisible = 'approve'
      try {
        return (await frame.request('RPC_REQUEST', payload)).result
      } catch (error) {
        // Closing the modal over an approval rejects it, as a Reject would.
        throw isAbort(error) ? new UserRejectedRequestError({ cause: error }) : error
      } finally {
        state.approval = undefined
        if (state.frameVisible === 'approve') {
          state.frameVisible = undefined
          frame.hide()
        }
      }
    }
    const result = approvals.then(run, run)
    approvals = result.catch(() => undefined)
    return result
  }

  /** `namespace`'s share of the wallet, for its adapter. */
  function openSession(namespace: EmbeddedNamespace, user: GetUserResult): RemoteWalletSession {
    const entry = sessions.get(namespace) ?? { addresses: [], listeners: new Set() }
    entry.addresses = addressesOf(user)
    sessions.set(namespace, entry)
    return {
      namespace,
      peer: PEER,
      getAccounts: () =>
        sessions.get(namespace) === entry ? caipAccounts(chainsOf(namespace), entry.addresses) : [],
      getChains: () => chainsOf(namespace),
      getMethods: () => methodsOf(namespace),
      request: <result>(parameters: { chainId: CaipNetworkId; method: string; params?: unknown }) =>
        walletRequest(namespace, parameters) as Promise<result>,
      subscribe(listener) {
        entry.listeners.add(listener)
        return () => void entry.listeners.delete(listener)
      },
    }
  }

  /** Where the embedded wallet offers smart accounts, for the cache; without an answer, none ('eoa'). */
  async function readSmartAccountNetworks(frame: EmbeddedFrameClient) {
    try {
      const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
      cache.setSmartAccountNetworks(smartAccountEnabledNetworks)
    } catch {
      cache.setSmartAccountNetworks([])
      state.preferredAccountType = 'eoa'
    }
  }

  /** The wallet is ready: every namespace's adapter connects through it (the active namespace leads). */
  async function finish(mine: number, frame: EmbeddedFrameClient): Promise<void> {
    state.status = 'connecting'
    try {
      const served = namespaces.filter((namespace) => deps.networksOf(namespace).length > 0)
      if (served.length === 0) throw new EmbeddedWalletNoNamespaceError()
      const users = await Promise.all(served.map((namespace) => getUser(frame, namespace)))
      if (mine !== flow) throw new EmbeddedLoginCancelledError()
      const active = deps.activeNetwork()?.chainNamespace
      const leader = served.find((namespace) => namespace === active) ?? (served[0] as EmbeddedNamespace)
      const results = await Promise.allSettled(
        served.map((namespace, index) =>
          deps.connectNamespace({
            namespace,
            session: openSession(namespace, users[index] as GetUserResult),
            activate: namespace === leader,
          }),
        ),
      )
      const leading = results[served.indexOf(leader)]
      if (leading?.status === 'rejected') throw leading.reason
      cache.loggedIn(state.user?.email ?? state.email)
      const network = networkOf(leader)
      if (network) cache.setChainId(frameChainId(network.caipNetworkId))
      if (mine === flow)
        Object.assign(state, { status: 'idle', action: undefined, wallet: undefined, error: undefined })
      void readSmartAccountNetworks(frame)
    } catch (error) {
      failed(mine, error, 'error')
    }
  }

  /** Ends the login and forgets it: state, cache, sessions and the restore. */
  function reset() {
    flow++
    deviceLoop?.abort()
    restoring = undefined
    cache.clear()
    Object.assign(state, {
      status: 'idle',
      email: undefined,
      action: undefined,
      wallet: undefined,
      error: undefined,
      user: undefined,
      approval: undefined,
      frameVisible: undefined,
    })
    loaded?.frame.abortPending()
    loaded?.frame.hide()
  }

  /** A step of the e-mail update (or export) on the logged-in wallet; a failure lands in `error`. */
  async function accountStep<T>(run: (frame: EmbeddedFrameClient) => Promise<T>): Promise<T> {
    state.error = undefined
    try {
      const { frame } = await getClient()
      return await run(frame)
    } catch (error) {
      if (!isAbort(error)) state.error = error as Error
      throw error
    }
  }

  let restoring: Promise<Loaded | undefined> | undefined

  return {
    state,
    /** The embedded wallet as a connector, for the UI's lists: id `ID_AUTH`, type `AUTH`, its namespaces. */
    connector,

    /**
     * Starts an e-mail login: checks the address and the 30 s wait since the last code, loads the frame on first
     * use, and asks the service to e-mail a code (→ `verifyOtp`) or, for a known user on a new device, a device
     * link (→ `verifyDevice`); a device that is already logged in connects at once. Rejects with
     * `EmailInvalidError`, `EmailCooldownError`, or the frame client's errors.
     */
    connectEmail(email: string): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }> {
      return handled(
        (async () => {
          // A refused address or the wait keeps the step the user is on (asking again from the code view).
          const previous = state.status
          const stay = previous === 'verifyOtp' || previous === 'verifyDevice' ? previous : 'idle'
          const address = email.trim()
          state.error = undefined
          if (!isEmailAddress(address)) failed(flow, new EmailInvalidError(), stay)
          const seconds = cache.cooldownSeconds()
          if (seconds > 0) failed(flow, new EmailCooldownError(seconds), stay)
          const mine = ++flow
          deviceLoop?.abort()
          state.status = loaded ? 'sending' : 'loading'
          let result: { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }
          let frame: EmbeddedFrameClient
          try {
            frame = (await getClient()).frame
            if (mine !== flow) throw new EmbeddedLoginCancelledError()
            state.status = 'sending'
            result = await frame.request('CONNECT_EMAIL', { email: address }).catch((error: unknown) => {
              throw errorName(error) === 'EmbeddedWalletInvalidRequestError'
                ? new EmailInvalidError({ cause: error })
                : error
            })
            cache.codeRequested()
            if (mine !== flow) throw new EmbeddedLoginCancelledError()
          } catch (error) {
            failed(mine, error, stay)
          }
          state.email = address
          state.action = result.action
          if (result.action === 'VERIFY_OTP') state.status = 'verifyOtp'
          else if (result.action === 'VERIFY_DEVICE') state.status = 'verifyDevice'
          else await finish(mine, frame)
          return result
        })(),
      )
    },

    /**
     * Waits for the e-mailed device link to be followed (asking the service again while the user waits, up to
     * 10 minutes); then a code is e-mailed (→ `verifyOtp`). `{ approved: false }` once cancelled.
     */
    connectDevice(): Promise<{ approved: boolean }> {
      return handled(
        (async () => {
          const mine = flow
          deviceLoop?.abort()
          const loop = new AbortController()
          deviceLoop = loop
          Object.assign(state, { status: 'verifyDevice', error: undefined })
          const deadline = now() + DEVICE_APPROVAL_MS
          const stopped = () => loop.signal.aborted || mine !== flow
          let frame: EmbeddedFrameClient
          try {
            frame = (await getClient()).frame
          } catch (error) {
            failed(mine, error, 'verifyDevice')
          }
          for (let attempt = 0; attempt * DEVICE_POLL_MIN_MS < DEVICE_APPROVAL_MS; attempt++) {
            if (stopped()) return { approved: false }
            if (now() > deadline) break
            const started = Date.now()
            try {
              const { approved } = await frame.request('CONNECT_DEVICE', {}, { signal: loop.signal })
              if (stopped()) return { approved: false }
              if (approved) {
                Object.assign(state, {
                  status: 'verifyOtp',
                  action: 'VERIFY_OTP' satisfies EmbeddedWalletAction,
                })
                return { approved: true }
              }
            } catch (error) {
              if (stopped()) return { approved: false }
              // The service's long poll outlived the request: ask again.
              if (!isTimeout(error)) failed(mine, error, 'verifyDevice')
            }
            await sleep(DEVICE_POLL_MIN_MS - (Date.now() - started), loop.signal)
          }
          failed(mine, new DeviceApprovalExpiredError(), 'verifyDevice')
        })(),
      )
    },

    /**
     * Checks the e-mailed code. `ready`: this device holds its share, and the adapters connect; `create` or
     * `recover`: the user sets or enters the recovery password next (`status` 'setupWallet', then `setupWallet()`).
     * A wrong code keeps `verifyOtp` with the frame's error (`reason` OTP_INVALID, OTP_EXPIRED, OTP_BURNED).
     */
    verifyOtp(otp: string): Promise<{ wallet: 'ready' | 'create' | 'recover' }> {
      return handled(
        (async () => {
          const mine = flow
          state.error = undefined
          let frame: EmbeddedFrameClient
          let wallet: 'ready' | 'create' | 'recover'
          try {
            frame = (await getClient()).frame
            ;({ wallet } = await frame.request('CONNECT_OTP', { otp: otp.trim() }))
            if (mine !== flow) throw new EmbeddedLoginCancelledError()
          } catch (error) {
            failed(mine, error, 'verifyOtp')
          }
          if (wallet === 'ready') await finish(mine, frame)
          else Object.assign(state, { status: 'setupWallet', wallet })
          return { wallet }
        })(),
      )
    },

    /**
     * The frame's own form for the recovery password (`frameVisible` 'setup': the view shows the frame over its
     * content box); resolves once the keys are ready and the adapters connected.
     */
    setupWallet(): Promise<void> {
      return handled(
        (async () => {
          const mine = flow
          Object.assign(state, { status: 'setupWallet', error: undefined, frameVisible: 'setup' })
          let frame: EmbeddedFrameClient | undefined
          try {
            frame = (await getClient()).frame
            await frame.request('SETUP_WALLET', {})
          } catch (error) {
            failed(mine, error, 'setupWallet')
          } finally {
            if (state.frameVisible === 'setup') state.frameVisible = undefined
            frame?.hide()
          }
          await finish(mine, frame)
        })(),
      )
    },

    /** Leaves the login (the user went back): stops waiting for a device link; late answers are ignored. */
    cancel(): void {
      flow++
      deviceLoop?.abort()
      loaded?.frame.abortPending({ exceptSafe: true })
      if (state.status !== 'connecting') {
        Object.assign(state, { status: 'idle', action: undefined, wallet: undefined, error: undefined })
      }
    },

    /** Seconds before another login code may be asked for (0: now). */
    cooldownSeconds: (): number => cache.cooldownSeconds(),

    /** Starts changing the e-mail: a code goes to the current address (→ `updateEmailPrimaryOtp`). */
    updateEmail(newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }> {
      return handled(
        accountStep(async (frame) => {
          const email = newEmail.trim()
          if (!isEmailAddress(email)) throw new EmailInvalidError()
          const { action } = await frame.request('UPDATE_EMAIL', { email })
          state.action = action
          return { action }
        }),
      )
    },

    /** The code sent to the current address; a code then goes to the new one (→ `updateEmailSecondaryOtp`). */
    updateEmailPrimaryOtp(otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
      return handled(
        accountStep(async (frame) => {
          const { action } = await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otp.trim() })
          state.action = action
          return { action }
        }),
      )
    },

    /** The code sent to the new address: the e-mail changes (same wallet, same accounts). */
    updateEmailSecondaryOtp(otp: string): Promise<{ email: string }> {
      return handled(
        accountStep(async (frame) => {
          const { newEmail } = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otp.trim() })
          state.email = newEmail
          if (state.user) state.user.email = newEmail
          state.action = undefined
          cache.loggedIn(newEmail)
          for (const [namespace, entry] of sessions) {
            emit(namespace, {
              type: 'accountsChanged',
              accounts: caipAccounts(chainsOf(namespace), entry.addresses),
            })
          }
          return { email: newEmail }
        }),
      )
    },

    /** The frame's own key export (`frameVisible` 'export'): a code is e-mailed, entered and the keys shown there only. */
    exportKey(): Promise<void> {
      return handled(
        accountStep(async (frame) => {
          state.frameVisible = 'export'
          try {
            await frame.request('EXPORT_KEY', {})
          } finally {
            if (state.frameVisible === 'export') state.frameVisible = undefined
            frame.hide()
          }
        }),
      )
    },

    /**
     * Signs out of the wallet service and disconnects the adapters. The login is forgotten here even when the
     * service could not be told; that failure is then thrown.
     */
    async signOut(): Promise<void> {
      const frame = loaded?.frame
      reset()
      for (const namespace of [...sessions.keys()]) emit(namespace, { type: 'deleted' })
      sessions.clear()
      let failure: unknown
      if (frame) await frame.request('SIGN_OUT', {}).catch((error: unknown) => (failure = error))
      await deps.disconnectAdapters()
      if (failure !== undefined) throw failure
    },

    /**
     * After the adapters disconnected (the config's `disconnect()`): forgets the login and signs out of the
     * service when the embedded wallet was in use. Never loads the frame.
     */
    async disconnect(): Promise<void> {
      const frame = loaded?.frame
      const used = cache.isUsed() || sessions.size > 0
      reset()
      sessions.clear()
      // The adapters are already gone; a service that cannot be told keeps a session this page no longer uses.
      if (frame && used) await frame.request('SIGN_OUT', {}).catch(() => undefined)
    },

    /**
     * `namespace`'s share of a stored login, for restoring it after a reload: without the cache's used flag,
     * `undefined` at once (the frame is not loaded); else the frame loads, IS_CONNECTED, then GET_USER. A login
     * the service no longer knows (or a frame that cannot load) clears the cache.
     */
    async restore(namespace: ChainNamespace): Promise<RemoteWalletSession | undefined> {
      if (!(namespaces as readonly string[]).includes(namespace) || !cache.isUsed()) return undefined
      // A server render has no page to put the frame in; the browser restores the login (the cache stays).
      if (!options.document && typeof document === 'undefined') return undefined
      restoring ??= (async () => {
        try {
          const client = await getClient()
          const { isConnected } = await client.frame.request('IS_CONNECTED', {})
          if (isConnected) {
            state.email = cache.email()
            return client
          }
        } catch {
          // Cleared below, as a login the service no longer knows.
        }
        cache.clear()
        return undefined
      })()
      const client = await restoring
      if (!client) return undefined
      try {
        return openSession(
          namespace as EmbeddedNamespace,
          await getUser(client.frame, namespace as EmbeddedNamespace),
        )
      } catch {
        return undefined
      }
    },

    /**
     * The modal closed: rejects what waits for the user in the frame (a login step, the setup, an export, an
     * approval — as a rejection) and leaves a login step; reads go on.
     */
    abortPending(): void {
      deviceLoop?.abort()
      loaded?.frame.abortPending({ exceptSafe: true })
      if (state.status !== 'idle' && state.status !== 'connecting') {
        flow++
        Object.assign(state, { status: 'idle', action: undefined, wallet: undefined, error: undefined })
      }
    },

    /** Shows the frame over `rect` (the view's content box) while `frameVisible` says so. */
    showFrame(rect: EmbeddedFrameRect): void {
      loaded?.frame.show(rect)
    },

    hideFrame(): void {
      loaded?.frame.hide()
    },

    /** The modal's language, for the frame's own words (sent now when the frame is loaded). */
    setLocale(locale: string | undefined): void {
      if (state.locale === locale) return
      state.locale = locale
      // A frame that missed it keeps its previous language; there is nobody to tell here.
      if (loaded) void loaded.frame.request('SYNC_DAPP_DATA', dappData()).catch(() => undefined)
    },

    destroy(): void {
      destroyed = true
      flow++
      deviceLoop?.abort()
      stopTheme()
      loaded?.frame.destroy()
    },
  }
}

export type EmbeddedWalletController = ReturnType<typeof createEmbeddedWalletController>
