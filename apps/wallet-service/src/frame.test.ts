import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { FRAME_BUNDLE_MISSING } from './routes/frame.js'
import {
  newDeviceId,
  newEmail,
  startTestWalletService,
  type TestWalletService,
} from './test/startTestWalletService.js'

// The frame's page and bundle, the kit's check, and the walls around the /v1 API (origin, project, size).

let auth: TestWalletService
let frameDir: string
beforeAll(async () => {
  frameDir = await mkdtemp(join(tmpdir(), 'portico-frame-'))
  await writeFile(join(frameDir, 'frame.js'), 'console.log("frame")')
  auth = await startTestWalletService({
    frameDir,
    projects: [
      { id: 'local', allowedOrigins: ['http://localhost:*'] },
      {
        id: 'shop',
        allowedOrigins: ['https://shop.example', 'https://*.shop.example', 'bad origin; script-src *'],
      },
    ],
  })
})
afterAll(async () => {
  await auth?.close()
  await rm(frameDir, { recursive: true, force: true })
})

const frame = (query: Record<string, string>) => fetch(`${auth.url}/frame?${new URLSearchParams(query)}`)
const frameQuery = {
  projectId: 'local',
  chainId: 'eip155:1',
  version: '1.2.3',
  logger: '1',
  origin: 'http://localhost:5173',
}

