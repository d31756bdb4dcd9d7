import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_PASSKEYS_PER_USER } from './auth/passkeyCredentials.js'
import { type PasskeyWorld, startPasskeyWorld } from './test/passkeyWorld.js'
import { softAuthenticator } from './test/softAuthenticator.js'
import { newDeviceId, newEmail, startTestWalletService } from './test/startTestWalletService.js'

// A user's passkeys: listing, naming, adding with a session, removing (never the last way to log in), and the
// settings that decide where passkeys work at all.

let world: PasskeyWorld
beforeAll(async () => {
  world = await startPasskeyWorld()
})
afterAll(() => world?.close())

type Listed = { id: string; name: string; createdAt: number; lastUsedAt: number | null; backup: boolean }
const list = async (token: string) => {
  const answer = await world.auth.get('/v1/passkeys', { token })
  expect(answer.status).toBe(200)
  return (answer.body as { passkeys: Listed[] }).passkeys
}

/** Adds a passkey of `authenticator` to the signed-in user; the verify answer. */
async function addPasskey(
  token: string,
  deviceId: string,
  authenticator = softAuthenticator(),
  name?: string,
) {
  const options = await world.registerOptions(deviceId, { token })
  const response = authenticator.create(options, { origin: world.origin })
  const body = { deviceId, response, ...(name !== undefined && { name }) }
  return { options, response, answer: await world.auth.post('/v1/passkey/register/verify', body, { token }) }
}

describe('managing passkeys', () => {
  test('list, rename, add a second one (the first excluded), remove the first; the last one stays', async () => {
    const first = softAuthenticator()
    const { token, deviceId, credentialId, user } = await world.signUp(first)
    expect(await list(token)).toEqual([
      { id: credentialId, name: 'Passkey', createdAt: expect.any(Number), lastUsedAt: null, backup: false },
    ])

    expect(
      await world.send('PATCH', `/v1/passkeys/${credentialId}`, { name: '  Phone  ' }, { token }),
    ).toMatchObject({
      status: 200,
      body: {},
    })
    expect((await list(token))[0]?.name).toBe('Phone')
    expect(
      (await world.send('PATCH', `/v1/passkeys/${credentialId}`, { name: '   ' }, { token })).status,
    ).toBe(400)
    expect(
      (await world.send('PATCH', `/v1/passkeys/${credentialId}`, { name: 'x'.repeat(65) }, { token })).status,
    ).toBe(400)

    // The same authenticator may not make a second passkey for the user: the first is excluded.
    const second = softAuthenticator()
    const added = await addPasskey(token, deviceId, second, 'Laptop')
    expect(added.options.excludeCredentials).toEqual([
      { id: credentialId, type: 'public-key', transports: ['internal'] },
    ])
    expect(added.options.user.id).toBe(Buffer.from(user.id).toString('base64url'))
    expect(() => first.create(added.options, { origin: world.origin })).toThrow('InvalidStateError')
    expect(added.answer).toMatchObject({ status: 200, body: { credentialId: added.response.id } })
    expect(Object.keys(added.answer.body)).toEqual(['credentialId'])
    expect((await list(token)).map((passkey) => passkey.name)).toEqual(['Phone', 'Laptop'])

    // The second passkey logs the same user in.
    const login = await world.logIn(second, newDeviceId())
    expect(login.body.user).toEqual({ id: user.id, email: null })

    expect(await world.send('DELETE', `/v1/passkeys/${credentialId}`, undefined, { token })).toMatchObject({
      status: 200,
      body: {},
    })
    expect((await list(token)).map((passkey) => passkey.id)).toEqual([added.response.id])
    expect(await world.logIn(first, newDeviceId())).toMatchObject({
      status: 401,
      body: { reason: 'PASSKEY_REFUSED' },
    })

    const last = await world.send('DELETE', `/v1/passkeys/${added.response.id}`, undefined, { token })
    expect(last).toMatchObject({
      status: 409,
      body: {
        message: 'Add another way to log in before removing this passkey',
        reason: 'LAST_LOGIN_METHOD',
      },
    })
    expect(await list(token)).toHaveLength(1)
  })

  test("removing a passkey drops its backup; another user's passkeys answer 404", async () => {
    const ada = await world.signUp()
    const grace = await world.signUp()
    expect((await world.auth.post('/v1/wallet', walletBody, { token: ada.token })).status).toBe(201)
    const second = await addPasskey(ada.token, ada.deviceId)
    const backup = { credentialId: ada.credentialId, splitId: 'split-1', blob: 'sealed' }
    expect((await world.send('PUT', '/v1/passkey/backup', backup, { token: ada.token })).status).toBe(200)
    expect((await list(ada.token)).map((passkey) => passkey.backup)).toEqual([true, false])

    const path = `/v1/passkeys/${ada.credentialId}`
    expect((await world.send('PATCH', path, { name: 'Mine' }, { token: grace.token })).status).toBe(404)
    expect((await world.send('DELETE', path, undefined, { token: grace.token })).status).toBe(404)
    expect((await world.send('DELETE', path, undefined)).status).toBe(401)
    expect(
      (await world.send('DELETE', '/v1/passkeys/not%20an%20id', undefined, { token: ada.token })).status,
    ).toBe(400)

    expect((await world.send('DELETE', path, undefined, { token: ada.token })).status).toBe(200)
    expect(
      await world.auth.db.query(
        'select 1 from webauthn_credentials where backup_blob is not null and user_id = $1',
        [ada.user.id],
      ),
    ).toEqual([])
    expect((await list(ada.token)).map((passkey) => passkey.id)).toEqual([second.response.id])
  })

  test('an e-mail user adds a passkey, logs in with it (their address in the answer), and may remove their only one', async () => {
    const email = newEmail('passkey')
    const { token, deviceId, userId } = await world.auth.signIn(email)
    const authenticator = softAuthenticator()
    const { answer, response } = await addPasskey(token, deviceId, authenticator)
    expect(answer.status).toBe(200)
    const login = await world.logIn(authenticator, newDeviceId())
    expect(login.body).toMatchObject({ user: { id: userId, email }, wallet: { exists: false } })
    expect(login.body.backup).toBeUndefined()
    expect(await world.send('DELETE', `/v1/passkeys/${response.id}`, undefined, { token })).toMatchObject({
      status: 200,
    })
    expect(await list(token)).toEqual([])
  })

  test('adding needs a valid session of the user the options were for, from a verified device, under 10 passkeys', async () => {
    const { token, deviceId, user } = await world.signUp()
    const bad = await world.auth.post('/v1/passkey/register/options', { deviceId }, { token: 'A'.repeat(43) })
    expect(bad).toMatchObject({ status: 401, body: { reason: 'NOT_LOGGED_IN' } })

    // Options for the user, answered without the session (or with another user's): refused.
    const options = await world.registerOptions(deviceId, { token })
    const response = softAuthenticator().create(options, { origin: world.origin })
    const other = await world.signUp()
    for (const request of [{}, { token: other.token }]) {
      const answer = await world.auth.post('/v1/passkey/register/verify', { deviceId, response }, request)
      expect(answer).toMatchObject({ status: 401, body: { reason: 'PASSKEY_REFUSED' } })
    }

    for (let count = 1; count < MAX_PASSKEYS_PER_USER; count++) {
      expect((await addPasskey(token, deviceId)).answer.status).toBe(200)
    }
    const full = await world.auth.post('/v1/passkey/register/options', { deviceId }, { token })
    expect(full).toMatchObject({ status: 409, body: { message: 'A user holds at most 10 passkeys' } })

    await world.auth.db.query('delete from devices where user_id = $1', [user.id])
    const unverified = await world.auth.post('/v1/passkey/register/options', { deviceId }, { token })
    expect(unverified).toMatchObject({ status: 403, body: { reason: 'DEVICE_NOT_APPROVED' } })
  })
})

