import type { RemoteWalletSessionEvent, SmartAccountNetwork } from '@portico/core'
import type { EmbeddedNamespace } from '../namespaces.js'
import type { RequestResult } from '../protocol.js'
import type { EmbeddedWalletControllerDependencies } from './controller.js'
import type { LoginCache } from './loginCache.js'
import type {
  EmbeddedFrameClient,
  EmbeddedWalletModule,
  EmbeddedWalletParameters,
  EmbeddedWalletState,
} from './types.js'

export type Loaded = { module: EmbeddedWalletModule; frame: EmbeddedFrameClient }
export type GetUserResult = RequestResult<'GET_USER'>

/**
 * What every step of the e-mail login shares (login.ts, account.ts, session.ts, restore.ts, frame.ts): the
 * plug-in's dependencies, the state the views follow, the login cache, and what the steps change as they run.
 */
export type EmbeddedContext = {
  readonly deps: EmbeddedWalletControllerDependencies
  readonly options: EmbeddedWalletParameters
  readonly config: EmbeddedWalletControllerDependencies['config']
  readonly state: EmbeddedWalletState
  readonly cache: LoginCache
  /** The namespaces it serves in this config. */
  readonly namespaces: readonly EmbeddedNamespace[]
  readonly now: () => number
  /** Makes the frame client's module (the package's own, or a test's scripted frame). */
  readonly load: () => Promise<EmbeddedWalletModule>
  /** The frame client, loaded once (a failed load is tried again on the next call). */
  loading: Promise<Loaded> | undefined
  loaded: Loaded | undefined
  destroyed: boolean
  /**
   * Each login runs as a flow: leaving it (cancel, abortPending on a login step, sign-out) starts a new one,
   * and the old flow's late answers no longer touch `state`.
   */
  flow: number
  deviceLoop: AbortController | undefined
  /**
   * What the adapters hold: each namespace's addresses, the wallet's last answer about its user there (the
   * accounts' types, whether the smart account is deployed) and the listeners of its session.
   */
  sessions: Map<
    EmbeddedNamespace,
    {
      addresses: string[]
      user: GetUserResult | undefined
      listeners: Set<(event: RemoteWalletSessionEvent) => void>
    }
  >
  /** The chains' smart-account services the API lists (read once, as the frame loads; none when it cannot be read). */
  smartAccountServices: readonly SmartAccountNetwork[]
  /** One approval at a time: each unsafe request waits for the one before. */
  approvals: Promise<unknown>
  restoring: Promise<Loaded | undefined> | undefined
  /** The theme the frame was last told. */
  themeMode: EmbeddedWalletControllerDependencies['config']['state']['themeMode']
}
