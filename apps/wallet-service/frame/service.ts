// The wallet service's routes, called same-origin from the frame. A refusal becomes a `ServiceError` with the
// service's `{ message, reason, retryAfter }`; a network failure or an answer of the wrong shape an error too.
import { errorReasons } from '@portico/embedded-wallet/protocol'
import * as z from 'zod/mini'
import { ServiceError } from './errors.js'

// A wallet imported from a private key has one chain's address only.
const addresses = z.object({ eip155: z.optional(z.string()), solana: z.optional(z.string()) })
// A passkey-only user has no e-mail address.
const user = z.object({ id: z.string(), email: z.nullable(z.string()) })
const signIn = {
  token: z.string(),
  expiresAt: z.union([z.number(), z.string()]),
  user,
  wallet: z.object({ exists: z.boolean() }),
}

const schemas = {
  connect: z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) }),
  wait: z.object({ approved: z.boolean() }),
  otp: z.object({
    token: z.string(),
    expiresAt: z.union([z.number(), z.string()]),
    user,
    wallet: z.object({ exists: z.boolean() }),
  }),
  session: z.object({ user }),
  empty: z.object({}),
  wallet: z.object({
    exists: z.boolean(),
    addresses: z.optional(addresses),
    recovery: z.optional(z.object({ splitId: z.string(), blob: z.string() })),
  }),
  share: z.object({ share: z.string() }),
  update: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  updatePrimary: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  updateSecondary: z.object({ newEmail: z.string() }),
  verify: z.object({ ok: z.boolean() }),
  passkeyAvailable: z.object({ available: z.boolean() }),
  passkeyOptions: z.object({ options: z.record(z.string(), z.unknown()) }),
  passkeySignUp: z.object({
    token: z.string(),
    expiresAt: z.union([z.number(), z.string()]),
    user,
    wallet: z.object({ exists: z.boolean() }),
    credentialId: z.string(),
  }),
  passkeyLogin: z.object({
    token: z.string(),
    expiresAt: z.union([z.number(), z.string()]),
    user,
    wallet: z.object({ exists: z.boolean() }),
    credentialId: z.string(),
    backup: z.optional(z.object({ splitId: z.string(), blob: z.string() })),
  }),
  passkeyAdded: z.object({ credentialId: z.string() }),
  socialStart: z.object({ uri: z.string() }),
  farcasterChannel: z.object({ channelToken: z.string(), url: z.string() }),
  farcasterStatus: z.union([
    z.object({ state: z.literal('pending') }),
    z.object({ state: z.literal('completed'), ...signIn, userName: z.optional(z.string()) }),
    z.object({ state: z.literal('completed') }),
  ]),
  socialComplete: z.object({ ...signIn, userName: z.optional(z.string()) }),
  socialProviders: z.object({ providers: z.array(z.string()) }),
  loginMethods: z.object({
    email: z.nullable(z.string()),
    socials: z.array(
      z.object({ provider: z.string(), userName: z.nullable(z.string()), createdAt: z.number() }),
    ),
    passkeys: z.number(),
  }),
  socialLinked: z.object({ provider: z.string(), userName: z.optional(z.string()) }),
  passkeys: z.object({
    passkeys: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        createdAt: z.number(),
        lastUsedAt: z.nullable(z.number()),
        backup: z.boolean(),
      }),
    ),
  }),
}

const refusal = z.object({
  message: z.optional(z.string()),
  reason: z.optional(z.enum(errorReasons)),
  retryAfter: z.optional(z.number()),
})

export type OtpResult = z.infer<typeof schemas.otp>
export type PasskeyLoginResult = z.infer<typeof schemas.passkeyLogin>
export type PasskeyInfo = z.infer<typeof schemas.passkeys>['passkeys'][number]
export type WalletInfo = z.infer<typeof schemas.wallet>
export type LoginMethods = z.infer<typeof schemas.loginMethods>

export type ServiceClientOptions = {
  projectId: string
  /** The service's origin; the frame's own by default (relative URLs). */
  baseUrl?: string
  /** The session token, if any, sent as `Authorization: Bearer`. */
  token: () => Promise<string | undefined>
  fetch?: typeof fetch
}

/**
 * A client of the wallet service for one project.
 *
 * @example
 * const service = createServiceClient({ projectId, token: async () => (await store.session())?.token })
 * const { action } = await service.connectEmail({ email, deviceId, locale: 'en' })
 */