const walletBody = {
  splitId: 'split-1',
  share: Buffer.alloc(33, 2).toString('base64'),
  recovery: { splitId: 'split-1', blob: 'recovery' },
  addresses: { eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
}

describe('where passkeys work', () => {
  test('on an IP address they cannot: every passkey route answers 409 PASSKEY_UNAVAILABLE', async () => {
    // The test service's default: http://127.0.0.1:<port>.
    const auth = await startTestWalletService()
    try {
      expect((await auth.get('/v1/passkey/available')).body).toEqual({ available: false })
      const unavailable = {
        status: 409,
        body: {
          message: 'Passkeys need the wallet service on a domain name (localhost works for development)',
          reason: 'PASSKEY_UNAVAILABLE',
        },
      }
      const deviceId = newDeviceId()
      for (const path of [
        '/v1/passkey/register/options',
        '/v1/passkey/register/verify',
        '/v1/passkey/login/options',
        '/v1/passkey/login/verify',
      ]) {
        expect(await auth.post(path, { deviceId }), path).toMatchObject(unavailable)
      }
      expect(await auth.get('/v1/passkeys')).toMatchObject(unavailable)
      const put = await fetch(`${auth.url}/v1/passkey/backup?projectId=local`, { method: 'PUT', body: '{}' })
      expect(put.status).toBe(409)
    } finally {
      await auth.close()
    }
    // Nor on an IPv6 address or a configured RP ID that is one.
    for (const webauthn of [{ rpId: '[::1]' }, { rpId: '10.0.0.1' }]) {
      const other = await startTestWalletService({ host: 'localhost', webauthn })
      try {
        expect((await other.get('/v1/passkey/available')).body).toEqual({ available: false })
      } finally {
        await other.close()
      }
    }
  })

  test('on localhost they do; the settings name the RP ID, its name and the origins', async () => {
    expect((await world.auth.get('/v1/passkey/available')).body).toEqual({ available: true })
    const shop = await startPasskeyWorld({
      webauthn: { rpName: 'Shop Wallet', origins: ['http://localhost:1', 'http://localhost:2'] },
    })
    try {
      const deviceId = newDeviceId()
      const options = await shop.registerOptions(deviceId)
      expect(options.rp).toEqual({ id: 'localhost', name: 'Shop Wallet' })
      // Only the configured origins count now, the service's own among them or not.
      const own = softAuthenticator().create(options, { origin: shop.origin })
      expect((await shop.auth.post('/v1/passkey/register/verify', { deviceId, response: own })).status).toBe(
        401,
      )
      const listed = softAuthenticator().create(await shop.registerOptions(deviceId), {
        origin: 'http://localhost:2',
      })
      expect(
        (await shop.auth.post('/v1/passkey/register/verify', { deviceId, response: listed })).status,
      ).toBe(200)
    } finally {
      await shop.close()
    }
  })
})
