import {
  BaseError,
  errorDetails,
  getErrorCode,
  type PluginContext,
  RpcError,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import type { Cacao } from '../authenticate.js'
import { PAIRING_EXPIRED_MARGIN_SECONDS, PAIRING_EXPIRY_SECONDS } from '../constants/pairingExpiry.js'
import type { SignClient } from '../signClient.js'
import type { Session } from '../types.js'
import { WalletConnectPairingError } from './errors.js'
import type { WalletConnectParameters, WalletConnectState } from './types.js'

/** A pairing's lifetime and margin in ms, for the clock the connector runs on. */
export const PAIRING_EXPIRY_MS = PAIRING_EXPIRY_SECONDS * 1000
const PAIRING_EXPIRED_MARGIN_MS = PAIRING_EXPIRED_MARGIN_SECONDS * 1000

/** A wallet's answer to a pairing: a session and, with a one-click sign-in, the CACAOs it signed. */
export type PairingAnswer = { session?: Session | undefined; cacaos?: Cacao[] }

/**
 * What every step of the WalletConnect connector shares: the plug-in's context, the Sign client (created on
 * first use), the view's state, and the pairing under way.
 */
export type ConnectorContext = {
  readonly plugin: PluginContext
  readonly parameters: WalletConnectParameters
  readonly state: WalletConnectState
  getClient(): Promise<SignClient>
  /** The client, when it was created (disconnect and destroy do not create one). */
  createdClient(): Promise<SignClient> | undefined
  /** The pending `connect()`; every pairing made for it settles it. */
  pending: { resolve(): void; reject(error: unknown): void; promise: Promise<void> } | undefined
  /** Bumped by each pairing, cancel and disconnect: an older pairing's answer is then stale. */
  generation: number
  timer: ReturnType<typeof setTimeout> | undefined
  current: { uri: string; expiresAt: number } | undefined
  /** The session the adapters use, which `disconnect()` ends. */
  activeTopic: string | undefined
}

export const clearTimer = (context: ConnectorContext) => {
  if (context.timer !== undefined) clearTimeout(context.timer)
  context.timer = undefined
}

/** The current URI has more than the margin left. */
export const isLive = (context: ConnectorContext) =>
  context.current !== undefined &&
  context.current.expiresAt - context.plugin.now() > PAIRING_EXPIRED_MARGIN_MS

/** When the current pairing should be renewed (ms from now). */
export const renewDelay = (context: ConnectorContext, expiresAt: number) =>
  Math.max(0, expiresAt - context.plugin.now() - PAIRING_EXPIRED_MARGIN_MS)

/** The wallet answered; its sign-in is stored or the adapters connect. */
export const hasAnswered = (context: ConnectorContext) =>
  context.state.status === 'authenticating' || context.state.status === 'connecting'

/** A wallet's error keeps its code; anything else is a pairing error. */
export const toError = (error: unknown): BaseError => {
  const code = getErrorCode(error)
  if (code !== undefined)
    return new RpcError({ code, message: (error as { message?: string }).message }, { cause: error })
  return error instanceof BaseError ? error : new WalletConnectPairingError({ cause: error })
}

/** Where the connector's entries go in the config's logger: the plug-in's id. */
export const LOG_SOURCE = WALLET_CONNECT_CONNECTOR_ID

/**
 * Ends the pending `connect()` with `error`, the view showing `status`; the config's logger gets the error's
 * name and message (never the pairing URI, which holds the pairing's key).
 */
export function fail(context: ConnectorContext, status: 'declined' | 'error', error: BaseError) {
  context.plugin.logger.error(
    LOG_SOURCE,
    status === 'declined' ? 'pairing declined' : 'pairing failed',
    errorDetails(error),
  )
  clearTimer(context)
  context.current = undefined
  Object.assign(context.state, { uri: undefined, expiresAt: undefined, status, error })
  const waiting = context.pending
  context.pending = undefined
  waiting?.reject(error)
}

/** Settles the pending `connect()`: the wallet connected. */
export function succeed(context: ConnectorContext) {
  context.state.status = 'idle'
  context.state.error = undefined
  const waiting = context.pending
  context.pending = undefined
  waiting?.resolve()
}
