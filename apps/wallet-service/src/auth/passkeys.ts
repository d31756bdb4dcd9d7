// The service as a WebAuthn relying party: the options of a passkey's registration and login, and the checks of
// what the browser answers. A challenge is single-use, lives 5 minutes and is bound to the device that asked for
// it; every check that fails answers 401 PASSKEY_REFUSED and says nothing more.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { z } from 'zod'
import type { ProjectConfig } from '../config.js'
import type { AuthContext } from '../context.js'
import { AuthError, PasskeyRefusedError } from '../errors.js'
import { originAllowed, parseOrigin } from '../http/originAllowed.js'
import type { authenticationResponseSchema, registrationResponseSchema } from '../schemas.js'
import { isDeviceVerified } from './devices.js'
import { challengeOf, consumeChallenge, issueChallenge, type PasskeyChallenge } from './passkeyChallenges.js'
import {
  addPasskey,
  createPasskeyUser,
  findPasskey,
  listPasskeys,
  MAX_PASSKEYS_PER_USER,
  type NewPasskey,
  recordPasskeyUse,
  type StoredPasskey,
} from './passkeyCredentials.js'
import { type RelyingParty, requireRelyingParty } from './relyingParty.js'
import { newId } from './tokens.js'

/** How long the browser's passkey prompt waits. */
export const PASSKEY_TIMEOUT_MS = 60_000

/** The passkey name and account name when none is given. */
export const DEFAULT_PASSKEY_NAME = 'Passkey'
export const DEFAULT_USER_NAME = 'Portico wallet'

/** The signature algorithms a passkey may use (COSE): ES256, EdDSA, RS256. */
const ALGORITHMS = [-7, -8, -257]

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>

/** The signed-in user a request comes from, when it carries a session. */
type Signer = { userId: string; deviceId: string }

/** The passkey's user handle: the user id's UTF-8 bytes, base64url. */
export const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url')

const refuseDevice = () =>
  new AuthError(403, 'This device is not approved for the user', 'DEVICE_NOT_APPROVED')
const tooMany = () => new AuthError(409, `A user holds at most ${MAX_PASSKEYS_PER_USER} passkeys`)

/**
 * The options of a new passkey: for the signed-in user (`signer`, from a device verified for them, under
 * `MAX_PASSKEYS_PER_USER`; their passkeys excluded), else for a new user whose id the challenge keeps.
 */
export async function registrationOptions(
  ctx: AuthContext,
  {
    deviceId,
    userName,
    signer,
  }: { deviceId: string; userName: string | undefined; signer: Signer | undefined },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const party = requireRelyingParty(ctx)
  const { db, now } = ctx
  let existing: StoredPasskey[] = []
  if (signer) {
    if (!(await isDeviceVerified(db, signer.userId, signer.deviceId))) throw refuseDevice()
    existing = await listPasskeys(db, signer.userId)
    if (existing.length >= MAX_PASSKEYS_PER_USER) throw tooMany()
  }
  const userId = signer?.userId ?? newId()
  const { challenge } = await issueChallenge(db, {
    purpose: 'register',
    deviceId,
    userId,
    newUser: signer === undefined,
    now: now(),
  })
  const name = userName?.trim() || DEFAULT_USER_NAME
  return generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: name,
    userDisplayName: name,
    userID: new Uint8Array(Buffer.from(userId, 'utf8')),
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      ...(passkey.transports && { transports: passkey.transports }),
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    supportedAlgorithmIDs: ALGORITHMS,
  })
}

/** The options of a passkey login: any passkey of this service (discoverable), user verification required. */
export async function loginOptions(
  ctx: AuthContext,
  { deviceId }: { deviceId: string },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const party = requireRelyingParty(ctx)
  const { challenge } = await issueChallenge(ctx.db, { purpose: 'login', deviceId, now: ctx.now() })
  return generateAuthenticationOptions({
    rpID: party.id,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    allowCredentials: [],
    userVerification: 'required',
    timeout: PASSKEY_TIMEOUT_MS,
  })
}

/** The ceremony's challenge, used up: it must have been issued for `purpose` to `deviceId` and be unexpired. */
async function takeChallenge(
  ctx: AuthContext,
  clientDataJSON: string,
  { purpose, deviceId }: { purpose: 'register' | 'login'; deviceId: string },
): Promise<PasskeyChallenge> {
  const challenge = challengeOf(clientDataJSON)
  const taken =
    challenge && (await consumeChallenge(ctx.db, { challenge, purpose, deviceId, now: ctx.now() }))
  if (!taken) throw new PasskeyRefusedError()
  return taken
}

/**
 * The page that embedded the frame when the ceremony ran in it (`topOrigin` of a cross-origin ceremony), which
 * must be one of the project's allowed origins; undefined for a ceremony on the frame's own top-level page, or
 * when the browser does not say (the ceremony's origin is still checked to be the frame's).
 */
function embeddingOrigin(clientDataJSON: string, project: ProjectConfig): string | undefined {
  let data: { crossOrigin?: unknown; topOrigin?: unknown }
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) ?? {}
  } catch {
    throw new PasskeyRefusedError()
  }
  if (data.topOrigin === undefined) return undefined
  const topOrigin = typeof data.topOrigin === 'string' ? parseOrigin(data.topOrigin) : undefined
  if (data.crossOrigin !== true || !topOrigin || !originAllowed(topOrigin, project.allowedOrigins)) {
    throw new PasskeyRefusedError()
  }
  return topOrigin
}

