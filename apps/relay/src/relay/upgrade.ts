import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocket, WebSocketServer } from 'ws'
import { ClientAuthError, verifyClientJwt } from '../relayToken.js'
import { addressKeyOf } from './address.js'
import type { RelayContext } from './context.js'

/**
 * The caller's address: the socket's peer, never a header a client can write — unless `trustProxy`, where the
 * relay sits behind one proxy of its own and the last `X-Forwarded-For` entry is the address that proxy saw.
 */
function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for']
    const forwarded = (Array.isArray(header) ? header.join(',') : header)?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}

function refuse(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`)
}

/** The request-target's query, or undefined when the target is not a URL (e.g. `//[`). */
function queryOf(target: string | undefined): URLSearchParams | undefined {
  try {
    return new URL(target ?? '/', 'ws://relay').searchParams
  } catch {
    return undefined
  }
}

/**
 * An HTTP upgrade: a client JWT (`?auth=` or a bearer header) addressed to this relay, a known project when
 * the relay lists some, and room under the per-address connection limit; then the WebSocket opens. A request
 * that cannot be read gets a 400; nothing a client sends may throw out of this listener.
 */
export function handleUpgrade(
  context: RelayContext,
  wss: WebSocketServer,
  open: (ws: WebSocket, clientId: string, ip: string) => void,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
) {
  socket.on('error', () => socket.destroy())
  try {
    const query = queryOf(req.url)
    if (!query) return refuse(socket, 400, 'Bad Request')
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const token = query.get('auth') ?? bearer
    if (!token) return refuse(socket, 401, 'Unauthorized')
    let clientId: string
    try {
      clientId = verifyClientJwt(token, {
        nowSeconds: Math.floor(context.now() / 1_000),
        audiences: context.audiences,
        maxLifetimeSeconds: context.limits.maxTokenLifetimeSeconds,
      })
    } catch (error) {
      if (error instanceof ClientAuthError) return refuse(socket, 401, 'Unauthorized')
      return refuse(socket, 400, 'Bad Request')
    }
    if (context.projectIds.length > 0 && !context.projectIds.includes(query.get('projectId') ?? ''))
      return refuse(socket, 403, 'Forbidden')
    const ip = addressKeyOf(clientIp(req, context.trustProxy))
    if (
      context.connections.size + context.opening >= context.limits.maxConnections ||
      (context.connectionsPerIp.get(ip) ?? 0) >= context.limits.maxConnectionsPerIp
    )
      return refuse(socket, 429, 'Too Many Requests')
    context.opening += 1
    let opened = false
    const settle = () => {
      if (opened) return
      opened = true
      context.opening -= 1
    }
    socket.once('close', settle)
    wss.handleUpgrade(req, socket, head, (ws) => {
      settle()
      open(ws, clientId, ip)
    })
  } catch {
    if (socket.writable) refuse(socket, 400, 'Bad Request')
    else socket.destroy()
  }
}
