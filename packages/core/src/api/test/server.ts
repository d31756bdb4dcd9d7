import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

// A real local HTTP server for the api tests: records every request, answers per path.

export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** `performance.now()` when the request arrived. */
  at: number
}

export type Reply = {
  status?: number
  headers?: Record<string, string>
  /** A string is sent as is, anything else as JSON. */
  body?: unknown
  /** Never answer (the client must time out or abort). */
  hang?: boolean
}

/** `count` is how many requests this path had before this one. */
export type Handler = (request: RecordedRequest, count: number) => Reply

export type TestServer = {
  url: string
  requests: RecordedRequest[]
  /** Requests to one path. */
  requestsTo(path: string): RecordedRequest[]
  route(path: string, handler: Handler | Reply): void
  reset(): void
  close(): Promise<void>
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const routes = new Map<string, Handler>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      }
      const count = requests.filter((r) => r.path === recorded.path).length
      requests.push(recorded)
      const handler = routes.get(recorded.path)
      const reply: Reply = handler ? handler(recorded, count) : { status: 404, body: 'not found' }
      if (reply.hang) return
      const isText = typeof reply.body === 'string'
      const body =
        typeof reply.body === 'string'
          ? reply.body
          : reply.body === undefined
            ? ''
            : JSON.stringify(reply.body)
      res.writeHead(reply.status ?? 200, {
        'content-type': isText ? 'text/plain' : 'application/json',
        ...reply.headers,
      })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    route(path, handler) {
      routes.set(path, typeof handler === 'function' ? handler : () => handler)
    },
    reset() {
      requests.length = 0
      routes.clear()
    },
    close() {
      server.closeAllConnections()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
