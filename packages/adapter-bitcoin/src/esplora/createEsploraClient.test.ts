import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpRequestError } from '@portico/core'
import { afterEach, expect, test } from 'vitest'
import { createEsploraClient } from './createEsploraClient.js'

type Handler = (request: IncomingMessage, response: ServerResponse, count: number) => void

const servers: ReturnType<typeof createServer>[] = []

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A real HTTP server on 127.0.0.1 that answers with `handler`; each request's time is recorded. */
async function serve(handler: Handler) {
  const times: number[] = []
  const server = createServer((request, response) => {
    times.push(performance.now())
    handler(request, response, times.length)
  })
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, times }
}

const tipAfter =
  (failures: number, status: number, headers: Record<string, string> = {}): Handler =>
  (_, response, count) => {
    if (count <= failures) response.writeHead(status, headers).end('busy')
    else response.writeHead(200, { 'content-type': 'text/plain' }).end('840000')
  }

test('a 429 with Retry-After (seconds) is retried after the time the server asked for', async () => {
  const { url, times } = await serve(tipAfter(1, 429, { 'retry-after': '1' }))
  const client = createEsploraClient(url)
  expect(await client.getTipHeight()).toBe(840000)
  expect(times).toHaveLength(2)
  // The backoff alone would have waited 150 ms.
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(990)
})

test('a 503 with Retry-After as an HTTP date waits until then', async () => {
  const { url, times } = await serve((request, response, count) =>
    tipAfter(1, 503, { 'retry-after': new Date(Date.now() + 2000).toUTCString() })(request, response, count),
  )
  const client = createEsploraClient(url)
  expect(await client.getTipHeight()).toBe(840000)
  expect(times).toHaveLength(2)
  // HTTP dates have whole seconds: at least one second away (at most two, plus a busy machine's delay).
  expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900)
  expect(times[1]! - times[0]!).toBeLessThan(6_000)
})

test('without Retry-After the retries back off from 150 ms; the last answer becomes HttpRequestError', async () => {
  const { url, times } = await serve(tipAfter(5, 500))
  const client = createEsploraClient(url, { retryCount: 2 })
  const error = await client.getTipHeight().catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(HttpRequestError)
  expect(error).toMatchObject({ status: 500 })
  expect(times).toHaveLength(3)
  const [first, second, third] = times as [number, number, number]
  // Lower bounds only: a timer never fires early but may fire late. The exact schedule is core's withRetry test.
  expect(second - first).toBeGreaterThanOrEqual(140)
  expect(third - second).toBeGreaterThanOrEqual(290)
})

test('broadcasts are never retried, even when the server says when to come back', async () => {
  const { url, times } = await serve((_, response) =>
    response
      .writeHead(503, { 'retry-after': '1' })
      .end('sendrawtransaction RPC error: {"code":-26,"message":"busy"}'),
  )
  const client = createEsploraClient(url)
  await expect(client.broadcast('00')).rejects.toMatchObject({ name: 'BroadcastError', code: -26 })
  expect(times).toHaveLength(1)
})
