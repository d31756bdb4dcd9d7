// What the frame's login methods view says when a step failed: the last way in, an account of another wallet, a
// login that took too long, a provider that did not log the user in, too many attempts.
import { type EmbeddedStrings, fillEmbedded } from '@portico/i18n/embedded'
import { FrameRequestError } from '../errors.js'

/** The error line for `error`; `provider` is the brand name of the provider being linked, when one is. */
export function loginMethodFailureText(
  error: unknown,
  strings: EmbeddedStrings,
  provider?: string | undefined,
): string {
  if (!(error instanceof FrameRequestError)) return strings.genericError
  switch (error.reason) {
    case 'LAST_LOGIN_METHOD':
      return strings.loginMethodLastMethod
    case 'SOCIAL_TAKEN':
      return strings.loginMethodTaken
    case 'SOCIAL_EXPIRED':
      return strings.loginMethodExpired
    case 'SOCIAL_FAILED':
    case 'SOCIAL_UNAVAILABLE':
      return provider ? fillEmbedded(strings.loginMethodLinkFailed, { provider }) : strings.genericError
    case 'RATE_LIMITED':
      return error.retryAfter !== undefined
        ? fillEmbedded(strings.rateLimited, { seconds: error.retryAfter })
        : strings.genericError
    default:
      return strings.genericError
  }
}
