// The browser's WebAuthn calls, as the frame makes them: the service's options (JSON, base64url) become the
// browser's, and the browser's credential becomes the JSON the service verifies. Every call asks for the PRF
// extension with one fixed input, so each passkey that offers PRF gives this wallet the same 32 secret bytes
// every time; those bytes stay in the frame (the JSON sent to the service carries no extension results).
import { FrameRequestError } from './errors.js'

/** The PRF input every call sends: fixed, so a passkey's PRF output is the same at every login. */
const PRF_INPUT = new TextEncoder().encode('portico passkey backup v1')

export type CreationOptionsJson = {
  challenge: string
  rp: { id?: string; name: string }
  user: { id: string; name: string; displayName: string }
  pubKeyCredParams: { type: string; alg: number }[]
  timeout?: number
  excludeCredentials?: { id: string; type: string; transports?: string[] }[]
  authenticatorSelection?: Record<string, unknown>
  attestation?: string
}

export type RequestOptionsJson = {
  challenge: string
  rpId?: string
  timeout?: number
  allowCredentials?: { id: string; type: string; transports?: string[] }[]
  userVerification?: string
}

/** A credential as the service verifies it (the standard JSON form, without extension results). */
export type CredentialJson = {
  id: string
  rawId: string
  type: 'public-key'
  authenticatorAttachment?: string
  response: Record<string, unknown>
  clientExtensionResults: Record<string, never>
}

export type PasskeyResult = {
  credential: CredentialJson
  /** The passkey's PRF output for this wallet, when its authenticator offers PRF (the caller wipes it). */
  prf: Uint8Array | undefined
  /** Whether the authenticator said it supports PRF (at creation it may say so without giving an output yet). */
  prfEnabled: boolean
}

/** The person cancelled the browser's passkey prompt, or it timed out (the browser does not say which). */
export class PasskeyCancelledError extends FrameRequestError {
  override name = 'PasskeyCancelledError'
  constructor(cause?: unknown) {
    super('The passkey request was cancelled or timed out', { reason: 'USER_REJECTED', cause })
  }
}

/** This browser offers no passkeys (no WebAuthn, or not in this frame). */
export class PasskeyUnsupportedError extends FrameRequestError {
  override name = 'PasskeyUnsupportedError'
  constructor(cause?: unknown) {
    super('This browser cannot use passkeys here', { reason: 'PASSKEY_UNAVAILABLE', cause })
  }
}

/** The passkey used belongs to another user than the one signed in. */
export class PasskeyOtherWalletError extends FrameRequestError {
  override name = 'PasskeyOtherWalletError'
  constructor() {
    super('This passkey opens another wallet', { reason: 'PASSKEY_REFUSED' })
  }
}

export const passkeysSupported = () =>
  typeof PublicKeyCredential === 'function' && typeof navigator.credentials?.create === 'function'

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const descriptors = (list: { id: string; type: string; transports?: string[] }[] | undefined) =>
  (list ?? []).map((item) => ({
    id: fromBase64Url(item.id),
    type: 'public-key' as const,
    ...(item.transports && { transports: item.transports as AuthenticatorTransport[] }),
  }))

const prfExtension = () => ({ prf: { eval: { first: PRF_INPUT } } }) as AuthenticationExtensionsClientInputs

/** The browser's errors in the frame's words: a cancelled prompt, no WebAuthn here, or the error itself. */
function browserFailure(error: unknown): unknown {
  const name = (error as { name?: unknown } | undefined)?.name
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyCancelledError(error)
  if (name === 'NotSupportedError' || name === 'SecurityError') return new PasskeyUnsupportedError(error)
  return error
}

function prfOf(credential: PublicKeyCredential): { prf: Uint8Array | undefined; prfEnabled: boolean } {
  const results = credential.getClientExtensionResults() as {
    prf?: { enabled?: boolean; results?: { first?: BufferSource } }
  }
  const first = results.prf?.results?.first
  const prf =
    first === undefined
      ? undefined
      : first instanceof ArrayBuffer
        ? new Uint8Array(first.slice(0))
        : new Uint8Array(first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength))
  return { prf, prfEnabled: results.prf?.enabled === true || prf !== undefined }
}

/** The credential as the service verifies it (with the `response` fields of its ceremony), and its PRF output. */
function passkeyResult(credential: PublicKeyCredential, fields: Record<string, unknown>): PasskeyResult {
  return {
    credential: {
      id: credential.id,
      rawId: toBase64Url(credential.rawId),
      type: 'public-key',
      ...(credential.authenticatorAttachment && {
        authenticatorAttachment: credential.authenticatorAttachment,
      }),
      response: { clientDataJSON: toBase64Url(credential.response.clientDataJSON), ...fields },
      clientExtensionResults: {},
    },
    ...prfOf(credential),
  }
}

/** Makes a passkey with the service's creation options (asking for PRF with the wallet's input). */
export async function createPasskey(
  options: CreationOptionsJson,
  signal?: AbortSignal,
): Promise<PasskeyResult> {
  if (!passkeysSupported()) throw new PasskeyUnsupportedError()
  let credential: PublicKeyCredential
  try {
    credential = (await navigator.credentials.create({
      publicKey: {
        challenge: fromBase64Url(options.challenge),
        rp: options.rp,
        user: { ...options.user, id: fromBase64Url(options.user.id) },
        pubKeyCredParams: options.pubKeyCredParams.map(({ alg }) => ({ type: 'public-key', alg })),
        ...(options.timeout !== undefined && { timeout: options.timeout }),
        excludeCredentials: descriptors(options.excludeCredentials),
        ...(options.authenticatorSelection && {
          authenticatorSelection: options.authenticatorSelection as AuthenticatorSelectionCriteria,
        }),
        attestation: 'none',
        extensions: prfExtension(),
      },
      ...(signal && { signal }),
    })) as PublicKeyCredential
  } catch (error) {
    throw browserFailure(error)
  }
  const response = credential.response as AuthenticatorAttestationResponse
  return passkeyResult(credential, {
    attestationObject: toBase64Url(response.attestationObject),
    transports: response.getTransports?.() ?? [],
  })
}

/** Asks for a passkey of this service with the service's request options (asking for PRF with the wallet's input). */
export async function getPasskey(options: RequestOptionsJson, signal?: AbortSignal): Promise<PasskeyResult> {
  if (!passkeysSupported()) throw new PasskeyUnsupportedError()
  let credential: PublicKeyCredential
  try {
    credential = (await navigator.credentials.get({
      publicKey: {
        challenge: fromBase64Url(options.challenge),
        ...(options.rpId && { rpId: options.rpId }),
        ...(options.timeout !== undefined && { timeout: options.timeout }),
        allowCredentials: descriptors(options.allowCredentials),
        userVerification: (options.userVerification ?? 'required') as UserVerificationRequirement,
        extensions: prfExtension(),
      },
      ...(signal && { signal }),
    })) as PublicKeyCredential
  } catch (error) {
    throw browserFailure(error)
  }
  const response = credential.response as AuthenticatorAssertionResponse
  return passkeyResult(credential, {
    authenticatorData: toBase64Url(response.authenticatorData),
    signature: toBase64Url(response.signature),
    ...(response.userHandle && { userHandle: toBase64Url(response.userHandle) }),
  })
}
