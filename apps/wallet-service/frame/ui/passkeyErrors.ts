// What the frame's passkey views say when a passkey step failed: a cancelled prompt, a refusal, no passkeys here, a
// backup the passkey cannot open, another user's passkey, or the last way to log in.
import type { EmbeddedStrings } from '@portico/i18n/embedded'
import { FrameRequestError } from '../errors.js'
import { PasskeyOtherWalletError } from '../webauthn.js'

export function passkeyFailureText(error: unknown, strings: EmbeddedStrings): string {
  if (error instanceof PasskeyOtherWalletError) return strings.passkeyOtherWallet
  if (!(error instanceof FrameRequestError)) return strings.genericError
  switch (error.reason) {
    case 'USER_REJECTED':
      return strings.passkeyCancelled
    case 'PASSKEY_REFUSED':
      return strings.passkeyRefused
    case 'PASSKEY_UNAVAILABLE':
      return strings.passkeyUnavailable
    case 'RECOVERY_FAILED':
      return strings.passkeyBackupFailed
    case 'LAST_LOGIN_METHOD':
      return strings.passkeyLastMethod
    default:
      return strings.genericError
  }
}
