import { alertForProviderText } from '../errors/alerts.js'
import { HttpRequestError, RequestAbortedError, TimeoutError } from '../errors/http.js'
import { errorDetails, type Logger } from '../logger/createLogger.js'
import { buildUrl, type QueryParams } from './buildUrl.js'
import type { Guard } from './validate/guards.js'
import { InvalidResponseError } from './validate/InvalidResponseError.js'
import { parseRetryAfter, withRetry } from './withRetry.js'

/** HTTP statuses worth another try; a 403 that refuses the project's configuration is not (see `isConfigError`). */
export const retryStatusCodes: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504]

/**
 * Whether the provider refused the project's configuration or the session: a 403 for an unknown project id
 * ('Unauthorized: invalid key'), an origin the project does not allow ('Unauthorized: origin not allowed') or a
 * session token it cannot accept ('JWT validation error': not valid yet or any more, as when the device's clock
 * is off). Trying again cannot help, so these are not retried; each maps to an alert.
 */
export function isConfigError(error: unknown): error is HttpRequestError {
  if (!(error instanceof HttpRequestError) || error.status !== 403) return false
  return alertForProviderText(error.body) !== undefined
}

export type HttpClientOptions = {
  baseUrl: string
  /** Appended to every request as the `clientId` query param. */
  clientId?: string | undefined
  /** Sent with every request; per-request headers win. */
  headers?: Record<string, string> | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Per attempt, in ms. Default 10 000. */
  timeout?: number | undefined
  /** Retries after the first try (so 3 means at most 4 attempts). Default 3. */
  retryCount?: number | undefined
  /** Backoff base in ms: waits 150, 300, 600 … unless the answer has `Retry-After`. Default 150. */
  retryDelay?: number | undefined
  /** Told of every answer that refuses the project's configuration (see `isConfigError`), before it is thrown. */
  onConfigError?: ((error: HttpRequestError) => void) | undefined
  /** Told of every request that finally failed (method, path, status, error name): never its query or body. */
  logger?: Logger | undefined
  /**
   * The project id to ask `GET /origin-check` about when a request fails without an answer. In a browser a
   * page whose origin the project refuses cannot read the API's 403 (CORS names only allowed origins), so the
   * request fails like a network error; the origin check, readable by any page, tells whether that is why.
   * Asked once per client; a refusal then throws (and reports) the matching 403 instead of the network error.
   */
  originCheckProjectId?: string | undefined
}

export type HttpRequest = {
  path: string
  params?: QueryParams | undefined
  /** Sent as JSON (post, put, delete). */
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  cache?: RequestCache | undefined
}

export type HttpGetRequest = Omit<HttpRequest, 'body'>

/**
 * Checks the parsed JSON of an ok answer (see `validate/replies.ts`); an answer it refuses, like one that is
 * not JSON, throws `InvalidResponseError` naming the first bad field. Not retried.
 */
export type Validated<T> = { validate?: Guard<T> | undefined }

