import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { alertForProviderText } from '../errors/alerts.js'
import { HttpRequestError, RequestAbortedError, TimeoutError } from '../errors/http.js'
import { createLogger } from '../logger/createLogger.js'
import { createHttpClient, isConfigError } from './createHttpClient.js'
import { startTestServer, type TestServer } from './test/server.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!)

describe('createHttpClient: requests', () => {
  it('GETs JSON with clientId appended and empty params skipped', async () => {
    server.route('/v1/thing', { body: { ok: true } })
    const http = createHttpClient({ baseUrl: server.url, clientId: 'client-1' })
    const result = await http.get<{ ok: boolean }>({
      path: '/v1/thing',
      params: { a: 'x', zero: 0, no: false, u: undefined, n: null, e: '' },
    })
    expect(result).toEqual({ ok: true })
    const [request] = server.requests
    expect(request?.method).toBe('GET')
    expect(Object.fromEntries(request!.query)).toEqual({
      a: 'x',
      zero: '0',
      no: 'false',
      clientId: 'client-1',
    })
  })

  it('leaves clientId out when not set', async () => {
    server.route('/v1/thing', { body: {} })
    await createHttpClient({ baseUrl: server.url }).get({ path: 'v1/thing' })
    expect(server.requests[0]?.query.has('clientId')).toBe(false)
  })

  it('sends JSON bodies with a content type for post, put and delete', async () => {
    server.route('/v1/item', (request) => ({ body: { method: request.method } }))
    const http = createHttpClient({ baseUrl: server.url, headers: { 'x-base': 'b' } })
    const body = { name: 'portico', list: [1, 2] }
    expect(await http.post({ path: '/v1/item', body, headers: { 'x-call': 'c' } })).toEqual({
      method: 'POST',
    })
    expect(await http.put({ path: '/v1/item', body })).toEqual({ method: 'PUT' })
    expect(await http.delete({ path: '/v1/item', body })).toEqual({ method: 'DELETE' })
    for (const request of server.requests) {
      expect(request.headers['content-type']).toBe('application/json')
      expect(request.headers['x-base']).toBe('b')
      expect(JSON.parse(request.body)).toEqual(body)
    }
    expect(server.requests[0]?.headers['x-call']).toBe('c')
  })

  it('reads an empty body as undefined', async () => {
    server.route('/v1/empty', { status: 204 })
    expect(await createHttpClient({ baseUrl: server.url }).post({ path: '/v1/empty' })).toBeUndefined()
  })

  it('getBlob returns the body as a Blob', async () => {
    server.route('/img/1', { body: 'PNGDATA', headers: { 'content-type': 'image/png' } })
    const blob = await createHttpClient({ baseUrl: server.url }).getBlob({ path: '/img/1' })
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toBe('image/png')
    expect(await blob.text()).toBe('PNGDATA')
  })
})

