import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Idp, type SocialProvider, startIdp } from './index.js'
import { client, exchangeCode, redirectUri, signIn } from './test/signIn.js'

// GitHub, Discord, X and Facebook as plain OAuth 2: no `openid` scope, an access token, the provider's user API.
let idp: Idp
beforeAll(async () => {
  idp = await startIdp({ clients: [client] })
})
afterAll(() => idp.close())

const userOf = (provider: SocialProvider, accessToken: unknown) =>
  fetch(idp.providers[provider].userUrl, { headers: { authorization: `Bearer ${String(accessToken)}` } })

describe('github (plain OAuth 2)', () => {
  it('exchanges the code for an access token (no ID token) that reads the GitHub-shaped user', async () => {
    const { callback, state, verifier } = await signIn(idp, 'github', {
      scope: 'read:user user:email',
      pick: 'ada',
    })
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get('state')).toBe(state)
    // As the real GitHub: no RFC 9207 `iss` in the answer.
    expect(callback.searchParams.has('iss')).toBe(false)
    const token = await exchangeCode(idp, 'github', callback.searchParams.get('code')!, verifier)
    expect(token.status).toBe(200)
    expect(token.json).toMatchObject({ token_type: 'Bearer', scope: 'read:user user:email' })
    expect(token.json).not.toHaveProperty('id_token')
    expect(token.json).not.toHaveProperty('refresh_token')
    expect(typeof token.json.access_token).toBe('string')

    const response = await userOf('github', token.json.access_token)
    expect(response.status).toBe(200)
    const user = (await response.json()) as Record<string, unknown>
    expect(user).toEqual({
      id: expect.any(Number),
      login: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    })
    expect(Number.isSafeInteger(user.id)).toBe(true)
  })

  it('ignores scopes it does not know instead of refusing them', async () => {
    const { callback, verifier } = await signIn(idp, 'github', { scope: 'read:user repo gist', pick: 'alan' })
    const token = await exchangeCode(idp, 'github', callback.searchParams.get('code')!, verifier)
    expect(token).toMatchObject({ status: 200, json: { scope: 'read:user' } })
    expect(await (await userOf('github', token.json.access_token)).json()).toMatchObject({ login: 'alan' })
  })

  it('sends the client error=access_denied with its state when the user cancels', async () => {
    const { callback, state } = await signIn(idp, 'github', { scope: 'read:user', pick: 'cancel' })
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get('error')).toBe('access_denied')
    expect(callback.searchParams.get('state')).toBe(state)
    expect(callback.searchParams.has('code')).toBe(false)
    expect(callback.searchParams.has('iss')).toBe(false)
  })

  it('refuses the user API without a valid token of its own with 401', async () => {
    const { callback, verifier } = await signIn(idp, 'google', { scope: 'openid email', pick: 'ada' })
    const google = await exchangeCode(idp, 'google', callback.searchParams.get('code')!, verifier)
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not-a-token',
      `Bearer ${'a'.repeat(5000)}`,
      'Basic YWRhOmFkYQ==',
      `Bearer ${String(google.json.access_token)}`,
    ]) {
      const response = await fetch(idp.providers.github.userUrl, {
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
      expect(await response.json()).toMatchObject({ error: 'invalid_token' })
    }
  })
})

describe('the other OAuth 2 providers answer their real shapes', () => {
  const cases = [
    {
      provider: 'discord',
      scope: 'identify email',
      shape: {
        id: expect.stringMatching(/^[1-9]\d{17}$/),
        username: 'grace',
        global_name: 'Grace Hopper',
        email: 'grace@example.com',
        verified: true,
      },
    },
    {
      provider: 'x',
      scope: 'users.read tweet.read',
      shape: {
        data: { id: expect.stringMatching(/^[1-9]\d{18}$/), name: 'Grace Hopper', username: 'grace' },
      },
    },
    {
      provider: 'facebook',
      scope: 'email public_profile',
      shape: { id: expect.stringMatching(/^[1-9]\d{15}$/), name: 'Grace Hopper', email: 'grace@example.com' },
    },
  ] as const
  for (const { provider, scope, shape } of cases)
    it(`${provider}: ${scope}`, async () => {
      const { callback, verifier } = await signIn(idp, provider, { scope, pick: 'grace' })
      const token = await exchangeCode(idp, provider, callback.searchParams.get('code')!, verifier, 'post')
      expect(token).toMatchObject({ status: 200, json: { scope } })
      expect(token.json).not.toHaveProperty('id_token')
      const response = await userOf(provider, token.json.access_token)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(shape)
    })
})

describe('ids', () => {
  it('are stable per user across restarts, and differ between users', async () => {
    const idOf = async (server: Idp, provider: SocialProvider, pick: string) => {
      const scope = provider === 'github' ? 'read:user' : 'identify'
      const { callback, verifier } = await signIn(server, provider, { scope, pick })
      const token = await exchangeCode(server, provider, callback.searchParams.get('code')!, verifier)
      const response = await fetch(server.providers[provider].userUrl, {
        headers: { authorization: `Bearer ${String(token.json.access_token)}` },
      })
      expect(response.status).toBe(200)
      const { id } = (await response.json()) as { id: unknown }
      expect(id).toBeDefined()
      return id
    }
    const other = await startIdp({ clients: [client] })
    try {
      expect(await idOf(other, 'discord', 'ada')).toBe(await idOf(idp, 'discord', 'ada'))
      expect(await idOf(other, 'github', 'ada')).toBe(await idOf(idp, 'github', 'ada'))
      expect(await idOf(idp, 'github', 'grace')).not.toBe(await idOf(idp, 'github', 'ada'))
    } finally {
      await other.close()
    }
  })
})
