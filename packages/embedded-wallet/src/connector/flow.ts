// Small helpers of the login steps: starting one, telling the frame client's errors apart, and waiting.
import type { EmbeddedContext } from './context.js'
import type { EmbeddedWalletState, EmbeddedWalletStatus } from './types.js'

/**
 * Starts a login step that leaves any other: a new flow (late answers of the one before no longer touch `state`),
 * the device wait stopped, the login's fields cleared, and `status` (`loading` until the frame client is there).
 * Answers the flow's number.
 */
export function startLogin(
  c: EmbeddedContext,
  status: EmbeddedWalletStatus,
  fields: Partial<EmbeddedWalletState> = {},
): number {
  const mine = ++c.flow
  c.deviceLoop?.abort()
  Object.assign(c.state, {
    status: c.loaded ? status : 'loading',
    email: undefined,
    action: undefined,
    wallet: undefined,
    error: undefined,
    ...fields,
  })
  return mine
}

export const errorName = (error: unknown) => (error as { name?: unknown } | undefined)?.name
/** The user left the step (an abort, or a login step cut short by closing the modal). */
export const isAbort = (error: unknown) =>
  errorName(error) === 'EmbeddedWalletAbortedError' ||
  errorName(error) === 'EmbeddedLoginCancelledError' ||
  (errorName(error) === 'EmbeddedWalletConnectError' && (error as { kind?: unknown }).kind === 'aborted')
export const isTimeout = (error: unknown) =>
  errorName(error) === 'EmbeddedWalletConnectError' && (error as { kind?: unknown }).kind === 'timeout'
/**
 * A failure that asking again may cure, with how long to wait first: the service was busy (RATE_LIMITED, its
 * `retryAfter` seconds, at most `maxPauseMs`) or the request failed without a refusal (the network dropped, the
 * service answered 5xx). Undefined for a refusal that asking again cannot change.
 */
export function passingFailurePause(error: unknown, maxPauseMs: number): number | undefined {
  if (errorName(error) !== 'EmbeddedWalletRequestError') return undefined
  const { reason, code, retryAfter } = error as { reason?: unknown; code?: unknown; retryAfter?: unknown }
  if (reason === 'RATE_LIMITED')
    return Math.min(maxPauseMs, typeof retryAfter === 'number' ? retryAfter * 1000 : maxPauseMs)
  return reason === undefined && code === undefined ? 0 : undefined
}
/** The frame could not be had at all: the flow ends in `error`. */
export const isLoadFailure = (error: unknown) =>
  errorName(error) === 'EmbeddedWalletLoadError' || errorName(error) === 'EmbeddedWalletConfigError'

/** Text cut to the protocol's bound for its field (the frame refuses longer), so long app metadata still loads. */
export const clip = (text: string, max: number) => text.slice(0, max)

/** A caller that follows `state` instead of awaiting must not see an unhandled rejection. */
export function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