describe('the frame', () => {
  test('its page: the policy, embeddable by the project’s origins only, its config as JSON, its script', async () => {
    const res = await frame(frameQuery)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' http: https:; img-src 'self' data:; " +
        "frame-ancestors http://localhost:*; form-action 'none'; base-uri 'none'",
    )
    expect(res.headers.get('x-frame-options')).toBeNull()
    const html = await res.text()
    const config = /<script type="application\/json" id="portico-frame-config">(.*?)<\/script>/.exec(
      html,
    )?.[1]
    expect(JSON.parse(config!)).toEqual({
      projectId: 'local',
      origin: 'http://localhost:5173',
      chainId: 'eip155:1',
      version: '1.2.3',
      logger: true,
    })
    expect(html).toContain('<script src="/frame.js" defer></script>')
    expect(html).not.toContain('frame.css')

    const shop = await frame({ ...frameQuery, projectId: 'shop', origin: 'https://pay.shop.example' })
    // A pattern that is no CSP source is left out of the header rather than written into it.
    expect(shop.headers.get('content-security-policy')).toContain(
      "frame-ancestors https://shop.example https://*.shop.example; form-action 'none'",
    )
  })

  test('no `<` of a parameter reaches the page as markup', async () => {
    const res = await frame({ ...frameQuery, chainId: '</script><script>alert(1)</script>', version: '<!--' })
    const html = await res.text()
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<!--')
    const config = /id="portico-frame-config">(.*?)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(config!).chainId).toBe('</script><script>alert(1)</script>')
  })

  test('403 for an unknown project or an origin it does not allow; 400 for a missing origin', async () => {
    expect((await frame({ ...frameQuery, projectId: 'nope' })).status).toBe(403)
    for (const origin of [
      'https://evil.example',
      'http://localhost:5173/path',
      'http://localhost.evil.example:1',
      'null',
    ]) {
      const res = await frame({ ...frameQuery, origin })
      expect(res.status, origin).toBe(403)
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    const { origin: _, ...withoutOrigin } = frameQuery
    expect((await frame(withoutOrigin)).status).toBe(400)
  })

  test('its bundle, with an ETag; 503 naming the build when it is missing', async () => {
    const res = await fetch(`${auth.url}/frame.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await res.text()).toBe('console.log("frame")')
    const etag = res.headers.get('etag')!
    expect((await fetch(`${auth.url}/frame.js`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect((await fetch(`${auth.url}/frame.css`)).status).toBe(404)

    await writeFile(join(frameDir, 'frame.css'), 'body{margin:0}')
    expect(await (await fetch(`${auth.url}/frame.css`)).text()).toBe('body{margin:0}')
    expect(await (await frame(frameQuery)).text()).toContain('<link rel="stylesheet" href="/frame.css">')

    // The bundle is looked for on every request: without it, a 503 that says what to run.
    await rm(join(frameDir, 'frame.js'))
    const missing = await fetch(`${auth.url}/frame.js`)
    expect(missing.status).toBe(503)
    expect(await missing.text()).toBe(FRAME_BUNDLE_MISSING)
    await writeFile(join(frameDir, 'frame.js'), 'console.log("frame")')
  })

  test('the kit’s check: readable by any page, for the asking origin', async () => {
    const check = (projectId: string, origin?: string) =>
      fetch(`${auth.url}/v1/frame/check?projectId=${projectId}`, { headers: origin ? { origin } : {} })
    const allowed = await check('local', 'http://localhost:3000')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('*')
    expect(await allowed.json()).toEqual({ project: true, originAllowed: true })
    expect(await (await check('local', 'https://evil.example')).json()).toEqual({
      project: true,
      originAllowed: false,
    })
    expect(await (await check('nope', 'http://localhost:3000')).json()).toEqual({
      project: false,
      originAllowed: false,
    })
    expect(await (await check('local')).json()).toEqual({ project: true, originAllowed: false })
    expect((await fetch(`${auth.url}/v1/frame/check`)).status).toBe(400)
  })
})

describe('the /v1 walls', () => {
  test('another origin is refused; the service’s own origin and no origin are served', async () => {
    const body = { email: newEmail(), deviceId: newDeviceId() }
    for (const origin of ['http://localhost:5173', 'https://evil.example', 'null', 'http://127.0.0.1:1']) {
      const res = await auth.post('/v1/email/connect', body, { headers: { origin } })
      expect(res, origin).toMatchObject({ status: 403, body: { reason: 'ORIGIN_NOT_ALLOWED' } })
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    }
    expect(auth.catcher.mails()).toHaveLength(0)
    const own = new URL(auth.url).origin
    expect((await auth.post('/v1/email/connect', body, { headers: { origin: own } })).status).toBe(200)
    expect((await auth.post('/v1/email/connect', body)).status).toBe(200)
    const preflight = await fetch(`${auth.url}/v1/email/connect?projectId=local`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('with PUBLIC_URL, only its origin is the own one', async () => {
    const behindProxy = await startTestWalletService({ publicUrl: 'https://wallet.example/' })
    try {
      const body = { email: newEmail(), deviceId: newDeviceId() }
      const own = await behindProxy.post('/v1/email/connect', body, {
        headers: { origin: 'https://wallet.example' },
      })
      expect(own.status).toBe(200)
      const local = await behindProxy.post('/v1/email/connect', body, {
        headers: { origin: new URL(behindProxy.url).origin },
      })
      expect(local.status).toBe(403)
      // Links point at the public URL.
      const user = await behindProxy.signIn(newEmail())
      expect(user.token).toBeTruthy()
    } finally {
      await behindProxy.close()
    }
  })

  test('an unknown or missing project: 403 ORIGIN_NOT_ALLOWED, Unknown project', async () => {
    for (const query of ['?projectId=nope', '']) {
      const res = await auth.get('/v1/session', { query })
      expect(res).toMatchObject({
        status: 403,
        body: { reason: 'ORIGIN_NOT_ALLOWED', message: 'Unknown project' },
      })
    }
  })

  test('bodies over 16 KiB are refused unread: 413', async () => {
    const res = await auth.post('/v1/email/connect', {
      email: newEmail(),
      deviceId: newDeviceId(),
      pad: 'x'.repeat(16_384),
    })
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ message: 'Request body too large', limit: 16_384 })
    const page = await fetch(`${auth.url}/device/approve`, {
      method: 'POST',
      body: `token=${'x'.repeat(20_000)}`,
    })
    expect(page.status).toBe(413)
  })

  test('every answer: nosniff, no referrer; data cannot be framed; /v1 answers are not stored', async () => {
    const res = await fetch(`${auth.url}/v1/session?projectId=local`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${auth.url}/nowhere`)).status).toBe(404)
  })
})