/** What a library check throws or refuses becomes 401 PASSKEY_REFUSED (its words may hold the client's data). */
async function checked<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check()
  } catch {
    throw new PasskeyRefusedError()
  }
}

/** A registration's passkey, checked against the challenge, the relying party and user verification. */
async function verifiedNewPasskey(
  party: RelyingParty,
  {
    response,
    challenge,
    project,
  }: { response: RegistrationResponse; challenge: string; project: ProjectConfig },
): Promise<Omit<NewPasskey, 'name' | 'prf'>> {
  embeddingOrigin(response.response.clientDataJSON, project)
  const verification = await checked(() =>
    verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origins,
      expectedRPID: party.id,
      requireUserPresence: true,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    }),
  )
  if (!verification.verified) throw new PasskeyRefusedError()
  const { credential, userVerified } = verification.registrationInfo
  if (!userVerified || credential.id !== response.id) throw new PasskeyRefusedError()
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: response.response.transports,
  }
}

export type RegistrationOutcome = { userId: string; newUser: boolean; credentialId: string }

/**
 * Checks and stores a new passkey. A sign-up challenge makes its user (without an e-mail address) with it; any
 * other challenge adds it to the user it was issued for, who must be the request's signed-in user on a verified
 * device. 401 PASSKEY_REFUSED when a check fails, 409 when the passkey is stored already.
 */
export async function registerPasskey(
  ctx: AuthContext,
  parameters: {
    deviceId: string
    response: RegistrationResponse
    name: string | undefined
    prf: boolean | undefined
    signer: Signer | undefined
    project: ProjectConfig
  },
): Promise<RegistrationOutcome> {
  const party = requireRelyingParty(ctx)
  const { db, now } = ctx
  const { deviceId, response, signer, project } = parameters
  const challenge = await takeChallenge(ctx, response.response.clientDataJSON, {
    purpose: 'register',
    deviceId,
  })
  const userId = challenge.userId
  if (!userId) throw new PasskeyRefusedError()
  if (!challenge.newUser) {
    if (signer?.userId !== userId) throw new PasskeyRefusedError()
    if (!(await isDeviceVerified(db, signer.userId, signer.deviceId))) throw refuseDevice()
  }
  const verified = await verifiedNewPasskey(party, { response, challenge: challenge.challenge, project })
  const passkey: NewPasskey = {
    ...verified,
    name: parameters.name ?? DEFAULT_PASSKEY_NAME,
    prf: parameters.prf ?? false,
  }
  if (challenge.newUser) {
    await createPasskeyUser(db, { userId, passkey, now: now() })
  } else {
    const added = await addPasskey(db, { userId, passkey, now: now() })
    if (added === 'exists') throw new PasskeyRefusedError('stored', 409)
    if (added === 'full') throw tooMany()
  }
  return { userId, newUser: challenge.newUser, credentialId: passkey.id }
}

/** Whether a signature counter goes forward: when either is non-zero, the new one must be larger. */
const counterForward = (stored: number, next: number) => (stored === 0 && next === 0) || next > stored

/** The signature counter of `authenticatorData` (base64url), when it is long enough to hold one. */
function signatureCounterOf(authenticatorData: string): number | undefined {
  const bytes = Buffer.from(authenticatorData, 'base64url')
  return bytes.length >= 37 ? bytes.readUInt32BE(33) : undefined
}

/**
 * Checks a passkey login: the challenge, the passkey (known here; its user handle, when given, its user's), its
 * signature under the stored key, user verification, and a signature counter that goes forward. Records the use;
 * answers the passkey as it was stored before.
 */
export async function logInWithPasskey(
  ctx: AuthContext,
  {
    deviceId,
    response,
    project,
  }: { deviceId: string; response: AuthenticationResponse; project: ProjectConfig },
): Promise<StoredPasskey> {
  const party = requireRelyingParty(ctx)
  const { clientDataJSON, authenticatorData, userHandle } = response.response
  const challenge = await takeChallenge(ctx, clientDataJSON, { purpose: 'login', deviceId })
  const passkey = await findPasskey(ctx.db, response.id)
  if (!passkey) throw new PasskeyRefusedError('unknown')
  if (userHandle && userHandle !== userHandleOf(passkey.userId)) throw new PasskeyRefusedError()
  const topOrigin = embeddingOrigin(clientDataJSON, project)
  // Read before the library's checks, which refuse a counter that went backwards in words of their own.
  const claimed = signatureCounterOf(authenticatorData)
  if (claimed !== undefined && !counterForward(passkey.counter, claimed))
    throw new PasskeyRefusedError('counter')
  const verification = await checked(() =>
    verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origins,
      expectedRPID: party.id,
      ...(topOrigin && { expectedTopOrigin: topOrigin }),
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        ...(passkey.transports && { transports: passkey.transports }),
      },
      requireUserVerification: true,
    }),
  )
  const { newCounter, userVerified } = verification.authenticationInfo
  if (!verification.verified || !userVerified) throw new PasskeyRefusedError()
  // Checked again on the verified value, and once more as the update's condition against concurrent logins.
  if (!counterForward(passkey.counter, newCounter)) throw new PasskeyRefusedError('counter')
  if (!(await recordPasskeyUse(ctx.db, { id: passkey.id, counter: newCounter, now: ctx.now() })))
    throw new PasskeyRefusedError('counter')
  return passkey
}
