import type { Locale } from '../../i18n/en.js'
import { format } from '../../i18n/format.js'

type ErrorFields = {
  name?: unknown
  message?: unknown
  reason?: unknown
  seconds?: unknown
  retryAfter?: unknown
  code?: unknown
}

/** The error itself or the first of its causes that names a reason or is one of the embedded wallet's own. */
function find(error: unknown): ErrorFields | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    const fields = current as ErrorFields & { cause?: unknown }
    if (typeof fields.reason === 'string' || /^(Email|Embedded|Device)/.test(String(fields.name)))
      return fields
    current = fields.cause
  }
  return error && typeof error === 'object' ? (error as ErrorFields) : undefined
}

const seconds = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.ceil(value) : undefined)

/** What the words of a failure may name: the social login's provider (its brand name, Farcaster's too). */
export type EmbeddedErrorContext = { provider?: string | undefined }

/**
 * What an e-mail login or embedded-wallet step that failed tells the person, in their language: a wrong,
 * expired or burned code, too many e-mails (with the seconds to wait), an address already in use, the
 * 30-second wait between e-mails, the frame that did not load or the app's refused configuration, a request
 * aborted (the modal closed), a wallet whose only chain the app does not use; for a social login, the window the
 * browser blocked, a provider that refused (or is not set up: both name `context.provider`) and a login that took
 * too long (a Farcaster channel that expired, after an hour, too); else 'Something went wrong'. Errors are matched by their stable `name` and `reason`, so the words do
 * not depend on the service's English.
 */
export function embeddedErrorText(
  locale: Locale,
  error: unknown,
  context: EmbeddedErrorContext = {},
): string {
  const found = find(error)
  if (!found) return locale.emailFailed
  const { provider } = context
  switch (found.name) {
    case 'EmailCooldownError':
      return format(locale.emailCooldown, { seconds: seconds(found.seconds) ?? 30 })
    case 'EmailInvalidError':
      return locale.emailInvalid
    case 'EmbeddedWalletLoadError':
      return locale.emailLoadFailed
    case 'EmbeddedWalletConfigError':
      return locale.alert_invalidAppConfiguration
    case 'EmbeddedWalletAbortedError':
    case 'EmbeddedLoginCancelledError':
      return locale.emailAborted
    case 'DeviceApprovalExpiredError':
      return locale.emailDeviceExpired
  }
  switch (found.reason) {
    case 'OTP_INVALID':
      return locale.emailOtpInvalid
    case 'OTP_EXPIRED':
      return locale.emailOtpExpired
    case 'OTP_BURNED':
      return locale.emailOtpBurned
    case 'RATE_LIMITED': {
      const wait = seconds(found.retryAfter)
      return wait ? format(locale.emailRateLimited, { seconds: wait }) : locale.emailRateLimitedLater
    }
    case 'EMAIL_TAKEN':
      return locale.updateEmailTaken
    case 'EMAIL_INVALID':
      return locale.emailInvalid
    case 'USER_REJECTED':
      return locale.toast_requestRejected
    case 'NOT_SUPPORTED':
      // A wallet imported from one chain's private key, on an app that offers none of its chains.
      if (found.code === 4902) return locale.emailWalletChainMissing
      break
    case 'SOCIAL_FAILED':
      if (provider) return format(locale.socialFailed, { provider })
      break
    case 'SOCIAL_UNAVAILABLE':
      if (provider) return format(locale.socialUnavailable, { provider })
      break
    case 'SOCIAL_EXPIRED':
      return locale.socialExpired
  }
  if (found.message === 'Request was aborted') return locale.emailAborted
  return locale.emailFailed
}

/** Whether a code step failed for a code that can no longer work (expired or burned): a new code is needed. */
export function needsNewCode(error: unknown): boolean {
  const reason = find(error)?.reason
  return reason === 'OTP_EXPIRED' || reason === 'OTP_BURNED'
}
