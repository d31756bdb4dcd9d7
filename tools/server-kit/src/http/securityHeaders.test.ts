import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { dataCsp, securityHeaders } from './securityHeaders.js'

const pageCsp = "default-src 'none'; style-src 'self'; frame-ancestors 'none'"
const frameCsp = "default-src 'self'; frame-ancestors *"

const app = new Hono()
app.use(
  '*',
  securityHeaders({
    noStorePaths: ['/v1/'],
    pagePolicy: (c) => (c.req.path === '/page' ? pageCsp : undefined),
  }),
)
app.get('/v1/data', (c) => c.json({ ok: true }))
app.get('/page', (c) => c.html('<p>page</p>'))
app.get('/frame', (c) => {
  c.header('Content-Security-Policy', frameCsp)
  return c.html('<p>frame</p>')
})

describe('securityHeaders', () => {
  test('data answers (and 404s) load nothing, may not be framed, name no referrer', async () => {
    for (const path of ['/v1/data', '/nowhere']) {
      const res = await app.request(path)
      expect(res.headers.get('content-security-policy')).toBe(dataCsp)
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    }
  })

  test('no-store only under the configured paths', async () => {
    expect((await app.request('/v1/data')).headers.get('cache-control')).toBe('no-store')
    expect((await app.request('/page')).headers.get('cache-control')).toBeNull()
  })

  test("a page gets its policy and no framing; a route's own policy (a frame) is kept, framing its own call", async () => {
    const page = await app.request('/page')
    expect(page.headers.get('content-security-policy')).toBe(pageCsp)
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    const frame = await app.request('/frame')
    expect(frame.headers.get('content-security-policy')).toBe(frameCsp)
    expect(frame.headers.get('x-frame-options')).toBeNull()
    expect(frame.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
