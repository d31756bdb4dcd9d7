import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_CHALLENGES_PER_DEVICE, PASSKEY_CHALLENGE_TTL_MS } from './auth/passkeyChallenges.js'
import { userHandleOf } from './auth/passkeys.js'
import { SESSION_TTL_MS } from './auth/sessions.js'
import { type PasskeyWorld, startPasskeyWorld } from './test/passkeyWorld.js'
import { FLAG_AT, FLAG_UP, softAuthenticator } from './test/softAuthenticator.js'
import { fakeClock, newDeviceId, newEmail } from './test/startTestWalletService.js'

// Passkey sign-up and login against a real service on localhost, with a software authenticator that answers as a
// browser and a passkey would, and, to be refused, as they never would.

const clock = fakeClock()
let world: PasskeyWorld
beforeAll(async () => {
  world = await startPasskeyWorld({}, { now: clock.now })
})
afterAll(() => world?.close())

const share = (byte: number) => Buffer.alloc(33, byte).toString('base64')
const walletBody = {
  splitId: 'split-1',
  share: share(2),
  recovery: { splitId: 'split-1', blob: JSON.stringify({ v: 1, kdf: 'scrypt', ct: 'AAAA' }) },
  addresses: {
    eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  },
}
const sealed = JSON.stringify({ v: 1, kdf: 'webauthn-prf', ct: 'sealed-share' })
const refused = (message = 'This passkey could not be verified') => ({
  status: 401,
  body: { message, reason: 'PASSKEY_REFUSED' },
})

describe('a passkey sign-up, its wallet, and a login on a new device', () => {
  test('options, sign-up, session, wallet, backup, then a login elsewhere that needs no e-mail', async () => {
    const { auth, origin } = world
    const deviceId = newDeviceId()
    const options = await world.registerOptions(deviceId)
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Portico Wallet' },
      user: { name: 'Portico wallet', displayName: 'Portico wallet' },
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -8 },
        { type: 'public-key', alg: -257 },
      ],
      timeout: 60_000,
      attestation: 'none',
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'required',
      },
      excludeCredentials: [],
    })
    const authenticator = softAuthenticator()
    const response = authenticator.create(options, { origin })
    const signedUp = await auth.post('/v1/passkey/register/verify', { deviceId, response, name: ' Laptop ' })
    expect(signedUp.status).toBe(200)
    const { token, user } = signedUp.body as { token: string; user: { id: string } }
    expect(signedUp.body).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: clock.now() + SESSION_TTL_MS,
      user: { id: expect.any(String), email: null },
      wallet: { exists: false },
      credentialId: response.id,
    })
    // The user handle the passkey keeps is the new user's id.
    expect(options.user.id).toBe(userHandleOf(user.id))

    expect(await auth.get('/v1/session', { token })).toMatchObject({
      status: 200,
      body: { user: { id: user.id, email: null } },
    })
    expect((await auth.get('/v1/wallet', { token })).body).toEqual({ exists: false })
    expect((await auth.post('/v1/wallet', walletBody, { token })).status).toBe(201)
    const backup = { credentialId: response.id, splitId: 'split-1', blob: sealed }
    expect(await world.send('PUT', '/v1/passkey/backup', backup, { token })).toMatchObject({
      status: 200,
      body: {},
    })

    // A new browser: the passkey alone logs in, and the device may read the service's share at once.
    const elsewhere = newDeviceId()
    clock.advance(1000)
    const login = await world.logIn(authenticator, elsewhere)
    expect(login.status).toBe(200)
    expect(login.body).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: clock.now() + SESSION_TTL_MS,
      user: { id: user.id, email: null },
      wallet: { exists: true },
      credentialId: response.id,
      backup: { splitId: 'split-1', blob: sealed },
    })
    const session = login.body.token as string
    expect(await auth.get('/v1/wallet/shares/split-1', { token: session })).toMatchObject({
      status: 200,
      body: { share: share(2) },
    })
    const [device] = await auth.db.query('select 1 from devices where user_id = $1 and device_id = $2', [
      user.id,
      elsewhere,
    ])
    expect(device).toBeDefined()
    // Stored: the public key, the counter, the name and the sealed backup; no secret.
    const [stored] = await auth.db.query<Record<string, unknown>>(
      'select * from webauthn_credentials where credential_id = $1',
      [response.id],
    )
    expect(stored).toMatchObject({
      user_id: user.id,
      public_key: expect.stringMatching(/^[\w-]+$/),
      name: 'Laptop',
      prf: true,
      backup_split_id: 'split-1',
      backup_blob: sealed,
      transports: '["internal"]',
      last_used_at: clock.now(),
    })
    expect(Number(stored?.counter)).toBe(1)
  })

  test('login options: a challenge, the RP ID, any passkey of the service, user verification required', async () => {
    expect(await world.loginOptions(newDeviceId())).toEqual({
      rpId: 'localhost',
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      allowCredentials: [],
      timeout: 60_000,
      userVerification: 'required',
    })
  })

  test('a backup needs one of the user’s own passkeys and a split the service holds a share of', async () => {
    const ada = await world.signUp()
    const grace = await world.signUp()
    await world.auth.post('/v1/wallet', walletBody, { token: ada.token })
    const backup = { credentialId: ada.credentialId, splitId: 'split-1', blob: sealed }
    expect((await world.send('PUT', '/v1/passkey/backup', backup, { token: grace.token })).status).toBe(404)
    const noShare = { ...backup, splitId: 'split-9' }
    expect((await world.send('PUT', '/v1/passkey/backup', noShare, { token: ada.token })).status).toBe(409)
    expect((await world.send('PUT', '/v1/passkey/backup', backup)).status).toBe(401)
    expect((await world.send('PUT', '/v1/passkey/backup', backup, { token: ada.token })).status).toBe(200)
  })

  test('a user without an e-mail address cannot start what mails it (409) until they add one, with its code alone', async () => {
    const { token } = await world.signUp()
    const noEmail = { status: 409, body: { message: 'This wallet has no e-mail address' } }
    for (const path of ['/v1/export/start', '/v1/kit/start'] as const) {
      expect(await world.auth.post(path, {}, { token }), path).toMatchObject(noEmail)
    }
    // An address taken by another user is refused at once.
    const taken = newEmail('taken')
    await world.auth.signIn(taken)
    expect(await world.auth.post('/v1/email/update', { newEmail: taken }, { token })).toMatchObject({
      status: 409,
      body: { reason: 'EMAIL_TAKEN' },
    })
    // No current address to confirm from: the code goes to the new one, and it is the only step.
    const added = newEmail('added')
    const sent = Date.now()
    expect((await world.auth.post('/v1/email/update', { newEmail: added }, { token })).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const otp = await world.auth.codeFor(added, sent)
    expect((await world.auth.post('/v1/email/update/secondary', { otp }, { token })).body).toEqual({
      newEmail: added,
    })
    expect((await world.auth.get('/v1/session', { token })).body).toMatchObject({ user: { email: added } })
    expect((await world.auth.post('/v1/export/start', {}, { token })).status).toBe(200)
  })
})

