import { RequestAbortedError } from '../errors/http.js'

export type WithRetryOptions = {
  /** Retries after the first try: 3 means at most 4 attempts in all. 0 turns retrying off. */
  retryCount?: number | undefined
  /** Base backoff in ms: retry n (n = 0, 1, 2, …) waits `retryDelay · 2^n`, i.e. 150, 300, 600 ms. */
  retryDelay?: number | undefined
  /** Whether an error is worth another try. Default: always. */
  shouldRetry?: ((error: unknown) => boolean) | undefined
  /** A wait in ms that replaces the backoff for this error (e.g. from `Retry-After`). */
  delayFor?: ((error: unknown) => number | undefined) | undefined
  /** Aborts at once, also during a backoff wait, with `RequestAbortedError`. */
  signal?: AbortSignal | undefined
}

/** Runs `fn` until it succeeds, retrying with exponential backoff. The only retry loop of the API layer. */
export async function withRetry<T>(
  fn: (attempt: number) => Promise<T>,
  { retryCount = 3, retryDelay = 150, shouldRetry = () => true, delayFor, signal }: WithRetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw new RequestAbortedError()
    try {
      return await fn(attempt)
    } catch (error) {
      if (signal?.aborted)
        throw error instanceof RequestAbortedError ? error : new RequestAbortedError({ cause: error })
      if (attempt >= retryCount || !shouldRetry(error)) throw error
      await sleep(delayFor?.(error) ?? retryDelay * 2 ** attempt, signal)
    }
  }
}

/** Waits `ms`; rejects with `RequestAbortedError` as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestAbortedError())
    const onAbort = () => {
      clearTimeout(timer)
      reject(new RequestAbortedError())
    }
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      },
      Math.max(0, ms),
    )
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** A `Retry-After` header in ms: delay-seconds or an HTTP date. `undefined` when absent or invalid. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // HTTP dates name a weekday and month; this also keeps Date.parse from reading '-1' as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
