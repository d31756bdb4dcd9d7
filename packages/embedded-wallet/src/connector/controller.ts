import type {
  ChainAdapter,
  ChainNamespace,
  Logger,
  Network,
  OptionsController,
  RemoteWalletSession,
  SmartAccountNetwork,
  SocialProvider,
} from '@portico/core'
import { createFrameClient } from '../frameClient.js'
import {
  disconnect,
  downloadKit,
  exportKey,
  manageLoginMethods,
  managePasskeys,
  signOut,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
} from './account.js'
import type { EmbeddedContext } from './context.js'
import { followTheme } from './frame.js'
import { dappData } from './frameData.js'
import { connectDevice, connectEmail, connectPasskey, setupWallet, verifyOtp } from './login.js'
import type { LoginCache } from './loginCache.js'
import { restore } from './restore.js'
import { type SmartAccountMode, setPreferredAccountType } from './smartAccount.js'
import { offersUpgrade } from './smartAccountNetworks.js'
import { connectFarcaster, connectSocial, leaveFarcaster, redirectSocial, resumeSocial } from './social.js'
import type {
  EmbeddedFrameRect,
  EmbeddedWalletConnector,
  EmbeddedWalletModule,
  EmbeddedWalletParameters,
  EmbeddedWalletState,
} from './types.js'

export { DEVICE_APPROVAL_MS, DEVICE_POLL_MIN_MS } from './login.js'

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
  /** The chains' smart-account services (the blockchain API's `GET /v1/smart-accounts`; none without an API). */
  smartAccountNetworks(): Promise<readonly SmartAccountNetwork[]>
  /** Where the wallet offers smart accounts (eip155 chain ids), for the network state. */
  setSmartAccountEnabledNetworks(chainIds: readonly number[]): void
  /** Whether the wallet offers a smart account on `network`. */
  isSmartAccountEnabled(network: Network | undefined): boolean
  /** Core's account state of `namespace` reads again what the session says its account is (`accountTypeOf`). */
  syncAccountTypes(namespace: ChainNamespace): void
  /** The frame could not be had: the service refused this page's origin or project, or did not load. */
  onLoadFailure?: (() => void) | undefined
  /**
   * The config's logger: frame load failures and timeouts, failed steps and wallet requests, a failed restore
   * (error names and messages, request method names; never codes, keys, tokens or what is signed).
   */
  logger?: Logger | undefined
  now: () => number
}

/**
 * The embedded wallet for one config: e-mail login through the wallet service's frame (loaded on first use),
 * the login cache that restores it after a reload, and each namespace's share of the wallet for its adapter
 * (connector id `ID_AUTH`). Methods reject with typed errors and mirror every step in `state`; nothing here
 * writes words for people or picks views — the UI follows `status`, `frameVisible` and `approval`. The steps
 * are files of their own over one context: login.ts, account.ts, session.ts, restore.ts, frame.ts.
 */
