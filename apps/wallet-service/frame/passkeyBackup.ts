// A wallet share sealed under a passkey: the key is HKDF-SHA-256 of the passkey's PRF output (a fresh salt per
// backup), the cipher AES-256-GCM with the credential id and split id as associated data. The service stores the
// JSON and cannot open it: the PRF output never leaves the frame, and only the passkey can give it again.
//
// The backup's JSON: { v: 1, kdf: 'webauthn-prf', credentialId, splitId, salt, iv, ct } (binary fields base64).
import * as z from 'zod/mini'
import { fromBase64, randomBytes, toBase64 } from './bytes.js'
import { FrameRequestError } from './errors.js'

const INFO = new TextEncoder().encode('portico passkey backup v1')

const backupSchema = z.object({
  v: z.literal(1),
  kdf: z.literal('webauthn-prf'),
  credentialId: z.string().check(z.maxLength(1366)),
  splitId: z.string().check(z.maxLength(64)),
  salt: z.string().check(z.maxLength(64)),
  iv: z.string().check(z.maxLength(64)),
  ct: z.string().check(z.maxLength(1024)),
})

/** The backup could not be opened: another passkey's, damaged, or not a passkey backup at all. */
export class PasskeyBackupError extends FrameRequestError {
  override name = 'PasskeyBackupError'
  constructor(message = 'This passkey cannot open the wallet backup', cause?: unknown) {
    super(message, { reason: 'RECOVERY_FAILED', cause })
  }
}

/** Whether `blob` is a passkey backup (rather than a share under the recovery password). */
export function isPasskeyBackup(blob: string): boolean {
  try {
    return backupSchema.safeParse(JSON.parse(blob)).success
  } catch {
    return false
  }
}

async function backupKey(prf: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', Uint8Array.from(prf), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: Uint8Array.from(salt), info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

const associated = (credentialId: string, splitId: string) =>
  new TextEncoder().encode(`${credentialId}\n${splitId}`)

/** Seals `share` (of split `splitId`) under the PRF output of passkey `credentialId`. */
export async function sealPasskeyBackup(
  share: Uint8Array,
  { prf, credentialId, splitId }: { prf: Uint8Array; credentialId: string; splitId: string },
): Promise<string> {
  const salt = randomBytes(32)
  const iv = randomBytes(12)
  const key = await backupKey(prf, salt)
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: Uint8Array.from(iv), additionalData: associated(credentialId, splitId) },
    key,
    Uint8Array.from(share),
  )
  return JSON.stringify({
    v: 1,
    kdf: 'webauthn-prf',
    credentialId,
    splitId,
    salt: toBase64(salt),
    iv: toBase64(iv),
    ct: toBase64(new Uint8Array(ct)),
  })
}

/** The share inside a passkey backup, opened with that passkey's PRF output; `PasskeyBackupError` otherwise. */
export async function openPasskeyBackup(
  blob: string,
  { prf, credentialId }: { prf: Uint8Array; credentialId: string },
): Promise<{ splitId: string; bytes: Uint8Array }> {
  let parsed: z.infer<typeof backupSchema>
  try {
    parsed = backupSchema.parse(JSON.parse(blob))
  } catch (error) {
    throw new PasskeyBackupError('The wallet backup is damaged', error)
  }
  if (parsed.credentialId !== credentialId) throw new PasskeyBackupError()
  try {
    const key = await backupKey(prf, fromBase64(parsed.salt))
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: Uint8Array.from(fromBase64(parsed.iv)),
        additionalData: associated(credentialId, parsed.splitId),
      },
      key,
      Uint8Array.from(fromBase64(parsed.ct)),
    )
    return { splitId: parsed.splitId, bytes: new Uint8Array(plain) }
  } catch (error) {
    throw new PasskeyBackupError(undefined, error)
  }
}
