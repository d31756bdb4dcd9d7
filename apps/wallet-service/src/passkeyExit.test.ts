import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { movedUser, operatorOf, originOf, share, walletBody } from './exit/test/exitWorld.js'
import { type PasskeyWorld, startPasskeyWorld } from './test/passkeyWorld.js'
import { softAuthenticator } from './test/softAuthenticator.js'
import { newDeviceId, newEmail } from './test/startTestWalletService.js'

// A passkey login when the operator moved the user's wallet: as after an e-mail login, the old service says where
// the wallet went and serves it no more, and the new service gives a waiting wallet to the user at a verified
// sign-in, a passkey's included.

let old: PasskeyWorld
let next: PasskeyWorld
beforeAll(async () => {
  ;[old, next] = await Promise.all([startPasskeyWorld(), startPasskeyWorld()])
})
afterAll(async () => {
  await old?.close()
  await next?.close()
})

/** Adds a new passkey of `authenticator` to the signed-in user on `world`. */
async function addPasskey(world: PasskeyWorld, token: string, deviceId: string) {
  const authenticator = softAuthenticator()
  const options = await world.registerOptions(deviceId, { token })
  const response = authenticator.create(options, { origin: world.origin })
  expect(
    (await world.auth.post('/v1/passkey/register/verify', { deviceId, response }, { token })).status,
  ).toBe(200)
  return { authenticator, credentialId: response.id }
}

describe('a moved wallet', () => {
  test('on the old service: the passkey still logs in, and the wallet is shown as moved', async () => {
    const email = newEmail('moving')
    // Signed in by e-mail, with a wallet the operator exported; then a passkey.
    const { move, token, deviceId } = await movedUser(old.auth, email, originOf(next.auth))
    expect(move.email).toBe(email)
    const { authenticator, credentialId } = await addPasskey(old, token, deviceId)

    const login = await old.logIn(authenticator, newDeviceId())
    expect(login).toMatchObject({ status: 200, body: { user: { email }, wallet: { exists: true } } })
    const session = login.body.token as string
    expect((await old.auth.get('/v1/wallet', { token: session })).body).toEqual({
      exists: true,
      movedTo: originOf(next.auth),
    })
    expect(await old.auth.get('/v1/wallet/shares/split-1', { token: session })).toMatchObject({
      status: 410,
      body: { code: 'WALLET_MOVED' },
    })
    const backup = { credentialId, splitId: 'split-1', blob: 'sealed' }
    expect(await old.send('PUT', '/v1/passkey/backup', backup, { token })).toMatchObject({
      status: 410,
      body: { code: 'WALLET_MOVED' },
    })
  })

  test('on the new service: a passkey login of the address claims the wallet waiting for it', async () => {
    const email = newEmail('arriving')
    // The user is known to the new service (with a passkey) before the move arrives.
    const here = await next.auth.signIn(email)
    const { authenticator } = await addPasskey(next, here.token, here.deviceId)

    const { move } = await movedUser(old.auth, email, originOf(next.auth))
    const { publicKey } = (await old.auth.get('/v1/exit/key', { query: '' })).body as { publicKey: string }
    await operatorOf(next.auth).import(move, [{ origin: originOf(old.auth), publicKey }])

    const login = await next.logIn(authenticator, newDeviceId())
    expect(login).toMatchObject({ status: 200, body: { user: { email }, wallet: { exists: true } } })
    const token = login.body.token as string
    expect((await next.auth.get('/v1/wallet', { token })).body).toEqual({
      exists: true,
      addresses: walletBody.addresses,
      recovery: walletBody.recovery,
    })
    expect((await next.auth.get('/v1/wallet/shares/split-1', { token })).body).toEqual({ share: share(2) })
  })
})
