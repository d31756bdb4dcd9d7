import type { Context } from 'hono'
import { requestHeader } from './requestHeader.js'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string | undefined } } }

export type ClientIpOptions = {
  /**
   * The service sits behind one proxy of its own: the last `X-Forwarded-For` entry is the address that proxy
   * saw. Off by default, since a client writes that header as it likes.
   */
  trustProxy?: boolean | undefined
}

/**
 * The caller's IP: the socket's peer address (@hono/node-server), never a header a client can write, unless
 * `trustProxy`.
 */
export function clientIp(c: Context, { trustProxy = false }: ClientIpOptions = {}): string {
  if (trustProxy) {
    const forwarded = requestHeader(c, 'x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
  return socket ? socket.replace(/^::ffff:/, '') : 'unknown'
}
