import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import type { WalletServiceConfigInput } from '../config.js'
import { type GetOptions, type SoftAuthenticator, softAuthenticator } from './softAuthenticator.js'
import {
  type Answer,
  newDeviceId,
  type RequestOptions,
  startTestWalletService,
  type TestWalletService,
} from './startTestWalletService.js'

/** A passkey session: what sign-up and login answer. */
export type PasskeySession = {
  token: string
  expiresAt: number
  user: { id: string; email: string | null }
  wallet: { exists: boolean }
  credentialId: string
  backup?: { splitId: string; blob: string }
  deviceId: string
}

export type PasskeyWorld = {
  auth: TestWalletService
  /** The service's own origin (the frame's), where its passkey ceremonies run. */
  origin: string
  /** Sends `method` to `path` with a JSON body (with `?projectId=local`). */
  send(
    method: 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<Answer>
  registerOptions(deviceId: string, options?: RequestOptions): Promise<PublicKeyCredentialCreationOptionsJSON>
  loginOptions(deviceId: string): Promise<PublicKeyCredentialRequestOptionsJSON>
  /** A new user signed up with a new passkey of `authenticator` on `deviceId` (a fresh device by default). */
  signUp(authenticator?: SoftAuthenticator, deviceId?: string): Promise<PasskeySession & { ok: Answer }>
  /** The login answer for a passkey of `authenticator` on `deviceId` (`get` says how the passkey answers). */
  logIn(authenticator: SoftAuthenticator, deviceId: string, get?: Partial<GetOptions>): Promise<Answer>
  close(): Promise<void>
}

/**
 * A test service on `localhost` (browsers refuse passkeys on an IP address), with helpers for its passkey routes.
 * Requests send no `Origin`, as the frame's same-origin `fetch` of a GET would not; the ceremonies' origin is
 * the service's own.
 */
export async function startPasskeyWorld(
  overrides: WalletServiceConfigInput = {},
  options: { now?: () => number } = {},
): Promise<PasskeyWorld> {
  const auth = await startTestWalletService({ host: 'localhost', ...overrides }, options)
  const origin = new URL(auth.url).origin

  const world: PasskeyWorld = {
    auth,
    origin,
    send: (method, path, body, request) => auth.send(method, path, body, request),
    async registerOptions(deviceId, request) {
      const answer = await auth.post('/v1/passkey/register/options', { deviceId }, request)
      if (answer.status !== 200)
        throw new Error(`register options: ${answer.status} ${JSON.stringify(answer.body)}`)
      return answer.body.options as PublicKeyCredentialCreationOptionsJSON
    },
    async loginOptions(deviceId) {
      const answer = await auth.post('/v1/passkey/login/options', { deviceId })
      if (answer.status !== 200)
        throw new Error(`login options: ${answer.status} ${JSON.stringify(answer.body)}`)
      return answer.body.options as PublicKeyCredentialRequestOptionsJSON
    },
    async signUp(authenticator = softAuthenticator(), deviceId = newDeviceId()) {
      const options = await world.registerOptions(deviceId)
      const response = authenticator.create(options, { origin })
      const ok = await auth.post('/v1/passkey/register/verify', { deviceId, response })
      if (ok.status !== 200) throw new Error(`sign-up: ${ok.status} ${JSON.stringify(ok.body)}`)
      return { ...(ok.body as Omit<PasskeySession, 'deviceId'>), deviceId, ok }
    },
    async logIn(authenticator, deviceId, get = {}) {
      const options = await world.loginOptions(deviceId)
      const response = authenticator.get(options, { origin, ...get })
      return auth.post('/v1/passkey/login/verify', { deviceId, response })
    },
    close: () => auth.close(),
  }
  return world
}
