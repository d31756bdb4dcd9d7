import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Idp, IdpOptionsError, startIdp } from './index.js'
import { Browser, locationOf, pkce } from './test/browser.js'
import { client, redirectUri } from './test/signIn.js'

// The login page, the settings, and what a dev tool on loopback owes its callers: 404s, bounded bodies, no 5xx.
let idp: Idp
beforeAll(async () => {
  idp = await startIdp({ clients: [client] })
})
afterAll(() => idp.close())

/** Starts a sign-in in a fresh browser and stops on the login page. */
async function openLoginPage(server: Idp, scope = 'openid email') {
  const browser = new Browser()
  const url = `${server.providers.google.authorizationUrl}?${new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state: 'st',
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  })}`
  const pageUrl = locationOf(await browser.request(url), url)
  const page = await browser.request(pageUrl)
  return { browser, pageUrl, page, html: await page.text() }
}

describe('the login page', () => {
  it('lists the test users as buttons and a Cancel button, under a strict policy', async () => {
    const { pageUrl, page, html } = await openLoginPage(idp)
    expect(pageUrl.pathname).toMatch(/^\/google\/interaction\/[A-Za-z0-9_-]+$/)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html).toContain('<title>Google (Portico local stand-in)</title>')
    for (const id of ['ada', 'grace', 'alan']) expect(html).toContain(`data-user="${id}"`)
    expect(html).toContain('Grace Hopper')
    expect(html).toContain('data-cancel')
    expect(html).not.toMatch(/<script|<link|https?:\/\//)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain(`form-action 'self' ${new URL(redirectUri).origin} http: https:`)
    expect(policy).not.toContain('unsafe-inline')
  })

  it('escapes what it shows', async () => {
    const server = await startIdp({
      clients: [client],
      users: [
        {
          id: 'mallory',
          name: '<script>alert(1)</script>',
          email: '"><img src=x>@example.com',
          username: "m'",
        },
      ],
    })
    try {
      // The scope shown is the one oidc-provider kept: the scopes it knows, so nothing to escape there.
      const { html } = await openLoginPage(server, 'openid <b>bold</b>')
      expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
      expect(html).toContain('&#34;&#62;&#60;img src=x&#62;@example.com')
      expect(html).not.toContain('<script>')
      expect(html).not.toContain('<img')
      expect(html).not.toContain('<b>')
    } finally {
      await server.close()
    }
  })

  it('refuses an unknown user and still lets the person pick one', async () => {
    const { browser, pageUrl } = await openLoginPage(idp)
    const wrong = await browser.post(`${pageUrl}/login`, { user: 'nobody' })
    expect(wrong.status).toBe(400)
    const right = await browser.post(`${pageUrl}/login`, { user: 'ada' })
    expect(right.status).toBe(303)
  })

  it('refuses forms without the sign-in cookie (another site, another browser) with 400, not 5xx', async () => {
    const { pageUrl } = await openLoginPage(idp)
    const stranger = new Browser()
    expect((await stranger.request(pageUrl)).status).toBe(400)
    expect((await stranger.post(`${pageUrl}/login`, { user: 'ada' })).status).toBe(400)
    expect((await stranger.post(`${pageUrl}/cancel`, {})).status).toBe(400)
  })

  it('answers bad methods, bodies and paths of its own routes with 4xx', async () => {
    const { browser, pageUrl } = await openLoginPage(idp)
    expect((await browser.request(`${pageUrl}/login`)).status).toBe(405)
    expect((await browser.request(pageUrl, { method: 'POST' })).status).toBe(405)
    expect((await browser.request(`${pageUrl}/elsewhere`)).status).toBe(404)
    expect((await browser.request(`${idp.url}/google/interaction/%3Cx%3E`)).status).toBe(404)
    const json = await browser.request(`${pageUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user":"ada"}',
    })
    expect(json.status).toBe(415)
    const large = await browser.post(`${pageUrl}/login`, { user: 'ada', pad: 'x'.repeat(17_000) })
    expect(large.status).toBe(413)
    expect((await browser.post(`${pageUrl}/login`, { user: 'ada' })).status).toBe(303)
  })
})

describe('the server', () => {
  it('answers unknown paths with 404', async () => {
    for (const path of [
      '/',
      '/nope',
      '/google',
      '/googlex/authorize',
      '/google/nope',
      '/google/user/x',
      '/google/interaction/',
    ])
      expect((await fetch(`${idp.url}${path}`)).status, path).toBe(404)
  })

  it('mounts every provider under its own path, with its own issuer', async () => {
    for (const [name, endpoints] of Object.entries(idp.providers)) {
      const response = await fetch(`${idp.url}/${name}/.well-known/openid-configuration`)
      expect(await response.json()).toMatchObject({
        issuer: `${idp.url}/${name}`,
        authorization_endpoint: endpoints.authorizationUrl,
        token_endpoint: endpoints.tokenUrl,
        jwks_uri: `${idp.url}/${name}/jwks`,
      })
    }
  })

  it('bounds request bodies on the provider routes too', async () => {
    const { tokenUrl } = idp.providers.github
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    const large = await fetch(tokenUrl, { method: 'POST', headers, body: `code=${'x'.repeat(17_000)}` })
    expect(large.status).toBe(413)
    const chunked = await fetch(tokenUrl, {
      method: 'POST',
      headers,
      body: new Blob(['grant_type=authorization_code']).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(411)
  })

  it("renders oidc-provider's errors as its own page: escaped, nothing loaded from elsewhere", async () => {
    const response = await fetch(
      `${idp.providers.google.authorizationUrl}?client_id=%3Cb%3Eunknown&response_type=code&scope=openid`,
    )
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Sign-in failed')
    expect(html).not.toMatch(/<b>|https?:\/\//)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('names publicHost in its issuers while it listens on host', async () => {
    const server = await startIdp({ clients: [client], publicHost: 'localhost' })
    try {
      const { port } = new URL(server.url)
      expect(server.url).toBe(`http://localhost:${port}`)
      expect(server.providers.apple.issuer).toBe(`http://localhost:${port}/apple`)
      const discovery = await fetch(`http://127.0.0.1:${port}/apple/.well-known/openid-configuration`)
      expect(await discovery.json()).toMatchObject({ issuer: `http://localhost:${port}/apple` })
    } finally {
      await server.close()
    }
  })

  it('gives the wallet service settings for a registered client', () => {
    const { clientId, clientSecret } = client
    const at = (path: string) => `${idp.url}${path}`
    const oauth = (p: string) => ({
      clientId,
      clientSecret,
      authorizationUrl: at(`/${p}/authorize`),
      tokenUrl: at(`/${p}/token`),
      userUrl: at(`/${p}/user`),
    })
    expect(idp.settings({ clientId, clientSecret })).toEqual({
      google: { clientId, clientSecret, issuer: at('/google') },
      apple: { clientId, clientSecret, issuer: at('/apple') },
      github: oauth('github'),
      discord: oauth('discord'),
      x: oauth('x'),
      facebook: oauth('facebook'),
    })
    expect(() => idp.settings({ clientId, clientSecret: 'wrong' })).toThrow(IdpOptionsError)
  })

  it('refuses options it cannot run with', async () => {
    await expect(startIdp({ clients: [] })).rejects.toThrow(IdpOptionsError)
    await expect(startIdp({ clients: [{ ...client, redirectUris: ['not a url'] }] })).rejects.toThrow(
      IdpOptionsError,
    )
    const ada = { id: 'ada', name: 'Ada', email: 'ada@example.com', username: 'ada' }
    await expect(startIdp({ clients: [client], users: [ada, ada] })).rejects.toThrow(IdpOptionsError)
    await expect(startIdp({ clients: [client], users: [{ ...ada, id: 'a/b' }] })).rejects.toThrow(
      IdpOptionsError,
    )
  })

  it('leaves nothing open after close(): the port is free again at once', async () => {
    const server = await startIdp({ clients: [client] })
    const port = Number(new URL(server.url).port)
    // A connection fetch keeps alive must not hold close() up.
    expect((await fetch(`${server.providers.google.issuer}/.well-known/openid-configuration`)).status).toBe(
      200,
    )
    await server.close()
    await expect(fetch(`${server.url}/google/jwks`)).rejects.toThrow()
    const probe = createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => probe.close(resolve))
  })
})