export type HttpClient = {
  readonly baseUrl: string
  get<T = unknown>(request: HttpGetRequest & Validated<T>): Promise<T>
  getBlob(request: HttpGetRequest): Promise<Blob>
  post<T = unknown>(request: HttpRequest & Validated<T>): Promise<T>
  put<T = unknown>(request: HttpRequest & Validated<T>): Promise<T>
  delete<T = unknown>(request: HttpRequest & Validated<T>): Promise<T>
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A small JSON-over-HTTP client. Non-ok answers throw `HttpRequestError` (`HTTP status code: N`, body kept).
 * Retries 403, 408, 413, 429, 5xx of `retryStatusCodes`, network errors (fetch's `TypeError`) and timeouts,
 * but not a 403 that refuses the project's configuration (reported to `onConfigError` instead);
 * `Retry-After` (seconds or HTTP date) replaces the backoff when present. An ok answer that is not JSON, or that
 * the request's `validate` refuses, throws `InvalidResponseError` (not retried). The caller's `signal` aborts at once
 * with `RequestAbortedError`; an attempt running past `timeout` fails with `TimeoutError`.
 */
export function createHttpClient({
  baseUrl,
  clientId,
  headers: baseHeaders,
  fetch: fetchFn = globalThis.fetch,
  timeout = 10_000,
  retryCount = 3,
  retryDelay = 150,
  onConfigError,
  logger,
  originCheckProjectId,
}: HttpClientOptions): HttpClient {
  // The origin check's refusal, once asked: a 403 as the API would have answered it, or none.
  let originVerdict: Promise<HttpRequestError | undefined> | undefined
  const checkOrigin = (): Promise<HttpRequestError | undefined> => {
    if (!originCheckProjectId) return Promise.resolve(undefined)
    originVerdict ??= (async () => {
      const url = buildUrl(baseUrl, '/origin-check', { projectId: originCheckProjectId })
      const response = await fetchFn(url)
      const verdict = (await response.json()) as { project?: unknown; originAllowed?: unknown }
      const message =
        verdict.project === false
          ? 'Unauthorized: invalid key'
          : verdict.originAllowed === false
            ? 'Unauthorized: origin not allowed'
            : undefined
      return message
        ? new HttpRequestError({ status: 403, url, body: JSON.stringify({ message }) })
        : undefined
    })().catch(() => {
      originVerdict = undefined // the check itself failed (the API is down): ask again next time
      return undefined
    })
    return originVerdict
  }

  async function request(
    method: Method,
    req: HttpRequest & Validated<unknown>,
    read: 'json' | 'blob',
  ): Promise<unknown> {
    const url = buildUrl(baseUrl, req.path, { ...req.params, ...(clientId ? { clientId } : {}) })
    const hasBody = req.body !== undefined
    const headers: Record<string, string> = {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...baseHeaders,
      ...req.headers,
    }
    const init: RequestInit = {
      method,
      headers,
      ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
      ...(req.cache ? { cache: req.cache } : {}),
    }
    const { signal } = req
    // Retry-After of the latest failed attempt; attempts run one after another.
    let retryAfter: number | undefined

    const attempt = async (): Promise<string | Blob> => {
      retryAfter = undefined
      const controller = new AbortController()
      let timedOut = false
      const timer =
        timeout > 0
          ? setTimeout(() => {
              timedOut = true
              controller.abort()
            }, timeout)
          : undefined
      const onAbort = () => controller.abort()
      signal?.addEventListener('abort', onAbort, { once: true })
      try {
        return await untilAborted(controller.signal, async () => {
          const response = await fetchFn(url, { ...init, signal: controller.signal })
          if (!response.ok) {
            const body = await response.text().catch(() => '')
            retryAfter = parseRetryAfter(response.headers.get('retry-after'))
            throw new HttpRequestError({ status: response.status, url, body })
          }
          return read === 'blob' ? response.blob() : response.text()
        })
      } catch (error) {
        if (signal?.aborted) throw new RequestAbortedError({ cause: error })
        if (timedOut) throw new TimeoutError({ url, timeout })
        throw error
      } finally {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
    }

    const result = await withRetry(attempt, {
      retryCount,
      retryDelay,
      signal,
      shouldRetry,
      delayFor: (error) => (error instanceof HttpRequestError ? retryAfter : undefined),
    }).catch(async (error: unknown) => {
      // No answer at all: in a browser that is also what a refused origin sees. The origin check says.
      const refusal = error instanceof TypeError && !signal?.aborted ? await checkOrigin() : undefined
      const final = refusal ?? error
      if (isConfigError(final)) onConfigError?.(final)
      if (!(final instanceof RequestAbortedError)) {
        logger?.error('api', `${method} ${req.path} failed`, {
          ...errorDetails(final),
          status: final instanceof HttpRequestError ? final.status : undefined,
        })
      }
      throw final
    })
    if (typeof result !== 'string') return result
    // An empty body (e.g. 204) reads as undefined.
    let body: unknown
    try {
      body = result ? JSON.parse(result) : undefined
    } catch (error) {
      throw new InvalidResponseError({ path: req.path, problem: 'the body is not JSON' }, { cause: error })
    }
    const problem = req.validate?.(body)
    if (problem) throw new InvalidResponseError({ path: req.path, problem })
    return body
  }

  return {
    baseUrl,
    get: (req) => request('GET', req, 'json') as Promise<never>,
    getBlob: (req) => request('GET', req, 'blob') as Promise<Blob>,
    post: (req) => request('POST', req, 'json') as Promise<never>,
    put: (req) => request('PUT', req, 'json') as Promise<never>,
    delete: (req) => request('DELETE', req, 'json') as Promise<never>,
  }
}

function shouldRetry(error: unknown): boolean {
  if (isConfigError(error)) return false
  if (error instanceof HttpRequestError) return retryStatusCodes.includes(error.status)
  // fetch reports network failures as TypeError.
  return error instanceof TimeoutError || error instanceof TypeError
}

/** Runs `fn` but settles as soon as `signal` aborts, even if a custom fetch ignores the signal. */
function untilAborted<T>(signal: AbortSignal, fn: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    fn()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}
