import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { requestHeader } from './requestHeader.js'

// The same answers from Node's parsed headers (a real @hono/node-server) and from the Fetch request.

const app = new Hono()
app.get('/', (c) =>
  c.json({
    origin: requestHeader(c, 'origin') ?? null,
    repeated: requestHeader(c, 'x-repeated') ?? null,
    absent: requestHeader(c, 'x-absent') ?? null,
  }),
)
const sent = { origin: 'https://app.example', repeated: 'one, two', absent: null }

let server: ReturnType<typeof serve>
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A GET whose `x-repeated` header is sent twice, as two header lines. */
function getWithRepeatedHeader(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/' }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve(JSON.parse(text)))
    })
    req.on('error', reject)
    req.setHeader('origin', 'https://app.example')
    req.setHeader('x-repeated', ['one', 'two'])
    req.end()
  })
}

describe('requestHeader', () => {
  test("on a Node server: read from Node's headers, repeated ones joined, absent ones undefined", async () => {
    expect(await getWithRepeatedHeader()).toEqual(sent)
  })

  test('through app.request (no Node request): the Fetch request answers the same', async () => {
    const headers = new Headers({ origin: 'https://app.example' })
    headers.append('x-repeated', 'one')
    headers.append('x-repeated', 'two')
    expect(await (await app.request('/', { headers })).json()).toEqual(sent)
  })
})
