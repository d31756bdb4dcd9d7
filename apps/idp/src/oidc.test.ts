import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Idp, startIdp } from './index.js'
import { Browser, locationOf } from './test/browser.js'
import { client, exchangeCode, redirectUri, signIn } from './test/signIn.js'

// Google as OpenID Connect: discovery under /google, the code flow with PKCE, a signed ID token.
let idp: Idp
beforeAll(async () => {
  idp = await startIdp({ clients: [client] })
})
afterAll(() => idp.close())

describe('google (OpenID Connect)', () => {
  it('serves discovery under its path, naming its own issuer and endpoints', async () => {
    const { issuer, authorizationUrl, tokenUrl } = idp.providers.google
    expect(issuer).toBe(`${idp.url}/google`)
    const response = await fetch(`${issuer}/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    const discovery = (await response.json()) as Record<string, unknown>
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: authorizationUrl,
      token_endpoint: tokenUrl,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/userinfo`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    })
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    )
    const jwks = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: Record<string, unknown>[] }
    expect(jwks.keys).toHaveLength(1)
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    expect(jwks.keys[0]).not.toHaveProperty('d')
  })

  it('signs a picked user in with the code flow and PKCE: a signed ID token with the right claims', async () => {
    const nonce = 'n-0S6_WzA2Mj'
    const { callback, state, verifier } = await signIn(idp, 'google', {
      scope: 'openid email profile',
      pick: 'ada',
      nonce,
    })
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.get('iss')).toBe(idp.providers.google.issuer)
    const code = callback.searchParams.get('code')!
    const token = await exchangeCode(idp, 'google', code, verifier)
    expect(token.status).toBe(200)
    expect(token.json).toMatchObject({ token_type: 'Bearer', scope: 'openid email profile' })
    expect(token.json.expires_in).toBeGreaterThan(3500)
    expect(token.json.expires_in).toBeLessThanOrEqual(3600)

    const { issuer } = idp.providers.google
    const keys = createRemoteJWKSet(new URL(`${issuer}/jwks`))
    const { payload, protectedHeader } = await jwtVerify(String(token.json.id_token), keys, {
      issuer,
      audience: client.clientId,
    })
    expect(protectedHeader.alg).toBe('RS256')
    expect(payload).toMatchObject({
      iss: issuer,
      aud: client.clientId,
      nonce,
      sub: 'google-ada',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'ada',
    })

    const user = await fetch(idp.providers.google.userUrl, {
      headers: { authorization: `Bearer ${token.json.access_token}` },
    })
    expect(await user.json()).toMatchObject({ sub: 'google-ada', email: 'ada@example.com' })

    const userinfo = await fetch(`${issuer}/userinfo`, {
      headers: { authorization: `Bearer ${token.json.access_token}` },
    })
    expect(await userinfo.json()).toEqual({
      sub: 'google-ada',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      preferred_username: 'ada',
    })
  })

  it('accepts client_secret_post as well, and a code only once', async () => {
    const { callback, verifier } = await signIn(idp, 'google', { scope: 'openid email', pick: 'grace' })
    const code = callback.searchParams.get('code')!
    const first = await exchangeCode(idp, 'google', code, verifier, 'post')
    expect(first.status).toBe(200)
    const { payload } = await jwtVerify(
      String(first.json.id_token),
      createRemoteJWKSet(new URL(`${idp.providers.google.issuer}/jwks`)),
    )
    expect(payload).toMatchObject({ sub: 'google-grace', email: 'grace@example.com' })
    const again = await exchangeCode(idp, 'google', code, verifier, 'post')
    expect(again).toMatchObject({ status: 400, json: { error: 'invalid_grant' } })
  })

  it('refuses a wrong code verifier', async () => {
    const { callback } = await signIn(idp, 'google', { scope: 'openid', pick: 'alan' })
    const token = await exchangeCode(idp, 'google', callback.searchParams.get('code')!, 'x'.repeat(43))
    expect(token).toMatchObject({ status: 400, json: { error: 'invalid_grant' } })
  })

  it('refuses a redirect URI that is not registered, without redirecting to it', async () => {
    const query = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: 'http://127.0.0.1:9/elsewhere',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGKSWgmcxM',
      code_challenge_method: 'S256',
    })
    const response = await new Browser().request(`${idp.providers.google.authorizationUrl}?${query}`)
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('redirect_uri did not match')
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = `${idp.providers.google.authorizationUrl}?${new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: 'st',
    })}`
    const callback = locationOf(await new Browser().request(url), url)
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get('error')).toBe('invalid_request')
    expect(callback.searchParams.get('error_description')).toMatch(/PKCE/)
    expect(callback.searchParams.get('state')).toBe('st')
  })
})

describe('apple (OpenID Connect)', () => {
  it('answers with response_mode=form_post, as Apple does for the name and email scopes, and puts the e-mail in the ID token', async () => {
    const nonce = 'apple-nonce'
    const { callback, state, verifier } = await signIn(idp, 'apple', {
      scope: 'openid email name',
      pick: 'grace',
      nonce,
      params: { response_mode: 'form_post' },
    })
    expect(callback.hash).toBe('#form_post')
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.get('iss')).toBe(idp.providers.apple.issuer)
    const token = await exchangeCode(idp, 'apple', callback.searchParams.get('code')!, verifier, 'post')
    expect(token.status).toBe(200)
    const { issuer } = idp.providers.apple
    const { payload } = await jwtVerify(
      String(token.json.id_token),
      createRemoteJWKSet(new URL(`${issuer}/jwks`)),
      {
        issuer,
        audience: client.clientId,
      },
    )
    expect(payload).toMatchObject({
      sub: 'apple-grace',
      email: 'grace@example.com',
      email_verified: true,
      nonce,
    })
  })

  it('signs with a key of its own, not Google’s', async () => {
    const keys = async (p: 'google' | 'apple') =>
      (
        (await (await fetch(`${idp.providers[p].issuer}/jwks`)).json()) as {
          keys: { kid: string; n: string }[]
        }
      ).keys
    const [google] = await keys('google')
    const [apple] = await keys('apple')
    expect(apple?.kid).not.toBe(google?.kid)
    expect(apple?.n).not.toBe(google?.n)
  })
})
