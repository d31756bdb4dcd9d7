import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAX_SHARES_PER_USER } from './auth/wallets.js'
import { newEmail, startTestWalletService, type TestWalletService } from './test/startTestWalletService.js'

// The wallet routes: what a new user stores, what a device reads back, and who may read it.

let auth: TestWalletService
beforeAll(async () => {
  auth = await startTestWalletService()
})
afterAll(() => auth?.close())

const share = (byte: number) => Buffer.alloc(33, byte).toString('base64')
const wallet = (splitId = 'split-1') => ({
  splitId,
  share: share(2),
  recovery: { splitId, blob: JSON.stringify({ v: 1, scrypt: { N: 131072 }, ct: 'AAAA' }) },
  addresses: {
    eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  },
})

describe('wallet', () => {
  test('a new user creates the wallet once (then 409) and reads it back', async () => {
    const { token } = await auth.signIn(newEmail())
    expect((await auth.get('/v1/wallet', { token })).body).toEqual({ exists: false })
    expect(await auth.post('/v1/wallet', wallet(), { token })).toMatchObject({ status: 201, body: {} })
    expect(await auth.get('/v1/wallet', { token })).toMatchObject({
      status: 200,
      body: { exists: true, addresses: wallet().addresses, recovery: wallet().recovery },
    })
    const again = await auth.post('/v1/wallet', wallet('split-2'), { token })
    expect(again.status).toBe(409)
    // The second attempt stored nothing.
    expect((await auth.get('/v1/wallet/shares/split-2', { token })).status).toBe(404)
    expect(await auth.get('/v1/wallet/shares/split-1', { token })).toMatchObject({
      status: 200,
      body: { share: share(2) },
    })
  })

  test('the sign-in answer says whether the wallet exists', async () => {
    const email = newEmail()
    const first = await auth.signIn(email)
    await auth.post('/v1/wallet', wallet(), { token: first.token })
    const { deviceId } = first
    await auth.post('/v1/email/connect', { email, deviceId })
    const otp = await auth.codeFor(email)
    const answer = await auth.post('/v1/email/otp', { email, deviceId, otp })
    expect(answer.body.wallet).toEqual({ exists: true })
  })

  test('a new device adds its own share (once per split); another user reads none of them', async () => {
    const owner = await auth.signIn(newEmail('owner'))
    await auth.post('/v1/wallet', wallet(), { token: owner.token })
    expect(
      await auth.post('/v1/wallet/shares', { splitId: 'resplit-1', share: share(7) }, { token: owner.token }),
    ).toMatchObject({ status: 201 })
    const duplicate = await auth.post(
      '/v1/wallet/shares',
      { splitId: 'resplit-1', share: share(8) },
      { token: owner.token },
    )
    expect(duplicate.status).toBe(409)
    expect((await auth.get('/v1/wallet/shares/resplit-1', { token: owner.token })).body).toEqual({
      share: share(7),
    })

    const other = await auth.signIn(newEmail('mallory'))
    for (const splitId of ['split-1', 'resplit-1']) {
      const answer = await auth.get(`/v1/wallet/shares/${splitId}`, { token: other.token })
      expect(answer.status).toBe(404)
      expect(answer.body).not.toHaveProperty('share')
    }
    expect((await auth.get('/v1/wallet', { token: other.token })).body).toEqual({ exists: false })
    // Without a wallet there is nothing to add a share to.
    expect(
      (await auth.post('/v1/wallet/shares', { splitId: 'x', share: share(1) }, { token: other.token }))
        .status,
    ).toBe(404)
  })

  test(`a user holds at most ${MAX_SHARES_PER_USER} shares`, async () => {
    const { token } = await auth.signIn(newEmail())
    await auth.post('/v1/wallet', wallet(), { token })
    for (let i = 1; i < MAX_SHARES_PER_USER; i++) {
      expect(
        (await auth.post('/v1/wallet/shares', { splitId: `s${i}`, share: share(i) }, { token })).status,
      ).toBe(201)
    }
    const full = await auth.post('/v1/wallet/shares', { splitId: 'one-more', share: share(1) }, { token })
    expect(full.status).toBe(409)
  })

  test('every wallet route needs a session; a session of a device no longer verified reads no share', async () => {
    for (const [method, path] of [
      ['GET', '/v1/wallet'],
      ['POST', '/v1/wallet'],
      ['GET', '/v1/wallet/shares/split-1'],
      ['POST', '/v1/wallet/shares'],
    ] as const) {
      const answer = method === 'GET' ? await auth.get(path) : await auth.post(path, wallet())
      expect(answer, path).toMatchObject({ status: 401, body: { reason: 'NOT_LOGGED_IN' } })
    }
    const { token, userId, deviceId } = await auth.signIn(newEmail())
    await auth.post('/v1/wallet', wallet(), { token })
    await auth.db.query('delete from devices where user_id = $1 and device_id = $2', [userId, deviceId])
    expect(await auth.get('/v1/wallet/shares/split-1', { token })).toMatchObject({
      status: 403,
      body: { reason: 'DEVICE_NOT_APPROVED' },
    })
  })

  test('malformed wallets are refused with the field named', async () => {
    const { token } = await auth.signIn(newEmail())
    const cases: [unknown, string][] = [
      [{ ...wallet(), share: 'not base64!' }, 'body.share'],
      [{ ...wallet(), splitId: 'a/b' }, 'body.splitId'],
      [{ ...wallet(), recovery: { splitId: 's', blob: 'x'.repeat(4097) } }, 'body.recovery.blob'],
      [
        { ...wallet(), addresses: { eip155: '0x12', solana: wallet().addresses.solana } },
        'body.addresses.eip155',
      ],
      [
        { ...wallet(), addresses: { eip155: wallet().addresses.eip155, solana: '0OIl' } },
        'body.addresses.solana',
      ],
    ]
    for (const [body, field] of cases) {
      expect(await auth.post('/v1/wallet', body, { token })).toMatchObject({ status: 400, body: { field } })
    }
    expect((await auth.get('/v1/wallet', { token })).body).toEqual({ exists: false })
    expect((await auth.get(`/v1/wallet/shares/${'x'.repeat(65)}`, { token })).status).toBe(400)
  })
})
