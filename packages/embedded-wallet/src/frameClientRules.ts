import {
  EmbeddedWalletAbortedError,
  EmbeddedWalletConnectError,
  type EmbeddedWalletError,
  EmbeddedWalletTimeoutError,
} from './errors.js'
import { isSafeMethod, type RequestType, UNSAFE_METHODS } from './protocol.js'

/** How long a login step (CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP) may take before 'Something went wrong'. */
export const CONNECT_TIMEOUT_MS = 30_000
/** How long any other request that needs no user may take. */
export const REQUEST_TIMEOUT_MS = 30_000
/** How long the frame may take to say FRAME_READY once it is in the page. */
export const READY_TIMEOUT_MS = 10_000

const connectTypes: ReadonlySet<RequestType> = new Set(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP'])
const userTypes: ReadonlySet<RequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'SETUP_WALLET',
  'CONNECT_PASSKEY',
  'EXPORT_KEY',
  'DOWNLOAD_KIT',
  'MANAGE_PASSKEYS',
  'MANAGE_LOGIN_METHODS',
  'CONNECT_FARCASTER',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
])

/** The requests paced by the user: the frame's own forms, and the wait for the user's Farcaster app. */
const frameForms: ReadonlySet<RequestType> = new Set([
  'CONNECT_FARCASTER',
  'SETUP_WALLET',
  'CONNECT_PASSKEY',
  'EXPORT_KEY',
  'DOWNLOAD_KIT',
  'MANAGE_PASSKEYS',
  'MANAGE_LOGIN_METHODS',
])

const methodOf = (type: RequestType, payload: unknown): string | undefined =>
  type === 'RPC_REQUEST' ? (payload as { method?: string } | undefined)?.method : undefined

/** SET_PREFERRED_ACCOUNT for the EOA's in-place upgrade waits for the user's Approve in the frame. */
const isUpgrade = (type: RequestType, payload: unknown): boolean =>
  type === 'SET_PREFERRED_ACCOUNT' && (payload as { mode?: string } | undefined)?.mode === 'eip7702'

/**
 * How long a request may wait for its answer: none (undefined) for what the user paces — wallet requests of an
 * unsafe method (the approval), the EOA's in-place upgrade (SET_PREFERRED_ACCOUNT with `mode: 'eip7702'`),
 * SETUP_WALLET, CONNECT_PASSKEY, EXPORT_KEY, DOWNLOAD_KIT, MANAGE_PASSKEYS and MANAGE_LOGIN_METHODS (the frame's
 * forms) and CONNECT_FARCASTER (the user's Farcaster app) — which closing the modal aborts instead; `CONNECT_TIMEOUT_MS` for the login steps; `REQUEST_TIMEOUT_MS` for everything else.
 */
export function timeoutOf(type: RequestType, payload?: unknown): number | undefined {
  if (frameForms.has(type) || isUpgrade(type, payload)) return undefined
  if (type === 'RPC_REQUEST') {
    const method = methodOf(type, payload)
    return method !== undefined && UNSAFE_METHODS.has(method) ? undefined : REQUEST_TIMEOUT_MS
  }
  return connectTypes.has(type) ? CONNECT_TIMEOUT_MS : REQUEST_TIMEOUT_MS
}

/** Whether a user answers this request (so closing the modal aborts it even with `exceptSafe`). */
export function isUserPaced(type: RequestType, payload?: unknown): boolean {
  if (type === 'RPC_REQUEST') return !isSafeMethod(methodOf(type, payload) ?? '')
  return userTypes.has(type) || isUpgrade(type, payload)
}

/** The error a request ends with when it is aborted (a login step's says so in its own words). */
export const abortedError = (type: RequestType): EmbeddedWalletError =>
  connectTypes.has(type)
    ? new EmbeddedWalletConnectError(type, 'aborted')
    : new EmbeddedWalletAbortedError(type)

/** The error a request ends with when its time ran out. */
export const timedOutError = (type: RequestType, timeoutMs: number): EmbeddedWalletError =>
  connectTypes.has(type)
    ? new EmbeddedWalletConnectError(type, 'timeout')
    : new EmbeddedWalletTimeoutError(type, timeoutMs)
