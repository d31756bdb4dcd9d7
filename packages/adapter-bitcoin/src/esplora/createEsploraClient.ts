import { HttpRequestError, parseRetryAfter, TimeoutError, withRetry } from '@portico/core'
import { BroadcastError, TransactionNotFoundError } from '../errors/esplora.js'
import type { EsploraAddress, EsploraFeeEstimates, EsploraTxStatus, EsploraUtxo } from './types.js'

export type EsploraClientOptions = {
  /** Per request, ms; default 10 s. */
  timeout?: number | undefined
  /**
   * Retries of GET requests on network errors and 408/429/5xx answers; default 2. Each waits what the answer's
   * `Retry-After` asks, else 150 ms doubled on every retry. Broadcasts are never retried.
   */
  retryCount?: number | undefined
  fetch?: typeof fetch | undefined
}

export type EsploraClient = ReturnType<typeof createEsploraClient>

/** What a request to the Esplora API throws: an HTTP error answer or a failed request (status 0), or a timeout. */
export type EsploraRequestErrorType = HttpRequestError | TimeoutError

const RETRY_STATUS = new Set([408, 429, 500, 502, 503, 504])

/** An answer worth another try; the last one is returned to the caller as it is. */
class RetryableAnswer {
  constructor(
    readonly response: Response,
    readonly retryAfter: number | undefined,
  ) {}
}

/** A small client of an Esplora-compatible HTTP API (mempool.space, Blockstream, the Portico API). */
export function createEsploraClient(baseUrl: string, options: EsploraClientOptions = {}) {
  const { timeout = 10_000, retryCount = 2, fetch: fetchFn = globalThis.fetch } = options
  const root = baseUrl.replace(/\/+$/, '')

  async function request(path: string, init: RequestInit = {}, retries = retryCount): Promise<Response> {
    const url = `${root}${path}`
    const attempt = async () => {
      let response: Response
      try {
        response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeout) })
      } catch (error) {
        if (error instanceof DOMException && error.name === 'TimeoutError')
          throw new TimeoutError({ url, timeout })
        throw new HttpRequestError({ status: 0, url }, { cause: error })
      }
      if (!response.ok && RETRY_STATUS.has(response.status)) {
        throw new RetryableAnswer(response, parseRetryAfter(response.headers.get('retry-after')))
      }
      return response
    }
    try {
      return await withRetry(attempt, {
        retryCount: retries,
        retryDelay: 150,
        delayFor: (error) => (error instanceof RetryableAnswer ? error.retryAfter : undefined),
      })
    } catch (error) {
      if (error instanceof RetryableAnswer) return error.response
      throw error
    }
  }

  async function get(path: string): Promise<Response> {
    const response = await request(path)
    if (!response.ok) {
      throw new HttpRequestError({
        status: response.status,
        url: `${root}${path}`,
        body: await response.text(),
      })
    }
    return response
  }
  const getJson = async <T>(path: string) => (await (await get(path)).json()) as T
  const getText = async (path: string) => (await (await get(path)).text()).trim()

  const notFound = (txid: string) => (error: unknown) => {
    if (error instanceof HttpRequestError && (error.status === 404 || error.status === 400)) {
      throw new TransactionNotFoundError(txid, { cause: error })
    }
    throw error
  }

  return {
    baseUrl: root,
    getAddress: (address: string) => getJson<EsploraAddress>(`/address/${encodeURIComponent(address)}`),
    getUtxos: (address: string) => getJson<EsploraUtxo[]>(`/address/${encodeURIComponent(address)}/utxo`),
    getTxStatus: (txid: string) => getJson<EsploraTxStatus>(`/tx/${txid}/status`).catch(notFound(txid)),
    getTxHex: (txid: string) => getText(`/tx/${txid}/hex`).catch(notFound(txid)),
    getFeeEstimates: () => getJson<EsploraFeeEstimates>('/fee-estimates'),
    getTipHeight: async () => Number(await getText('/blocks/tip/height')),

    /** Broadcasts a raw transaction; a refusal throws `BroadcastError` with the node's code and reason. */
    async broadcast(hex: string): Promise<string> {
      const response = await request(
        '/tx',
        { method: 'POST', body: hex, headers: { 'content-type': 'text/plain' } },
        0,
      )
      const text = (await response.text()).trim()
      if (response.ok) return text
      throw new BroadcastError(parseRefusal(text))
    },
  }
}

/** Reads `sendrawtransaction RPC error: {"code":-26,"message":"dust"}` (electrs / mempool.space / Portico). */
export function parseRefusal(text: string): { code?: number; reason: string } {
  const json = text.slice(text.indexOf('{'))
  try {
    const { code, message } = JSON.parse(json) as { code?: unknown; message?: unknown }
    if (typeof message === 'string') return { ...(typeof code === 'number' && { code }), reason: message }
  } catch {}
  return { reason: text || 'Unknown error' }
}
