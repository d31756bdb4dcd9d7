import { EmbeddedLoginCancelledError, type SocialOption, type SocialProvider } from '@portico/core'
import { SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '../socialParams.js'
import type { LoginCache } from './loginCache.js'

// What a social login needs before the connector's code loads: the window, opened in the user's click, and the
// providers the wallet service offers.

/** Whether the page is back from a social login that left it (its address carries the outcome). */
export const hasSocialOutcome = (page: Location | undefined): boolean =>
  page !== undefined &&
  [SOCIAL_RESULT_PARAM, SOCIAL_ERROR_PARAM].some((name) => new URLSearchParams(page.search).has(name))

/** A phone (coarse pointer, narrow screen): the provider's page replaces this one instead of opening a window. */
export const prefersSocialRedirect = (): boolean =>
  globalThis.matchMedia?.('(pointer: coarse)').matches === true && (globalThis.innerWidth ?? 0) < 768

/** Opens the (blank, for now) window the provider's page will show in; null when the browser blocked it. */
export const openSocialWindow = (): Window | null =>
  globalThis.open?.('', '_blank', 'popup,width=480,height=640') ?? null

type Controller = import('./controller.js').EmbeddedWalletController
type SocialLoginResult = { wallet: 'ready' | 'create' | 'recover'; userName: string | undefined }

/**
 * The embedded wallet's social steps as its descriptor offers them, before the connector's code loads: the providers
 * the service offers (asked once; a failed ask answers `[]` and is asked again), a login that opens its window in
 * the click (or, on a phone or where the window is blocked, leaves the page for the provider's), and the login back
 * on this page from the provider's, which goes on at once (the code loads only then).
 */
export function socialSteps({
  url,
  cache,
  run,
}: {
  url: string
  cache: Pick<LoginCache, 'socialPending'>
  run: <result>(step: (controller: Controller) => Promise<result>) => Promise<result>
}) {
  let providers: Promise<readonly SocialOption[]> | undefined
  const pending = cache.socialPending()
  const resumedSocialLogin =
    pending && hasSocialOutcome(globalThis.location)
      ? {
          provider: pending,
          login: run(
            (controller) => controller.resumeSocial() ?? Promise.reject(new EmbeddedLoginCancelledError()),
          ),
        }
      : undefined
  resumedSocialLogin?.login.catch(() => undefined)

  return {
    resumedSocialLogin,
    socialProviders(): Promise<readonly SocialOption[]> {
      // The ask loads with its first use (most pages never ask).
      providers ??= import('./socialProviders.js')
        .then(({ fetchSocialProviders }) => fetchSocialProviders(url))
        .catch(() => {
          providers = undefined
          return []
        })
      return providers
    },
    connectSocial(provider: SocialProvider): Promise<SocialLoginResult> {
      const popup = prefersSocialRedirect() ? null : openSocialWindow()
      if (!popup) return run((controller) => controller.redirectSocial(provider))
      return run((controller) => controller.connectSocial(provider, popup)).catch((error: unknown) => {
        popup.close()
        throw error
      })
    },
  }
}
