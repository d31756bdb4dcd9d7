import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { handleRequest } from './handleRequest.js'
import type { MethodContext } from './methods.js'
import { createSubscriptions } from './subscriptions.js'

const MAX_BODY = 5_000_000

export type RpcServer = { url: string; wsUrl: string; server: Server; close(): Promise<void> }

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY) {
        reject(new Error('Request too large'))
        request.destroy()
      }
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/** JSON-RPC over HTTP POST (single and batch) and WebSocket subscriptions, on one port. */
export async function createRpcServer(
  context: MethodContext,
  { host = '127.0.0.1', port = 0 }: { host?: string | undefined; port?: number | undefined } = {},
): Promise<RpcServer> {
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...cors, 'content-type': 'text/plain' }).end('Use POST')
      return
    }
    let payload: unknown
    try {
      payload = JSON.parse(await readBody(request))
    } catch {
      const error = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(error))
      return
    }
    const answer = Array.isArray(payload)
      ? payload.map((each) => handleRequest({ id: null, ...each }, context))
      : (handleRequest(payload as object, context) ?? { jsonrpc: '2.0', id: null, result: null })
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })

  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket) => {
    const subscriptions = createSubscriptions(socket, context.chain)
    socket.on('message', (data) => {
      let request: unknown
      try {
        request = JSON.parse(String(data))
      } catch {
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        )
        return
      }
      const answer = handleRequest(request as object, context, subscriptions.handle)
      if (answer) socket.send(JSON.stringify(answer))
    })
    socket.on('close', () => subscriptions.close())
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host}:${bound}`,
    wsUrl: `ws://${host}:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
