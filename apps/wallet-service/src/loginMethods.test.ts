import { freePort } from '@portico/dev-utils'
import { type Idp, type SocialProvider, startIdp } from '@portico/idp'
import { logInAt } from '@portico/idp/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  newDeviceId,
  newEmail,
  startTestWalletService,
  type TestWalletService,
} from './test/startTestWalletService.js'

// Linked login methods: a signed-in user links another social login to the wallet they have (in a window that ends
// on the service's own page), lists and unlinks them, never the last; either method then opens the same wallet.

const client = { clientId: 'portico-wallet', clientSecret: 'portico-wallet-secret' }
const APP = 'http://localhost:5173/'

let idp: Idp
let service: TestWalletService

beforeAll(async () => {
  const port = await freePort()
  const publicUrl = `http://127.0.0.1:${port}`
  idp = await startIdp({
    clients: [{ ...client, redirectUris: [`${publicUrl}/social/callback`] }],
    users: [
      { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', username: 'ada' },
      { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com', username: 'grace' },
      { id: `u${process.pid}`, name: 'Linus', email: 'linus@example.com', username: 'linus' },
    ],
  })
  service = await startTestWalletService({ port, publicUrl, social: idp.settings(client) })
})
afterAll(async () => {
  await service?.close()
  await idp?.close()
})

/** Follows the provider's answer to the service's callback; answers where it sends the person. */
async function deliver(answer: { callback: URL }) {
  const response = await fetch(answer.callback, { redirect: 'manual' })
  return new URL(response.headers.get('location') ?? '', answer.callback)
}

/** Signs `pick` in with `provider` on a new device: the session token and user id. */
async function socialSignIn(provider: SocialProvider, pick: string, deviceId = newDeviceId()) {
  const started = await service.post('/v1/social/start', { provider, deviceId, returnTo: APP })
  const back = await deliver(await logInAt(String(started.body.uri), pick))
  const done = await service.post('/v1/social/complete', {
    deviceId,
    result: back.searchParams.get('portico_social'),
  })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  return { token: String(done.body.token), userId: (done.body.user as { id: string }).id, deviceId }
}

/** Links `pick` at `provider` to the session's user; answers the link's answer. */
async function link(session: { token: string; deviceId: string }, provider: SocialProvider, pick: string) {
  const started = await service.post(
    '/v1/social/link/start',
    { provider, deviceId: session.deviceId },
    { token: session.token },
  )
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const back = await deliver(await logInAt(String(started.body.uri), pick))
  // The window ends on the service's own page, which the frame reads.
  expect(back.origin + back.pathname).toBe(`${service.url}/social/linked`)
  const result = back.searchParams.get('portico_social')
  return {
    result,
    answer: await service.post(
      '/v1/social/link/complete',
      { deviceId: session.deviceId, result },
      { token: session.token },
    ),
  }
}

const methods = (token: string) => service.get('/v1/login-methods', { token })

describe('linked login methods', () => {
  test('a Google user links GitHub: either opens the same wallet; GitHub is unlinked, Google (the last) is not', async () => {
    const google = await socialSignIn('google', 'grace')
    const { answer } = await link(google, 'github', 'grace')
    expect(answer).toMatchObject({ status: 200, body: { provider: 'github', userName: 'grace' } })
    expect((await methods(google.token)).body).toMatchObject({
      email: null,
      passkeys: 0,
      socials: [
        { provider: 'google', userName: 'grace@example.com' },
        { provider: 'github', userName: 'grace' },
      ],
    })
    expect((await socialSignIn('github', 'grace')).userId).toBe(google.userId)

    const unlinked = await service.send('DELETE', '/v1/login-methods/social/github', undefined, {
      token: google.token,
    })
    expect(unlinked.status).toBe(200)
    const last = await service.send('DELETE', '/v1/login-methods/social/google', undefined, {
      token: google.token,
    })
    expect(last).toMatchObject({ status: 409, body: { reason: 'LAST_LOGIN_METHOD' } })
    // GitHub now opens a wallet of its own.
    expect((await socialSignIn('github', 'grace')).userId).not.toBe(google.userId)
  })

  test('an e-mail user links Google, then logs in with it; the e-mail then lets Google go', async () => {
    const email = newEmail('linker')
    const signedIn = await service.signIn(email)
    const { answer } = await link(signedIn, 'google', `u${process.pid}`)
    expect(answer.status).toBe(200)
    expect((await socialSignIn('google', `u${process.pid}`)).userId).toBe(signedIn.userId)
    const removed = await service.send('DELETE', '/v1/login-methods/social/google', undefined, {
      token: signedIn.token,
    })
    expect(removed.status).toBe(200)
  })

  test('an account that opens another wallet is never moved: 409 SOCIAL_TAKEN', async () => {
    const owner = await socialSignIn('discord', 'ada')
    const other = await service.signIn(newEmail('other'))
    const { answer } = await link(other, 'discord', 'ada')
    expect(answer).toMatchObject({ status: 409, body: { reason: 'SOCIAL_TAKEN' } })
    expect((await socialSignIn('discord', 'ada')).userId).toBe(owner.userId)
  })

  test("a link's result signs nobody in, a sign-in's result links nothing, and another user's session redeems neither", async () => {
    const me = await service.signIn(newEmail('me'))
    const started = await service.post(
      '/v1/social/link/start',
      { provider: 'x', deviceId: me.deviceId },
      { token: me.token },
    )
    const back = await deliver(await logInAt(String(started.body.uri), 'ada'))
    const result = back.searchParams.get('portico_social')
    expect(await service.post('/v1/social/complete', { deviceId: me.deviceId, result })).toMatchObject({
      status: 410,
      body: { reason: 'SOCIAL_EXPIRED' },
    })
    const stranger = await service.signIn(newEmail('stranger'), me.deviceId)
    const stolen = await service.post(
      '/v1/social/link/complete',
      { deviceId: me.deviceId, result },
      { token: stranger.token },
    )
    expect(stolen).toMatchObject({ status: 410, body: { reason: 'SOCIAL_EXPIRED' } })

    const deviceId = newDeviceId()
    const signIn = await service.post('/v1/social/start', { provider: 'x', deviceId, returnTo: APP })
    const signInBack = await deliver(await logInAt(String(signIn.body.uri), 'grace'))
    const linked = await service.post(
      '/v1/social/link/complete',
      { deviceId, result: signInBack.searchParams.get('portico_social') },
      { token: me.token },
    )
    expect(linked).toMatchObject({ status: 410, body: { reason: 'SOCIAL_EXPIRED' } })
  })

  test('without a session nothing is listed, linked or unlinked (401)', async () => {
    expect((await service.get('/v1/login-methods')).status).toBe(401)
    expect(
      (await service.post('/v1/social/link/start', { provider: 'google', deviceId: newDeviceId() })).status,
    ).toBe(401)
    expect((await service.send('DELETE', '/v1/login-methods/social/google')).status).toBe(401)
  })
})
