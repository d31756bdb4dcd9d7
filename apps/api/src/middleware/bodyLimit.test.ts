import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { startTestApi } from '../test/startTestApi.js'

// A body over the limit is refused while it is read, before the project guard or any JSON parser sees it.

let api: Awaited<ReturnType<typeof startTestApi>>
beforeAll(async () => {
  api = await startTestApi({ indexer: { enabled: false, intervalMs: 1000 } })
}, 60_000)
afterAll(() => api?.close())

const MiB = 1_048_576
const event = (props: Record<string, unknown> = {}) =>
  JSON.stringify({ eventId: 'e1', url: 'http://localhost/', domain: 'localhost', timestamp: 1, props })

/** POSTs `chunks` with `Transfer-Encoding: chunked` (no Content-Length); resolves with status and body. */
function postChunked(path: string, chunks: Iterable<string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    // The server may close the socket while we still write once it answered 413.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
    const writeAll = async () => {
      for (const chunk of chunks) {
        if (req.destroyed) return
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r))
      }
      req.end()
    }
    writeAll().catch(reject)
  })
}

describe('body limit', () => {
  test('1 MiB by default, MAX_BODY_BYTES or maxBodyBytes to change it', () => {
    expect(loadConfig({}).maxBodyBytes).toBe(MiB)
    expect(loadConfig({ MAX_BODY_BYTES: '2048' }).maxBodyBytes).toBe(2048)
    expect(loadConfig({}, { maxBodyBytes: 10 }).maxBodyBytes).toBe(10)
    expect(() => loadConfig({ MAX_BODY_BYTES: 'lots' })).toThrow()
  })

  test('5 MB to the JSON-RPC proxy, analytics, prices and names: 413 naming the limit; the server keeps answering', async () => {
    const big = `{"pad":"${'x'.repeat(5 * 1_000_000)}"}`
    for (const path of [
      '/v1/?chainId=eip155:31337&projectId=local',
      '/e?projectId=local',
      '/v1/fungible/price?projectId=local',
      '/v1/profile/account?projectId=local',
      // Refused before the project guard: no project id needed to be told.
      '/v1/fungible/price',
    ]) {
      const res = await api.get(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      })
      expect(res.status, path).toBe(413)
      expect(await res.json()).toEqual({ message: 'Request body too large', limit: MiB })
    }
    expect((await api.get('/health')).status).toBe(200)
    const stored = await api.get('/e?projectId=local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event({ ok: true }),
    })
    expect(stored.status).toBe(202)
    expect(await stored.json()).toEqual({ stored: true })
  })

  test('a body exactly at the limit is read; one byte more is not', async () => {
    const padded = (size: number) => {
      const base = event({ pad: '' })
      return event({ pad: 'x'.repeat(size - base.length) })
    }
    const limited = await startTestApi({ maxBodyBytes: 2048, indexer: { enabled: false, intervalMs: 1000 } })
    try {
      const at = await limited.get('/e?projectId=local', { method: 'POST', body: padded(2048) })
      expect(at.status).toBe(202)
      const over = await limited.get('/e?projectId=local', { method: 'POST', body: padded(2049) })
      expect(over.status).toBe(413)
      expect(await over.json()).toEqual({ message: 'Request body too large', limit: 2048 })
    } finally {
      await limited.close()
    }
  })

  test('a chunked body without Content-Length is cut off with 413 once it passes the limit', async () => {
    let sent = 0
    function* chunks() {
      yield '{"pad":"'
      // Up to 8 MiB in 64 KiB chunks; the server answers long before.
      for (let i = 0; i < 128; i++) {
        sent++
        yield 'x'.repeat(64 * 1024)
      }
      yield '"}'
    }
    const res = await postChunked('/e?projectId=local', chunks())
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({ message: 'Request body too large', limit: MiB })
    expect(sent).toBeGreaterThan(16)
    expect((await api.get('/health')).status).toBe(200)
  })

  test('a small chunked body reaches the route as usual', async () => {
    const body = event({ chunked: true })
    const res = await postChunked('/e?projectId=local', [body.slice(0, 10), body.slice(10)])
    expect(res.status).toBe(202)
    expect(JSON.parse(res.body)).toEqual({ stored: true })
  })

  test('a GET is answered without its body ever being read (a GET body means nothing), whatever its size', async () => {
    const over = 'x'.repeat(MiB + 1)
    expect((await rawRequest('GET', '/health')).status).toBe(200)
    expect((await rawRequest('GET', '/health', over)).status).toBe(200)
    expect((await rawRequest('GET', '/health', over, { chunked: true })).status).toBe(200)
    // And a POST on the same raw socket path is still bounded.
    expect((await rawRequest('POST', '/e?projectId=local', over)).status).toBe(413)
    expect((await rawRequest('POST', '/e?projectId=local', over, { chunked: true })).status).toBe(413)
  })
})

/** A request on a raw socket (fetch refuses a GET with a body): its status line's code. */
async function rawRequest(
  method: string,
  path: string,
  body?: string,
  { chunked = false }: { chunked?: boolean } = {},
): Promise<{ status: number }> {
  const { connect } = await import('node:net')
  const url = new URL(api.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname)
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      answer += chunk
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)
      if (status) {
        socket.destroy()
        resolve({ status: Number(status[1]) })
      }
    })
    socket.on('error', (error) => (answer ? undefined : reject(error)))
    const head = [`${method} ${path} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close']
    if (body === undefined) socket.write(`${head.join('\r\n')}\r\n\r\n`)
    else if (chunked)
      socket.write(
        `${head.join('\r\n')}\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      )
    else socket.write(`${head.join('\r\n')}\r\nContent-Length: ${body.length}\r\n\r\n${body}`)
  })
}
