// The floors the cached balance is compared with in the same run: the same answer (body and content type) from
// a bare `node:http` server, and from Hono on @hono/node-server with one route and no middleware. Each runs in
// the bench's process, as the API does, while autocannon runs in its own; what the API does beyond them is
// what its own middleware and routing cost.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

export type Floor = { name: string; url: string; close(): Promise<void> }

const listening = (port: number) => `http://127.0.0.1:${port}`

/** A bare `node:http` server answering every request with `body` as JSON. */
export async function startNodeFloor(body: string): Promise<Floor> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    name: 'floor: node:http, same answer',
    url: listening((server.address() as AddressInfo).port),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Hono with the balance route only, answering `body` as JSON. */
export async function startHonoFloor(body: string): Promise<Floor> {
  const app = new Hono()
  const answer = JSON.parse(body) as object
  app.get('/v1/account/:address/balance', (c) => c.json(answer))
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({ server, port: info.port }),
      )
    },
  )
  return {
    name: 'floor: Hono, one route, no middleware',
    url: listening(port),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
