import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { bodyLimit } from './bodyLimit.js'

// The limit is applied while the body is read, before any route or JSON parser sees it.

const app = new Hono()
app.use('*', bodyLimit({ maxBytes: 10 }))
app.post('/', async (c) => c.json({ read: (await c.req.text()).length }))

/** A request whose body arrives in `chunks` with no Content-Length (as with `Transfer-Encoding: chunked`). */
function chunked(chunks: string[]) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return app.request('/', { method: 'POST', body, duplex: 'half' } as RequestInit)
}

describe('bodyLimit', () => {
  test('a body exactly at the limit is read; one byte more is 413 naming the limit', async () => {
    const at = await app.request('/', { method: 'POST', body: 'x'.repeat(10) })
    expect(await at.json()).toEqual({ read: 10 })
    const over = await app.request('/', { method: 'POST', body: 'x'.repeat(11) })
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ message: 'Request body too large', limit: 10 })
  })

  test('a Content-Length over the limit is refused unread', async () => {
    const res = await app.request('/', {
      method: 'POST',
      headers: { 'content-length': '1000000' },
      body: new ReadableStream({ pull: () => expect.unreachable('the body was read') }),
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
  })

  test('a chunked body is cut off once it passes the limit; a small one reaches the route whole', async () => {
    expect((await chunked(['xxxx', 'xxxx', 'xxxx'])).status).toBe(413)
    expect(await (await chunked(['xxx', 'xxx'])).json()).toEqual({ read: 6 })
  })

  test('a body that fails mid-read is 400, not a 5xx', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('x'))
        controller.error(new Error('connection reset'))
      },
    })
    const res = await app.request('/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(400)
  })
})
