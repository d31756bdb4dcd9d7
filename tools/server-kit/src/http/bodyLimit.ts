import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import { requestHeader } from './requestHeader.js'

export type BodyLimitOptions = {
  /** Largest body accepted, in bytes. */
  maxBytes: number
}

function tooLarge(c: Context, limit: number) {
  return c.json({ message: 'Request body too large', limit }, 413)
}

/**
 * Bounds every request body to `maxBytes`, before any route, guard or JSON parser sees it: a
 * `Content-Length` above the limit is answered 413 without reading; any other body (chunked, or one whose
 * length header understates it) is read chunk by chunk and answered 413 as soon as it passes the limit.
 * A body within the limit is handed on in memory, so later readers (a guard, the route) read it as usual.
 * What the client still sends after a 413 is drained and dropped by the Node server.
 *
 * @example
 * app.use('*', bodyLimit({ maxBytes: 1_048_576 }))
 */
export function bodyLimit({ maxBytes }: BodyLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    // From a Node socket, HTTP/1.1 says it: a request with neither Content-Length nor Transfer-Encoding has
    // no body. Not asking for `raw.body` then spares the Node adapter building a whole Request for each GET.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    if (incoming && !('content-length' in incoming.headers) && !('transfer-encoding' in incoming.headers))
      return next()
    const body = c.req.raw.body
    if (!body) return next()
    const declared = Number(requestHeader(c, 'content-length'))
    if (declared > maxBytes) return tooLarge(c, maxBytes)

    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        // Not cancelled: cancelling would close the socket before the 413 is written.
        if (size > maxBytes) return tooLarge(c, maxBytes)
        chunks.push(value)
      }
    } catch {
      // The client went away mid-body; nobody reads this answer, but it must not count as a 5xx.
      return c.json({ message: 'Request body could not be read' }, 400)
    } finally {
      reader.releaseLock()
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    await next()
  }
}
