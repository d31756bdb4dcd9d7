// The recovery share under the user's password, as the service stores it: the JSON text of a sealed share of the
// key format (`@portico/recover`: scrypt → AES-256-GCM, its KDF parameters inside, bounded when read).
import { openSealedShare, type ScryptParameters, type SealedShare, sealShare } from '@portico/recover'

export {
  DEFAULT_SCRYPT,
  InvalidBlobError,
  type ScryptParameters,
  WrongPasswordError,
} from '@portico/recover'

/** The shortest recovery password the forms accept. */
export const MIN_PASSWORD_LENGTH = 8

export type RecoveryBlob = SealedShare

/**
 * Encrypts `share` under `password`: a JSON string `{ v, kdf, N, r, p, salt, iv, ct }` (binary fields in base64).
 * `scrypt` lowers the cost for tests; the default is `DEFAULT_SCRYPT`.
 */
export async function encryptRecoveryShare(
  share: Uint8Array,
  password: string,
  options: { scrypt?: ScryptParameters } = {},
): Promise<string> {
  return JSON.stringify(await sealShare(share, password, options))
}

/** The share inside a blob; `WrongPasswordError` when the password does not open it, `InvalidBlobError` for junk. */
export function decryptRecoveryShare(blob: string, password: string): Promise<Uint8Array> {
  return openSealedShare(blob, password)
}
