// Social logins: GET_SOCIAL_REDIRECT_URI (the provider's address for a login bound to this device) and
// CONNECT_SOCIAL (the app's page the provider's journey ended on, whose single-use result opens the session).
import { SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '@portico/embedded-wallet/protocol'
import { FrameRequestError, UserRejectedError } from '../errors.js'
import type { Frame, RequestHandlers } from './frame.js'

class SocialLoginError extends FrameRequestError {
  override name = 'SocialLoginError'
  constructor(message: string) {
    super(message, { reason: 'SOCIAL_FAILED' })
  }
}

/** `uri` parsed, when it is an address on the app page's own origin; else a refusal. */
function onAppPage(frame: Frame, uri: string): URL {
  let url: URL | undefined
  try {
    url = new URL(uri)
  } catch {
    url = undefined
  }
  if (!url || url.origin !== frame.config.origin)
    throw new SocialLoginError('The social login must come back to the page that started it')
  return url
}

export function socialHandlers(
  frame: Frame,
): Pick<RequestHandlers, 'GET_SOCIAL_REDIRECT_URI' | 'CONNECT_SOCIAL'> {
  const { service, wallet, deviceId } = frame
  return {
    async GET_SOCIAL_REDIRECT_URI({ provider, returnTo }) {
      onAppPage(frame, returnTo)
      return service.socialStart({ provider, deviceId, returnTo })
    },
    async CONNECT_SOCIAL({ uri }) {
      const url = onAppPage(frame, uri)
      const failure = url.searchParams.get(SOCIAL_ERROR_PARAM)
      // The user declined at the provider: as a closed window, nothing to show.
      if (failure === 'cancelled') throw new UserRejectedError()
      const result = url.searchParams.get(SOCIAL_RESULT_PARAM)
      if (failure !== null || result === null)
        throw new SocialLoginError('The provider did not log the user in')
      const { userName, ...signedIn } = await service.socialComplete({ deviceId, result })
      const step = await wallet.signedIn({
        ...signedIn,
        user: { ...signedIn.user, ...(userName !== undefined && { userName }) },
      })
      return { wallet: step, ...(userName !== undefined && { userName }) }
    },
  }
}