export function createServiceClient({
  projectId,
  baseUrl = '',
  token,
  fetch: fetcher = fetch,
}: ServiceClientOptions) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    schema: z.ZodMiniType<T>,
    body?: unknown,
    { bearer: credential, query = '' }: { bearer?: string; query?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {}
    const bearer = credential ?? (await token())
    if (bearer) headers.authorization = `Bearer ${bearer}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const url = `${baseUrl}${path}?projectId=${encodeURIComponent(projectId)}${query}`
    const response = await fetcher(url, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      credentials: 'omit',
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = refusal.safeParse(json)
      const data = parsed.success ? parsed.data : {}
      const retryAfter = data.retryAfter ?? (Number(response.headers.get('retry-after')) || undefined)
      throw new ServiceError(
        response.status,
        data.message ?? `The wallet service answered ${response.status}`,
        {
          ...(data.reason && { reason: data.reason }),
          ...(retryAfter !== undefined && { retryAfter }),
        },
      )
    }
    const parsed = schema.safeParse(json ?? {})
    if (!parsed.success)
      throw new ServiceError(response.status, 'The wallet service answered in an unknown shape')
    return parsed.data
  }

  return {
    connectEmail: (body: { email: string; deviceId: string; locale?: string }) =>
      call('POST', '/v1/email/connect', schemas.connect, body),
    waitForDevice: (body: { email: string; deviceId: string }) =>
      call('POST', '/v1/device/wait', schemas.wait, body),
    verifyOtp: (body: { email: string; deviceId: string; otp: string }) =>
      call('POST', '/v1/email/otp', schemas.otp, body),
    session: () => call('GET', '/v1/session', schemas.session),
    signOut: () => call('POST', '/v1/sign-out', schemas.empty, {}),
    createWallet: (body: {
      splitId: string
      share: string
      recovery: { splitId: string; blob: string }
      addresses: { eip155?: string; solana?: string }
    }) => call('POST', '/v1/wallet', schemas.empty, body),
    wallet: () => call('GET', '/v1/wallet', schemas.wallet),
    share: (splitId: string) =>
      call('GET', `/v1/wallet/shares/${encodeURIComponent(splitId)}`, schemas.share),
    addShare: (body: { splitId: string; share: string }) =>
      call('POST', '/v1/wallet/shares', schemas.empty, body),
    updateEmail: (body: { newEmail: string }) => call('POST', '/v1/email/update', schemas.update, body),
    updateEmailPrimary: (body: { otp: string }) =>
      call('POST', '/v1/email/update/primary', schemas.updatePrimary, body),
    updateEmailSecondary: (body: { otp: string }) =>
      call('POST', '/v1/email/update/secondary', schemas.updateSecondary, body),
    startExport: () => call('POST', '/v1/export/start', schemas.empty, {}),
    verifyExport: (body: { otp: string }) => call('POST', '/v1/export/verify', schemas.verify, body),
    startKit: (body: { locale?: string }) => call('POST', '/v1/kit/start', schemas.empty, body),
    verifyKit: (body: { otp: string }) => call('POST', '/v1/kit/verify', schemas.verify, body),
    passkeyAvailable: () => call('GET', '/v1/passkey/available', schemas.passkeyAvailable),
    passkeyRegisterOptions: (body: { deviceId: string; userName?: string }) =>
      call('POST', '/v1/passkey/register/options', schemas.passkeyOptions, body),
    /** A new user's passkey (no session): answers the new user's session. */
    passkeySignUp: (body: { deviceId: string; response: unknown; name?: string; prf?: boolean }) =>
      call('POST', '/v1/passkey/register/verify', schemas.passkeySignUp, body),
    /** Another passkey for the signed-in user. */
    passkeyAdd: (body: { deviceId: string; response: unknown; name?: string; prf?: boolean }) =>
      call('POST', '/v1/passkey/register/verify', schemas.passkeyAdded, body),
    passkeyLoginOptions: (body: { deviceId: string }) =>
      call('POST', '/v1/passkey/login/options', schemas.passkeyOptions, body),
    passkeyLogin: (body: { deviceId: string; response: unknown }) =>
      call('POST', '/v1/passkey/login/verify', schemas.passkeyLogin, body),
    passkeyBackup: (body: { credentialId: string; splitId: string; blob: string }) =>
      call('PUT', '/v1/passkey/backup', schemas.empty, body),
    passkeys: () => call('GET', '/v1/passkeys', schemas.passkeys),
    renamePasskey: (id: string, name: string) =>
      call('PATCH', `/v1/passkeys/${encodeURIComponent(id)}`, schemas.empty, { name }),
    removePasskey: (id: string) => call('DELETE', `/v1/passkeys/${encodeURIComponent(id)}`, schemas.empty),
    /** A social login's authorization address, bound to this device; the user comes back to `returnTo`. */
    socialStart: (body: { provider: string; deviceId: string; returnTo: string }) =>
      call('POST', '/v1/social/start', schemas.socialStart, body),
    /** Opens a Sign In With Farcaster channel for this device. */
    farcasterChannel: (body: { deviceId: string }) =>
      call('POST', '/v1/farcaster/channel', schemas.farcasterChannel, body),
    /** The channel's state; completed, for the device that opened it, once with a session. */
    farcasterStatus: ({ deviceId, channelToken }: { deviceId: string; channelToken: string }) =>
      call('GET', '/v1/farcaster/channel/status', schemas.farcasterStatus, undefined, {
        bearer: channelToken,
        query: `&deviceId=${encodeURIComponent(deviceId)}`,
      }),
    /** Redeems a social login's single-use result for a session, as a verified code does. */
    socialComplete: (body: { deviceId: string; result: string }) =>
      call('POST', '/v1/social/complete', schemas.socialComplete, body),
    /** The social providers set up on the service, in its order (farcaster among them when set up). */
    socialProviders: () => call('GET', '/v1/social/providers', schemas.socialProviders),
    /** The signed-in user's ways to log in: the e-mail address, the social logins, how many passkeys. */
    loginMethods: () => call('GET', '/v1/login-methods', schemas.loginMethods),
    /** A login at `provider` that links it to the signed-in user; its window ends on the service's own page. */
    socialLinkStart: (body: { provider: string; deviceId: string }) =>
      call('POST', '/v1/social/link/start', schemas.socialStart, body),
    /** Redeems that login's single-use result: the provider now opens the user's wallet. */
    socialLinkComplete: (body: { deviceId: string; result: string }) =>
      call('POST', '/v1/social/link/complete', schemas.socialLinked, body),
    unlinkSocial: (provider: string) =>
      call('DELETE', `/v1/login-methods/social/${encodeURIComponent(provider)}`, schemas.empty),
  }
}

export type ServiceClient = ReturnType<typeof createServiceClient>
