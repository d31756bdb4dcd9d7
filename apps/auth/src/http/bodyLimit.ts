import type { MiddlewareHandler } from 'hono'

/**
 * Bounds every request body to `maxBytes` before any route reads it: a `Content-Length` above the limit is
 * answered 413 unread; any other body is read chunk by chunk and answered 413 once it passes the limit. A body
 * within the limit is handed on in memory.
 */
export function bodyLimit({ maxBytes }: { maxBytes: number }): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const tooLarge = () => c.json({ message: 'Request body too large', limit: maxBytes }, 413)
    if (Number(c.req.header('content-length')) > maxBytes) return tooLarge()
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > maxBytes) return tooLarge()
        chunks.push(value)
      }
    } catch {
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
