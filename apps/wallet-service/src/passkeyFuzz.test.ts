import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type PasskeyWorld, startPasskeyWorld } from './test/passkeyWorld.js'
import { softAuthenticator } from './test/softAuthenticator.js'
import { newDeviceId } from './test/startTestWalletService.js'

// Passkey answers a browser could send, each with one part replaced by random bytes: every one is refused (4xx),
// none reaches a 5xx. (`fuzz.test.ts` sends every route random and hostile input of any shape.)

let world: PasskeyWorld
beforeAll(async () => {
  world = await startPasskeyWorld()
})
afterAll(() => world?.close())

const base64url = fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('base64url'))

test('passkey answers of the right shape with one part wrong: 4xx, never 5xx', async () => {
  const { auth, origin } = world
  const authenticator = softAuthenticator()
  const deviceId = newDeviceId()
  const signUp = (await auth.post('/v1/passkey/register/options', { deviceId })).body.options as never
  const registration = authenticator.create(signUp, { origin })
  expect((await auth.post('/v1/passkey/register/verify', { deviceId, response: registration })).status).toBe(
    200,
  )
  // The parts each ceremony reads (a login's answer has no attestation object, a registration's no signature).
  const parts = {
    login: ['clientDataJSON', 'authenticatorData', 'signature', 'userHandle'],
    register: ['clientDataJSON', 'attestationObject'],
  }
  const statuses: number[] = []
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        fc.constantFrom(...parts.login).map((part) => [true, part] as const),
        fc.constantFrom(...parts.register).map((part) => [false, part] as const),
      ),
      fc.oneof(base64url, fc.constantFrom('', 'AA', '_-_-', 'A'.repeat(2048))),
      async ([login, part], value) => {
        const path = login ? '/v1/passkey/login/options' : '/v1/passkey/register/options'
        const options = (await auth.post(path, { deviceId })).body.options as never
        const made = login
          ? authenticator.get(options, { origin, credentialId: registration.id })
          : softAuthenticator().create(options, { origin })
        const response = { ...made, response: { ...made.response, [part]: value } }
        const verify = login ? '/v1/passkey/login/verify' : '/v1/passkey/register/verify'
        const answer = await auth.post(verify, { deviceId, response })
        statuses.push(answer.status)
        if (answer.status >= 500 || answer.status < 400) {
          throw new Error(`${verify} ${part}=${value.slice(0, 40)} → ${answer.status}`)
        }
      },
    ),
    { numRuns: 150 },
  )
  expect(statuses).toHaveLength(150)
})
