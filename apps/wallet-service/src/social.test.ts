import { freePort } from '@portico/dev-utils'
import { type Idp, type SocialProvider, startIdp } from '@portico/idp'
import { logInAt } from '@portico/idp/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newDeviceId, startTestWalletService, type TestWalletService } from './test/startTestWalletService.js'

// Social logins against the local stand-in of the six providers (`@portico/idp`): the authorization request, the
// provider's login page, the callback's checks, the single-use result and the session it opens.

const client = { clientId: 'portico-wallet', clientSecret: 'portico-wallet-secret' }
const other = { clientId: 'another-app', clientSecret: 'another-app-secret' }
const APP = 'http://localhost:5173/shop?tab=1'

let idp: Idp
let service: TestWalletService

beforeAll(async () => {
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}`
  const redirectUris = [`${publicUrl}/social/callback`]
  idp = await startIdp({
    clients: [
      { ...client, redirectUris },
      { ...other, redirectUris },
    ],
  })
  service = await startTestWalletService({ port, publicUrl, social: idp.settings(client) })
})
afterAll(async () => {
  await service?.close()
  await idp?.close()
})

/** Starts a login on `deviceId` and answers the provider's authorization address. */
async function start(provider: SocialProvider, deviceId: string, returnTo = APP) {
  const answer = await service.post('/v1/social/start', { provider, deviceId, returnTo })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return String(answer.body.uri)
}

/** Delivers the provider's answer to the service's callback as the browser would; answers where it sends the user. */
async function deliver(answer: { callback: URL; form?: URLSearchParams }) {
  const response = await fetch(
    answer.callback,
    answer.form
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: answer.form.toString(),
          redirect: 'manual',
        }
      : { redirect: 'manual' },
  )
  const location = response.headers.get('location')
  return { status: response.status, location: location ? new URL(location) : undefined }
}

/** A whole login as `pick` at `provider` on `deviceId`, to the app's page. */
async function logIn(provider: SocialProvider, pick: string, deviceId = newDeviceId()) {
  const back = await deliver(await logInAt(await start(provider, deviceId), pick))
  expect(back.status).toBe(303)
  return { deviceId, back: back.location as URL }
}

const complete = (deviceId: string, result: string | null) =>
  service.post('/v1/social/complete', { deviceId, result })

describe('social logins', () => {
  test('the providers set up are listed to any page', async () => {
    const response = await fetch(`${service.url}/v1/social/providers`, {
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toEqual({
      providers: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
    })
  })

  test.each([
    ['google', 'ada@example.com'],
    ['apple', 'ada@example.com'],
    ['github', 'ada'],
    ['discord', 'ada'],
    ['x', 'ada'],
    ['facebook', 'Ada Lovelace'],
  ] as const)(
    '%s: the login opens a session; the same person gets the same user again',
    async (provider, name) => {
      const first = await logIn(provider, 'ada')
      expect(first.back.origin + first.back.pathname).toBe('http://localhost:5173/shop')
      expect(first.back.searchParams.get('tab')).toBe('1')
      const signedIn = await complete(first.deviceId, first.back.searchParams.get('portico_social'))
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
      expect(signedIn.body).toMatchObject({
        userName: name,
        user: { email: null },
        wallet: { exists: false },
      })
      const user = (signedIn.body.user as { id: string }).id
      // The session works.
      const session = await service.get('/v1/session', { token: String(signedIn.body.token) })
      expect(session.body).toEqual({ user: { id: user, email: null } })
      // Again, on another device: the same user. Another person: another user.
      const again = await logIn(provider, 'ada')
      const second = await complete(again.deviceId, again.back.searchParams.get('portico_social'))
      expect((second.body.user as { id: string }).id).toBe(user)
      const grace = await logIn(provider, 'grace')
      const third = await complete(grace.deviceId, grace.back.searchParams.get('portico_social'))
      expect((third.body.user as { id: string }).id).not.toBe(user)
    },
  )

  test('the same person at two providers, or with the same e-mail address as an e-mail user, is another user', async () => {
    const email = await service.signIn('ada@example.com')
    const google = await logIn('google', 'ada')
    const byGoogle = await complete(google.deviceId, google.back.searchParams.get('portico_social'))
    const github = await logIn('github', 'ada')
    const byGithub = await complete(github.deviceId, github.back.searchParams.get('portico_social'))
    const ids = [email.userId, byGoogle.body.user, byGithub.body.user].map((u) =>
      typeof u === 'string' ? u : (u as { id: string }).id,
    )
    expect(new Set(ids).size).toBe(3)
  })

  test('the result is single-use and only for the device that started the login', async () => {
    const { deviceId, back } = await logIn('google', 'grace')
    const result = back.searchParams.get('portico_social')
    const stranger = await complete(newDeviceId(), result)
    expect(stranger).toMatchObject({ status: 410, body: { reason: 'SOCIAL_EXPIRED' } })
    expect((await complete(deviceId, result)).status).toBe(200)
    expect(await complete(deviceId, result)).toMatchObject({
      status: 410,
      body: { reason: 'SOCIAL_EXPIRED' },
    })
  })

  test('declining at the provider comes back as cancelled; the state then works no more', async () => {
    const answer = await logInAt(await start('github', newDeviceId()), 'cancel')
    const back = await deliver(answer)
    expect(back.status).toBe(303)
    expect(back.location?.searchParams.get('portico_social_error')).toBe('cancelled')
    expect(back.location?.searchParams.has('portico_social')).toBe(false)
    expect((await deliver(answer)).status).toBe(410)
  })

  test("a provider's error comes back as failed", async () => {
    const back = await deliver(await logInAt(await start('facebook', newDeviceId()), 'fail'))
    expect(back.location?.searchParams.get('portico_social_error')).toBe('failed')
  })

  test('a replayed callback, an unknown state, and no state: the expired page, nothing redeemed', async () => {
    const answer = await logInAt(await start('google', newDeviceId()), 'alan')
    expect((await deliver(answer)).status).toBe(303)
    const replayed = await deliver(answer)
    expect(replayed.status).toBe(410)
    const forged = new URL(answer.callback)
    forged.searchParams.set('state', 'A'.repeat(43))
    expect((await deliver({ callback: forged })).status).toBe(410)
    forged.searchParams.delete('state')
    const page = await fetch(forged, { redirect: 'manual' })
    expect(page.status).toBe(410)
    expect(await page.text()).toContain('This link no longer works')
  })

  test.each([
    ['a PKCE verifier that does not match', 'code_verifier'],
    ['an ID token whose nonce does not match', 'nonce'],
  ] as const)('%s is refused: failed, and no session', async (_, column) => {
    const deviceId = newDeviceId()
    const uri = await start('google', deviceId)
    const state = new URL(uri).searchParams.get('state')
    await service.db.query(`update social_logins set ${column} = $2 where state = $1`, [
      state,
      'X'.repeat(43),
    ])
    const back = await deliver(await logInAt(uri, 'ada'))
    expect(back.location?.searchParams.get('portico_social_error')).toBe('failed')
    expect(back.location?.searchParams.has('portico_social')).toBe(false)
  })

  test('a code given to another app (the user logged in for its client id) is refused', async () => {
    const deviceId = newDeviceId()
    const uri = new URL(await start('google', deviceId))
    // The user is sent to log in for another app (its client id), and that app's code comes back here.
    uri.searchParams.set('client_id', other.clientId)
    const back = await deliver(await logInAt(uri.href, 'ada'))
    expect(back.location?.searchParams.get('portico_social_error')).toBe('failed')
  })

  test('a forged code is refused', async () => {
    const deviceId = newDeviceId()
    const answer = await logInAt(await start('github', deviceId), 'ada')
    answer.callback.searchParams.set('code', 'forged-code')
    const back = await deliver(answer)
    expect(back.location?.searchParams.get('portico_social_error')).toBe('failed')
  })

  test('a provider not set up, and a page the project does not allow, are refused', async () => {
    const plain = await startTestWalletService()
    try {
      const refused = await plain.post('/v1/social/start', {
        provider: 'google',
        deviceId: newDeviceId(),
        returnTo: APP,
      })
      expect(refused).toMatchObject({ status: 409, body: { reason: 'SOCIAL_UNAVAILABLE' } })
      expect((await plain.get('/v1/social/providers')).body).toEqual({ providers: [] })
    } finally {
      await plain.close()
    }
    const elsewhere = await service.post('/v1/social/start', {
      provider: 'google',
      deviceId: newDeviceId(),
      returnTo: 'https://evil.example/steal',
    })
    expect(elsewhere).toMatchObject({ status: 403, body: { reason: 'ORIGIN_NOT_ALLOWED' } })
    const notHttp = await service.post('/v1/social/start', {
      provider: 'google',
      deviceId: newDeviceId(),
      returnTo: 'javascript:alert(1)',
    })
    expect(notHttp.status).toBe(400)
  })
})
