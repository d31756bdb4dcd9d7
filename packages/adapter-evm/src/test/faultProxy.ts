// A local JSON-RPC proxy that forwards to a node and injects faults (HTTP 429/500, hangs) on chosen requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fault = 'ok' | 'hang' | 429 | 500

export type ProxiedRequest = { methods: string[]; fault: Fault }

export type FaultProxy = {
  url: string
  /** Every request seen, with what it got; `net_listening` pings of the fallback ranking included. */
  requests: ProxiedRequest[]
  /** The next requests (pings excluded) get these faults, in order. */
  inject(...faults: Fault[]): void
  /** What requests get once the injected faults are used up (pings included). Default 'ok'. */
  setDefault(fault: Fault): void
  /** Requests that are not ranking pings. */
  calls(): ProxiedRequest[]
  close(): Promise<void>
}

const isPing = (methods: string[]) => methods.length > 0 && methods.every((m) => m === 'net_listening')

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function methodsOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { method?: unknown } | { method?: unknown }[]
    return (Array.isArray(parsed) ? parsed : [parsed]).map((r) => String(r.method))
  } catch {
    return []
  }
}

/** Starts the proxy on a free port in front of `upstream`. */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const queue: Fault[] = []
  const requests: ProxiedRequest[] = []
  let fallbackFault: Fault = 'ok'

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request)
    const methods = methodsOf(body)
    const fault = (!isPing(methods) && queue.shift()) || fallbackFault
    requests.push({ methods, fault })
    if (fault === 'hang') return // never answered; the socket is destroyed on close()
    if (fault !== 'ok') {
      response
        .writeHead(fault, { 'content-type': 'text/plain' })
        .end(fault === 429 ? 'Too Many Requests' : 'Boom')
      return
    }
    const upstreamResponse = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(upstreamResponse.status, { 'content-type': 'application/json' })
    response.end(await upstreamResponse.text())
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject: (...faults) => void queue.push(...faults),
    setDefault(fault) {
      fallbackFault = fault
    },
    calls: () => requests.filter((r) => !isPing(r.methods)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A URL where nothing listens (a port taken and released). */
export async function deadUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