describe('refused ceremonies: 401 PASSKEY_REFUSED', () => {
  test('a passkey made for another origin or another RP ID, or without user verification', async () => {
    const { auth, origin } = world
    const cases = [
      { origin: 'http://localhost:1' },
      { origin: 'https://evil.example' },
      { origin, rpId: 'evil.example' },
      { origin, flags: FLAG_UP | FLAG_AT },
      { origin, topOrigin: 'https://evil.example' },
    ]
    for (const ceremony of cases) {
      const deviceId = newDeviceId()
      const response = softAuthenticator().create(await world.registerOptions(deviceId), ceremony)
      const answer = await auth.post('/v1/passkey/register/verify', { deviceId, response })
      expect(answer, JSON.stringify(ceremony)).toMatchObject(refused())
    }
    expect(
      await auth.db.query(
        'select 1 from users where email is null and id not in (select user_id from webauthn_credentials)',
      ),
    ).toEqual([])
  })

  test('a login from another origin, RP ID or embedding page, or without user verification', async () => {
    const authenticator = softAuthenticator()
    const { deviceId } = await world.signUp(authenticator)
    for (const get of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { flags: FLAG_UP },
      { topOrigin: 'https://evil.example' },
    ]) {
      expect(await world.logIn(authenticator, deviceId, get), JSON.stringify(get)).toMatchObject(refused())
    }
    // The frame embedded by one of the project's allowed origins is fine.
    const embedded = await world.logIn(authenticator, deviceId, { topOrigin: 'http://localhost:5173' })
    expect(embedded.status).toBe(200)
  })

  test('an assertion used twice: its challenge was used up', async () => {
    const authenticator = softAuthenticator()
    const { deviceId } = await world.signUp(authenticator)
    const response = authenticator.get(await world.loginOptions(deviceId), { origin: world.origin })
    expect((await world.auth.post('/v1/passkey/login/verify', { deviceId, response })).status).toBe(200)
    expect(await world.auth.post('/v1/passkey/login/verify', { deviceId, response })).toMatchObject(refused())
  })

  test('a registration used twice: its challenge was used up, and the passkey is stored already', async () => {
    const deviceId = newDeviceId()
    const response = softAuthenticator().create(await world.registerOptions(deviceId), {
      origin: world.origin,
    })
    expect((await world.auth.post('/v1/passkey/register/verify', { deviceId, response })).status).toBe(200)
    expect(await world.auth.post('/v1/passkey/register/verify', { deviceId, response })).toMatchObject(
      refused(),
    )
  })

  test('a challenge older than 5 minutes', async () => {
    const authenticator = softAuthenticator()
    const { deviceId } = await world.signUp(authenticator)
    const options = await world.loginOptions(deviceId)
    clock.advance(PASSKEY_CHALLENGE_TTL_MS)
    const response = authenticator.get(options, { origin: world.origin })
    expect(await world.auth.post('/v1/passkey/login/verify', { deviceId, response })).toMatchObject(refused())

    const signUpOptions = await world.registerOptions(deviceId)
    clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1)
    const created = softAuthenticator().create(signUpOptions, { origin: world.origin })
    expect(
      await world.auth.post('/v1/passkey/register/verify', { deviceId, response: created }),
    ).toMatchObject(refused())
  })

  test('a challenge issued to another device, or for the other ceremony', async () => {
    const authenticator = softAuthenticator()
    const { deviceId } = await world.signUp(authenticator)
    const other = newDeviceId()
    const response = authenticator.get(await world.loginOptions(other), { origin: world.origin })
    expect(await world.auth.post('/v1/passkey/login/verify', { deviceId, response })).toMatchObject(refused())
    // Left for its own device, which may still use it.
    expect((await world.auth.post('/v1/passkey/login/verify', { deviceId: other, response })).status).toBe(
      200,
    )

    const { challenge } = await world.registerOptions(deviceId)
    const forLogin = authenticator.get({ challenge, rpId: 'localhost' }, { origin: world.origin })
    expect(await world.auth.post('/v1/passkey/login/verify', { deviceId, response: forLogin })).toMatchObject(
      refused(),
    )
  })

  test('a signature counter that does not go forward', async () => {
    const authenticator = softAuthenticator()
    const { deviceId } = await world.signUp(authenticator)
    expect((await world.logIn(authenticator, deviceId, { counter: 5 })).status).toBe(200)
    for (const counter of [5, 3, 0]) {
      expect(await world.logIn(authenticator, deviceId, { counter })).toMatchObject(
        refused("This passkey's signature counter went backwards"),
      )
    }
    expect((await world.logIn(authenticator, deviceId, { counter: 6 })).status).toBe(200)
  })

  test('a passkey that keeps its counter at zero (a synced passkey) logs in every time', async () => {
    const authenticator = softAuthenticator({ counterStep: 0 })
    const { deviceId } = await world.signUp(authenticator)
    for (let i = 0; i < 3; i++) expect((await world.logIn(authenticator, deviceId)).status).toBe(200)
  })

  test('a passkey not known here, and a user handle of another user', async () => {
    const stranger = softAuthenticator()
    stranger.create(await world.registerOptions(newDeviceId()), { origin: world.origin })
    const deviceId = newDeviceId()
    expect(await world.logIn(stranger, deviceId)).toMatchObject(refused('This passkey is not known here'))

    const authenticator = softAuthenticator()
    await world.signUp(authenticator)
    const other = await world.signUp()
    expect(
      await world.logIn(authenticator, deviceId, { userHandle: userHandleOf(other.user.id) }),
    ).toMatchObject(refused())
    // Without a user handle the stored passkey decides.
    expect((await world.logIn(authenticator, deviceId, { userHandle: null })).status).toBe(200)
  })
})

describe('challenges', () => {
  test('expired ones are deleted when new ones are made, and a device holds at most 20 open', async () => {
    const deviceId = newDeviceId()
    await world.loginOptions(deviceId)
    clock.advance(PASSKEY_CHALLENGE_TTL_MS)
    for (let i = 0; i < MAX_CHALLENGES_PER_DEVICE + 5; i++) {
      await world.loginOptions(deviceId)
      clock.advance(1)
    }
    const rows = await world.auth.db.query<{ expires_at: string }>(
      'select expires_at from webauthn_challenges where device_id = $1',
      [deviceId],
    )
    expect(rows).toHaveLength(MAX_CHALLENGES_PER_DEVICE)
    const [expired] = await world.auth.db.query('select 1 from webauthn_challenges where expires_at <= $1', [
      clock.now(),
    ])
    expect(expired).toBeUndefined()
  })
})
