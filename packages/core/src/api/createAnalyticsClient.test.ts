import { afterEach, expect, test, vi } from 'vitest'
import { TimeoutError } from '../errors/http.js'
import { ANALYTICS_TIMEOUT_MS, createAnalyticsClient } from './createAnalyticsClient.js'

afterEach(() => {
  vi.useRealTimers()
})

test('an analytics event the server does not answer is given up after 5 s, never later', async () => {
  vi.useFakeTimers()
  const paths: string[] = []
  // The origin check answers; the event itself hangs until its request is aborted.
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname
    paths.push(path)
    if (path === '/origin-check') return Response.json({ project: true, originAllowed: true })
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    )
  })
  const client = createAnalyticsClient({
    baseUrl: 'http://127.0.0.1:1',
    projectId: 'p',
    sdkType: 'portico',
    sdkVersion: 'test',
    fetch: fetch as typeof globalThis.fetch,
    retryCount: 0,
  })
  let outcome: unknown
  const sent = client.sendEvent({ props: { type: 'track', event: 'MODAL_OPEN' } }).catch((error) => {
    outcome = error
  })
  await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1)
  expect(paths).toContain('/e')
  expect(outcome).toBeUndefined()
  await vi.advanceTimersByTimeAsync(1)
  await sent
  expect(outcome).toBeInstanceOf(TimeoutError)
  expect(ANALYTICS_TIMEOUT_MS).toBe(5_000)
})
