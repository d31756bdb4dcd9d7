// MANAGE_LOGIN_METHODS: the frame's list of the signed-in user's ways in (the e-mail address, the passkeys, the
// linked social logins) with Unlink, and Link for each provider the service offers. A link runs in a window the
// user's click opened: the provider's login there ends on the service's own page, whose result links that login to
// this user (an account that opens another wallet is refused, never moved).
import {
  SOCIAL_ERROR_PARAM,
  SOCIAL_RESULT_PARAM,
  type SocialProvider,
  socialProviders,
} from '@portico/embedded-wallet/protocol'
import { FrameRequestError, NotLoggedInError, UserRejectedError } from '../errors.js'
import { linkedAddress } from '../linkWindow.js'
import { type LoginMethodsList, showLoginMethods } from '../ui/loginMethodsView.js'
import type { Frame, RequestHandlers } from './frame.js'

class SocialLinkError extends FrameRequestError {
  override name = 'SocialLinkError'
  constructor(message: string) {
    super(message, { reason: 'SOCIAL_FAILED' })
  }
}

/** The user's ways in, and the providers the service offers that can still be linked (Farcaster cannot yet). */
async function listLoginMethods(frame: Frame): Promise<LoginMethodsList> {
  const { service } = frame
  const [methods, offered] = await Promise.all([service.loginMethods(), service.socialProviders()])
  const linked = new Set(methods.socials.map((social) => social.provider))
  // In the service's order; the providers this frame does not know are left out.
  const linkable = offered.providers.filter(
    (provider): provider is SocialProvider =>
      (socialProviders as readonly string[]).includes(provider) && !linked.has(provider),
  )
  return { ...methods, linkable }
}

/**
 * Links a login at `provider` in `popup`: the provider's address goes there, and once the window is back on the
 * service's linked page its result is redeemed. A closed window, a declined login or a view left meanwhile end as
 * the user's rejection (nothing to show); the window is closed in every case.
 */
async function linkSocial(
  frame: Frame,
  provider: SocialProvider,
  popup: Window,
  signal: AbortSignal,
): Promise<void> {
  const { service, deviceId } = frame
  try {
    const { uri } = await service.socialLinkStart({ provider, deviceId })
    if (popup.closed || signal.aborted) throw new UserRejectedError()
    popup.location.replace(uri)
    const back = await linkedAddress(popup, signal)
    if (!back) throw new UserRejectedError()
    const failure = back.searchParams.get(SOCIAL_ERROR_PARAM)
    if (failure === 'cancelled') throw new UserRejectedError()
    const result = back.searchParams.get(SOCIAL_RESULT_PARAM)
    if (failure !== null || result === null) throw new SocialLinkError('The provider did not log the user in')
    await service.socialLinkComplete({ deviceId, result })
  } finally {
    popup.close()
  }
}

export function loginMethodsHandlers(frame: Frame): Pick<RequestHandlers, 'MANAGE_LOGIN_METHODS'> {
  const { wallet, service } = frame
  return {
    async MANAGE_LOGIN_METHODS() {
      if (!(await wallet.connectedUser())) throw new NotLoggedInError()
      await showLoginMethods(frame.surface, {
        list: () => listLoginMethods(frame),
        link: (provider, popup, signal) => linkSocial(frame, provider, popup, signal),
        unlink: async (provider) => void (await service.unlinkSocial(provider)),
      })
      return {}
    },
  }
}