describe('createHttpClient: errors and retries', () => {
  it('waits for Retry-After (seconds) on 429, then succeeds', async () => {
    server.route('/v1/limited', (_, count) =>
      count === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: 'slow down' } : { body: { ok: 1 } },
    )
    const result = await createHttpClient({ baseUrl: server.url }).get({ path: '/v1/limited' })
    expect(result).toEqual({ ok: 1 })
    const attempts = server.requestsTo('/v1/limited').map((r) => r.at)
    expect(attempts).toHaveLength(2)
    expect(gaps(attempts)[0]).toBeGreaterThanOrEqual(950)
  })

  // The exact schedule (150, 300, 600 ms) is checked with fake timers in withRetry.test.ts. Against a real
  // server only the lower bounds hold on a busy machine: a timer never fires early, but it can fire late.
  it('backs off exponentially: 500, 500, 200 takes 3 attempts at least 150 then 300 ms apart', async () => {
    server.route('/v1/flaky', (_, count) => (count < 2 ? { status: 500, body: 'boom' } : { body: { ok: 2 } }))
    const result = await createHttpClient({ baseUrl: server.url }).get({ path: '/v1/flaky' })
    expect(result).toEqual({ ok: 2 })
    const [first, second] = gaps(server.requestsTo('/v1/flaky').map((r) => r.at)) as [number, number]
    expect(server.requestsTo('/v1/flaky')).toHaveLength(3)
    expect(first).toBeGreaterThanOrEqual(140)
    expect(second).toBeGreaterThanOrEqual(290)
  })

  it('gives up after 4 attempts (retryCount 3) with HTTP status code: 500', async () => {
    server.route('/v1/down', { status: 500, body: 'internal' })
    const error = await createHttpClient({ baseUrl: server.url })
      .get({ path: '/v1/down' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).message).toBe('HTTP status code: 500')
    expect((error as HttpRequestError).status).toBe(500)
    expect((error as HttpRequestError).body).toBe('internal')
    expect((error as HttpRequestError).url).toBe(`${server.url}/v1/down`)
    expect(server.requestsTo('/v1/down')).toHaveLength(4)
  })

  it('does not retry a 404', async () => {
    server.route('/v1/missing', { status: 404, body: 'nothing here' })
    await expect(createHttpClient({ baseUrl: server.url }).get({ path: '/v1/missing' })).rejects.toThrow(
      'HTTP status code: 404',
    )
    expect(server.requestsTo('/v1/missing')).toHaveLength(1)
  })

  it('times out a hanging request with TimeoutError, after retrying it', async () => {
    server.route('/v1/hang', { hang: true })
    const http = createHttpClient({ baseUrl: server.url, timeout: 200, retryCount: 1, retryDelay: 10 })
    const started = performance.now()
    await expect(http.get({ path: '/v1/hang' })).rejects.toBeInstanceOf(TimeoutError)
    expect(server.requestsTo('/v1/hang')).toHaveLength(2)
    expect(performance.now() - started).toBeGreaterThanOrEqual(400)
  })

  it('retries a timed-out attempt and returns the next answer', async () => {
    server.route('/v1/slow-once', (_, count) => (count === 0 ? { hang: true } : { body: { ok: 3 } }))
    const http = createHttpClient({ baseUrl: server.url, timeout: 200 })
    expect(await http.get({ path: '/v1/slow-once' })).toEqual({ ok: 3 })
    expect(server.requestsTo('/v1/slow-once')).toHaveLength(2)
  })

  it('aborts during a backoff wait promptly with Request was aborted', async () => {
    server.route('/v1/busy', { status: 503, headers: { 'retry-after': '10' } })
    const controller = new AbortController()
    const request = createHttpClient({ baseUrl: server.url }).get({
      path: '/v1/busy',
      signal: controller.signal,
    })
    const settled = request.catch((e: unknown) => e)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(server.requestsTo('/v1/busy')).toHaveLength(1)
    const abortedAt = performance.now()
    controller.abort()
    const error = await settled
    // Retry-After asked for 10 s: settling in a fraction of that shows the abort cut the wait.
    expect(performance.now() - abortedAt).toBeLessThan(5_000)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as Error).message).toBe('Request was aborted')
    expect(server.requestsTo('/v1/busy')).toHaveLength(1)
  })

  it('aborts an in-flight request promptly', async () => {
    server.route('/v1/hang', { hang: true })
    const controller = new AbortController()
    const request = createHttpClient({ baseUrl: server.url }).get({
      path: '/v1/hang',
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 50)
    await expect(request).rejects.toThrow('Request was aborted')
    expect(server.requestsTo('/v1/hang')).toHaveLength(1)
  })

  it('retries network errors (fetch TypeError)', async () => {
    server.route('/v1/net', { body: { ok: 4 } })
    let calls = 0
    const flakyFetch: typeof fetch = (input, init) => {
      calls++
      return calls < 3 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init)
    }
    const http = createHttpClient({ baseUrl: server.url, fetch: flakyFetch, retryDelay: 1 })
    expect(await http.get({ path: '/v1/net' })).toEqual({ ok: 4 })
    expect(calls).toBe(3)
    expect(server.requestsTo('/v1/net')).toHaveLength(1)
  })

  it.each([
    ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
    ['JWT validation error', 'sessionExpired'],
    ['Unauthorized: invalid key', 'invalidProjectId'],
  ] as const)('keeps the 403 body %j so it maps to %s', async (text, alertId) => {
    server.route('/v1/guarded', { status: 403, body: JSON.stringify({ status: 'FAILED', reasons: [text] }) })
    const http = createHttpClient({ baseUrl: server.url, retryDelay: 1 })
    const error = await http.get({ path: '/v1/guarded' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).message).toBe('HTTP status code: 403')
    expect((error as HttpRequestError).body).toContain(text)
    expect(alertForProviderText((error as HttpRequestError).body)).toBe(alertId)
  })

  it.each([
    ['Unauthorized: origin not allowed', 1, 1],
    ['Unauthorized: invalid key', 1, 1],
    ['JWT validation error', 1, 1],
    ['Forbidden for another reason', 4, 0],
  ] as const)(
    'a 403 %j is tried %i time(s) and reported %i time(s) as a configuration error',
    async (text, tries, reports) => {
      server.route('/v1/guarded', { status: 403, body: { message: text } })
      const reported: HttpRequestError[] = []
      const http = createHttpClient({
        baseUrl: server.url,
        retryDelay: 1,
        onConfigError: (error) => reported.push(error),
      })
      const error = await http.get({ path: '/v1/guarded' }).catch((e: unknown) => e)
      expect(isConfigError(error)).toBe(reports > 0)
      expect(server.requestsTo('/v1/guarded')).toHaveLength(tries)
      expect(reported).toHaveLength(reports)
      if (reports) expect(reported[0]).toBe(error)
    },
  )

  it('logs a request that finally failed: method, path and status, never its query', async () => {
    server.route('/v1/broken', { status: 500, body: 'down' })
    const logger = createLogger()
    const http = createHttpClient({ baseUrl: server.url, retryCount: 0, logger })
    await http.get({ path: '/v1/broken', params: { secret: 'k-123' } }).catch(() => undefined)
    expect(logger.getLogs()).toMatchObject([
      { level: 'error', source: 'api', message: 'GET /v1/broken failed', details: { status: 500 } },
    ])
    expect(JSON.stringify(logger.getLogs())).not.toContain('k-123')
  })

  it('a configuration error needs a 403', () => {
    const body = JSON.stringify({ message: 'Unauthorized: invalid key' })
    expect(isConfigError(new HttpRequestError({ status: 403, url: 'u', body }))).toBe(true)
    expect(isConfigError(new HttpRequestError({ status: 401, url: 'u', body }))).toBe(false)
    expect(isConfigError(new Error(body))).toBe(false)
  })

  it('fails an ok answer that is not JSON with InvalidResponseError, without retrying', async () => {
    server.route('/v1/garbled', { body: '{not json' })
    await expect(
      createHttpClient({ baseUrl: server.url }).get({ path: '/v1/garbled' }),
    ).rejects.toMatchObject({
      name: 'InvalidResponseError',
      shortMessage: 'Invalid response from /v1/garbled',
      details: 'the body is not JSON',
    })
    expect(server.requestsTo('/v1/garbled')).toHaveLength(1)
  })
})