export function createEmbeddedWalletController(deps: EmbeddedWalletControllerDependencies) {
  const { state, cache, connector, options, config } = deps
  const c: EmbeddedContext = {
    deps,
    options,
    config,
    state,
    cache,
    namespaces: connector.chains.filter(
      (namespace): namespace is 'eip155' | 'solana' => namespace === 'eip155' || namespace === 'solana',
    ),
    now: deps.now,
    load: options.load ?? (async (): Promise<EmbeddedWalletModule> => ({ createFrameClient })),
    loading: undefined,
    loaded: undefined,
    destroyed: false,
    flow: 0,
    deviceLoop: undefined,
    sessions: new Map(),
    smartAccountServices: [],
    approvals: Promise.resolve(),
    restoring: undefined,
    themeMode: config.state.themeMode,
  }
  const stopTheme = followTheme(c)

  return {
    state,
    /** The embedded wallet as a connector, for the UI's lists: id `ID_AUTH`, type `AUTH`, its namespaces. */
    connector,
    connectEmail: (email: string) => connectEmail(c, email),
    connectDevice: () => connectDevice(c),
    verifyOtp: (otp: string) => verifyOtp(c, otp),
    setupWallet: () => setupWallet(c),
    connectPasskey: () => connectPasskey(c),
    /** A social login in `popup`, which the user's click opened (see `social.ts`). */
    connectSocial: (provider: SocialProvider, popup: Window) => connectSocial(c, provider, popup),
    /** A social login in this page itself (a phone, or a blocked window); `resumeSocial` goes on when back. */
    redirectSocial: (provider: SocialProvider) => redirectSocial(c, provider),
    resumeSocial: () => resumeSocial(c),
    /** Sign In With Farcaster: the link shows as `state.farcasterUrl` until the user's Farcaster app answers. */
    connectFarcaster: () => connectFarcaster(c),
    /** Back from the Farcaster view while disconnected: forgets the link; the frame reloads 100 ms later. */
    leaveFarcaster: () => leaveFarcaster(c),
    /** Leaves the login (the user went back): stops waiting for a device link; late answers are ignored. */
    cancel(): void {
      c.flow++
      c.deviceLoop?.abort()
      c.loaded?.frame.abortPending({ exceptSafe: true })
      if (c.state.status !== 'connecting') {
        Object.assign(c.state, { status: 'idle', action: undefined, wallet: undefined, error: undefined })
      }
    },

    /** Seconds before another login code may be asked for (0: now). */
    cooldownSeconds: (): number => cache.cooldownSeconds(),
    updateEmail: (email: string) => updateEmail(c, email),
    updateEmailPrimaryOtp: (otp: string) => updateEmailPrimaryOtp(c, otp),
    updateEmailSecondaryOtp: (otp: string) => updateEmailSecondaryOtp(c, otp),
    exportKey: () => exportKey(c),
    downloadKit: () => downloadKit(c),
    managePasskeys: () => managePasskeys(c),
    manageLoginMethods: () => manageLoginMethods(c),
    signOut: () => signOut(c),
    disconnect: () => disconnect(c),
    restore: (namespace: ChainNamespace): Promise<RemoteWalletSession | undefined> => restore(c, namespace),
    /**
     * Makes the account on the active eip155 network the wallet's smart account, or its regular account (EOA):
     * the adapter and core move to its address. Anything that fails falls back to the EOA (`failed`, with the error).
     */
    setPreferredAccountType: (type: 'eoa' | 'smartAccount', mode?: SmartAccountMode) =>
      setPreferredAccountType(c, type, mode),
    /**
     * Whether the EOA may be upgraded in place (EIP-7702) on `caipNetworkId`: the API lists an implementation there
     * (`setPreferredAccountType('smartAccount', 'eip7702')` asks for it).
     */
    offersUpgrade: (caipNetworkId: string): boolean => offersUpgrade(c, caipNetworkId),

    /**
     * The modal closed: rejects what waits for the user in the frame (a login step, the setup, an export, a kit, an
     * approval — as a rejection) and leaves a login step; reads go on.
     */
    abortPending(): void {
      c.deviceLoop?.abort()
      c.loaded?.frame.abortPending({ exceptSafe: true })
      if (state.status !== 'idle' && state.status !== 'connecting') {
        c.flow++
        Object.assign(state, { status: 'idle', action: undefined, wallet: undefined, error: undefined })
      }
    },

    /** Shows the frame over `rect` (the view's content box) while `frameVisible` says so. */
    showFrame(rect: EmbeddedFrameRect): void {
      c.loaded?.frame.show(rect)
    },

    hideFrame(): void {
      c.loaded?.frame.hide()
    },

    /** The modal's language, for the frame's own words (sent now when the frame is loaded). */
    setLocale(locale: string | undefined): void {
      if (state.locale === locale) return
      state.locale = locale
      // A frame that missed it keeps its previous language; there is nobody to tell here.
      if (c.loaded) void c.loaded.frame.request('SYNC_DAPP_DATA', dappData(c)).catch(() => undefined)
    },

    destroy(): void {
      c.destroyed = true
      c.flow++
      c.deviceLoop?.abort()
      stopTheme()
      c.loaded?.frame.destroy()
    },
  }
}

export type EmbeddedWalletController = ReturnType<typeof createEmbeddedWalletController>
