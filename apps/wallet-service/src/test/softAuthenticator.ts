// A software authenticator for tests: what a browser and a passkey together answer to the service's options, built
// by hand so tests can also make the answers a real one never would (another origin, another RP ID, a counter that
// goes backwards, no user verification).
//
// What it builds:
// - clientDataJSON: `{ type, challenge, origin, crossOrigin }` (plus `topOrigin` in an embedding page), UTF-8 JSON;
// - authenticator data: SHA-256 of the RP ID (32 bytes), flags (1 byte), the signature counter (4 bytes, big
//   endian), then at creation the attested credential data: the AAGUID (16 zero bytes), the credential id's length
//   (2 bytes, big endian), the id, and the public key as a COSE_Key (a CBOR map);
// - at creation, the attestation object: the CBOR map `{ fmt: 'none', attStmt: {}, authData }`;
// - at login, the signature: ECDSA P-256 with SHA-256 over the authenticator data followed by SHA-256 of the
//   clientDataJSON, DER-encoded.
// Every binary field is answered as unpadded base64url, as the JSON forms of `PublicKeyCredential` have them.
import { randomBytes } from 'node:crypto'
import { p256 } from '@noble/curves/p256'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes } from '@noble/hashes/utils'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

/** Authenticator data flags: user present, user verified, attested credential data included. */
export const FLAG_UP = 0x01
export const FLAG_UV = 0x04
export const FLAG_AT = 0x40

type CborValue = number | string | Uint8Array | CborMap
type CborMap = Map<number | string, CborValue>

/** The head of a CBOR item: its major type and its argument (in the fewest bytes). */
function cborHead(major: number, argument: number): Uint8Array {
  if (argument < 24) return Uint8Array.of((major << 5) | argument)
  if (argument < 0x100) return Uint8Array.of((major << 5) | 24, argument)
  if (argument < 0x10000) return Uint8Array.of((major << 5) | 25, argument >> 8, argument & 0xff)
  const head = new Uint8Array(5)
  head[0] = (major << 5) | 26
  new DataView(head.buffer).setUint32(1, argument)
  return head
}

/** CBOR of integers, byte strings, text strings and maps (keys in the order given): all a passkey needs. */
export function cbor(value: CborValue): Uint8Array {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  if (typeof value === 'string') {
    const text = new TextEncoder().encode(value)
    return concatBytes(cborHead(3, text.length), text)
  }
  if (value instanceof Uint8Array) return concatBytes(cborHead(2, value.length), value)
  const parts: Uint8Array[] = [cborHead(5, value.size)]
  for (const [key, item] of value) parts.push(cbor(key), cbor(item))
  return concatBytes(...parts)
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const utf8 = (text: string) => new TextEncoder().encode(text)

function uint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value >>> 0)
  return bytes
}

/** A passkey this authenticator holds. */
export type SoftCredential = {
  /** The credential id, base64url. */
  id: string
  rpId: string
  /** The user handle the relying party gave at creation, base64url. */
  userHandle: string
  privateKey: Uint8Array
  counter: number
}

export type CeremonyOptions = {
  /** The origin the browser reports (the frame's). */
  origin: string
  /** The page that embeds the frame, for a ceremony in a cross-origin iframe. */
  topOrigin?: string
  /** The RP ID whose hash goes into the authenticator data (default: the options'). */
  rpId?: string
  /** The flags byte (default: user present and verified, plus attested data at creation). */
  flags?: number
}

export type GetOptions = CeremonyOptions & {
  /** Which passkey answers (default: one the options allow, else any of the RP ID's). */
  credentialId?: string
  /** The signature counter to report (default: the passkey's next). */
  counter?: number
  /** The user handle to report (default: the passkey's; null: none). */
  userHandle?: string | null
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, options: CeremonyOptions) {
  return utf8(
    JSON.stringify({
      type,
      challenge,
      origin: options.origin,
      crossOrigin: options.topOrigin !== undefined,
      ...(options.topOrigin !== undefined && { topOrigin: options.topOrigin }),
    }),
  )
}

/**
 * A software authenticator holding P-256 passkeys. `counterStep` is how much each login moves a passkey's
 * signature counter (0: a passkey that keeps it at zero, as synced passkeys do).
 */
export function softAuthenticator({ counterStep = 1 }: { counterStep?: number } = {}) {
  const credentials = new Map<string, SoftCredential>()

  return {
    credentials,

    /** Makes a passkey for the creation options, as `navigator.credentials.create` would answer. */
    create(
      options: PublicKeyCredentialCreationOptionsJSON,
      ceremony: CeremonyOptions,
    ): RegistrationResponseJSON {
      const rpId = options.rp.id ?? new URL(ceremony.origin).hostname
      for (const excluded of options.excludeCredentials ?? []) {
        if (credentials.get(excluded.id)?.rpId === rpId)
          throw new Error('InvalidStateError: excluded credential')
      }
      const privateKey = p256.utils.randomPrivateKey()
      const publicKey = p256.getPublicKey(privateKey, false)
      const credentialId = new Uint8Array(randomBytes(32))
      const credential: SoftCredential = {
        id: base64url(credentialId),
        rpId,
        userHandle: options.user.id,
        privateKey,
        counter: 0,
      }
      credentials.set(credential.id, credential)
      const coseKey: CborMap = new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, publicKey.slice(1, 33)],
        [-3, publicKey.slice(33, 65)],
      ])
      const authData = concatBytes(
        sha256(utf8(ceremony.rpId ?? rpId)),
        Uint8Array.of(ceremony.flags ?? FLAG_UP | FLAG_UV | FLAG_AT),
        uint32(credential.counter),
        new Uint8Array(16),
        Uint8Array.of(credentialId.length >> 8, credentialId.length & 0xff),
        credentialId,
        cbor(coseKey),
      )
      const attestationObject = cbor(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge, ceremony)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },

    /** Signs the request options' challenge with a passkey, as `navigator.credentials.get` would answer. */
    get(options: PublicKeyCredentialRequestOptionsJSON, ceremony: GetOptions): AuthenticationResponseJSON {
      const rpId = options.rpId ?? new URL(ceremony.origin).hostname
      const allowed = (options.allowCredentials ?? []).map((item) => item.id)
      const credential =
        (ceremony.credentialId !== undefined
          ? credentials.get(ceremony.credentialId)
          : [...credentials.values()].find(
              (item) => item.rpId === rpId && (allowed.length === 0 || allowed.includes(item.id)),
            )) ?? undefined
      if (!credential) throw new Error('NotAllowedError: no passkey for this request')
      credential.counter += counterStep
      const counter = ceremony.counter ?? credential.counter
      const authData = concatBytes(
        sha256(utf8(ceremony.rpId ?? rpId)),
        Uint8Array.of(ceremony.flags ?? FLAG_UP | FLAG_UV),
        uint32(counter),
      )
      const clientDataJSON = clientData('webauthn.get', options.challenge, ceremony)
      const signed = sha256(concatBytes(authData, sha256(clientDataJSON)))
      const signature = p256.sign(signed, credential.privateKey).toDERRawBytes()
      const userHandle = ceremony.userHandle === undefined ? credential.userHandle : ceremony.userHandle
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
          ...(userHandle !== null && { userHandle }),
        },
        clientExtensionResults: {},
      }
    },
  }
}

export type SoftAuthenticator = ReturnType<typeof softAuthenticator>
