import { EmbeddedLoginCancelledError, type SocialOption, type SocialProvider } from '@portico/core'
import { EmbeddedWalletConfigError } from '../errors.js'
import { SOCIAL_ERROR_PARAM, SOCIAL_RESULT_PARAM } from '../socialParams.js'
import type { EmbeddedContext } from './context.js'
import { errorName, handled, sleep, startLogin } from './flow.js'
import { getClient } from './frame.js'
import { failed, finish } from './session.js'
import type { EmbeddedFrameClient } from './types.js'

// A social login: the provider's page in a window the click opened; the wallet service sends the user back to this
// page (in that window) with the login's single-use result, which the frame redeems.

/** How often the window is looked at while the user is at the provider. */
export const SOCIAL_POLL_MS = 250
/** The query parameters the wallet service sends the user back with. */
const SOCIAL_PARAMS = [SOCIAL_RESULT_PARAM, SOCIAL_ERROR_PARAM] as const

/** This page's address without the parameters of an earlier social login, where the provider's journey ends. */
function returnAddress(page: Location): string {
  const url = new URL(page.href)
  url.hash = ''
  for (const name of SOCIAL_PARAMS) url.searchParams.delete(name)
  return url.href
}

/** The window's address once it is back on this page's origin with the login's outcome; undefined until then. */
function outcomeIn(popup: Window, origin: string): string | undefined {
  try {
    const href = popup.location.href
    const url = new URL(href)
    if (url.origin !== origin) return undefined
    return SOCIAL_PARAMS.some((name) => url.searchParams.has(name)) ? href : undefined
  } catch {
    return undefined // on the provider's origin: not readable
  }
}

/** A social step's timeout is the app's configuration to check ('Invalid App Configuration'). */
function socialFailure(error: unknown): unknown {
  return errorName(error) === 'EmbeddedWalletTimeoutError'
    ? new EmbeddedWalletConfigError({ cause: error })
    : error
}

/** Declined at the provider: ends the step as a closed window does, with nothing to show. */
const declinedAsCancel = (error: unknown) =>
  (error as { reason?: unknown } | undefined)?.reason === 'USER_REJECTED'
    ? new EmbeddedLoginCancelledError({ cause: error })
    : error

/**
 * Logs in with `provider` in `popup` (opened by the click, before anything loaded): the frame gives the provider's
 * address, the user logs in there, and the window comes back to this page with the outcome. Closing the window or
 * declining at the provider ends the step with `EmbeddedLoginCancelledError` and nothing to show; `ready` connects,
 * `create` and `recover` go on to the recovery password (`status` 'setupWallet'). A provider that refused, or an
 * answer that did not check out, fails with the frame's `SOCIAL_FAILED`; a step that timed out with
 * `EmbeddedWalletConfigError`.
 */
export function connectSocial(
  c: EmbeddedContext,
  provider: SocialProvider,
  popup: Window,
): Promise<{ wallet: 'ready' | 'create' | 'recover'; userName: string | undefined }> {
  return handled(
    (async () => {
      const mine = startLogin(c, 'social', { socialProvider: provider })
      const loop = new AbortController()
      c.deviceLoop = loop
      const page = globalThis.location
      let frame: EmbeddedFrameClient
      let result: SocialResult
      try {
        frame = (await getClient(c)).frame
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
        c.state.status = 'social'
        const { uri } = await frame
          .request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo: returnAddress(page) })
          .catch((error: unknown) => Promise.reject(socialFailure(error)))
        if (mine !== c.flow || popup.closed) throw new EmbeddedLoginCancelledError()
        popup.location.href = uri
        let outcome: string | undefined
        while (outcome === undefined) {
          if (mine !== c.flow || loop.signal.aborted || popup.closed) throw new EmbeddedLoginCancelledError()
          outcome = outcomeIn(popup, page.origin)
          if (outcome === undefined) await sleep(SOCIAL_POLL_MS, loop.signal)
        }
        popup.close()
        result = await frame
          .request('CONNECT_SOCIAL', { uri: outcome })
          .catch((error: unknown) => Promise.reject(socialFailure(error)))
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
      } catch (error) {
        if (!popup.closed) popup.close()
        failed(c, mine, declinedAsCancel(error), 'social')
      }
      return settled(c, mine, frame, provider, result)
    })(),
  )
}

type SocialResult = { wallet: 'ready' | 'create' | 'recover'; userName?: string | undefined }
/** How a social login ended, as the kit answers it. */
export type SocialOutcome = { wallet: 'ready' | 'create' | 'recover'; userName: string | undefined }

/** The end of a social login: remembered, then connected (`ready`) or on to the recovery password. */
async function settled(
  c: EmbeddedContext,
  mine: number,
  frame: EmbeddedFrameClient,
  provider: SocialOption,
  result: SocialResult,
): Promise<SocialOutcome> {
  c.cache.socialLogin(provider, result.userName)
  if (result.wallet === 'ready') await finish(c, mine, frame)
  else Object.assign(c.state, { status: 'setupWallet', wallet: result.wallet })
  return { wallet: result.wallet, userName: result.userName }
}

/**
 * A social login in this page itself (a phone, or a browser that blocked the window): the provider's page replaces
 * this one, and the wallet service sends the user back here, where `resumeSocial` goes on. The promise settles only
 * if getting the provider's address fails (the page is left otherwise).
 */
export function redirectSocial(c: EmbeddedContext, provider: SocialProvider): Promise<never> {
  return handled(
    (async () => {
      const mine = startLogin(c, 'social', { socialProvider: provider })
      try {
        const { frame } = await getClient(c)
        c.state.status = 'social'
        const { uri } = await frame
          .request('GET_SOCIAL_REDIRECT_URI', { provider, returnTo: returnAddress(globalThis.location) })
          .catch((error: unknown) => Promise.reject(socialFailure(error)))
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
        c.cache.setSocialPending(provider)
        globalThis.location.assign(uri)
      } catch (error) {
        failed(c, mine, error, 'social')
      }
      return new Promise<never>(() => undefined)
    })(),
  )
}

/**
 * Back on this page from a social login started here (`redirectSocial`): the address carries its outcome, which is
 * taken out of the address bar and redeemed as at the end of `connectSocial`. Undefined when there is none to resume.
 */
export function resumeSocial(c: EmbeddedContext): Promise<SocialOutcome> | undefined {
  const provider = c.cache.socialPending()
  const page = globalThis.location
  if (!provider || !page) return undefined
  const outcome = new URL(page.href)
  if (!SOCIAL_PARAMS.some((name) => outcome.searchParams.has(name))) return undefined
  c.cache.setSocialPending(undefined)
  globalThis.history?.replaceState(globalThis.history.state, '', returnAddress(page))
  return handled(
    (async () => {
      const mine = startLogin(c, 'social', { socialProvider: provider })
      let frame: EmbeddedFrameClient
      let result: SocialResult
      try {
        frame = (await getClient(c)).frame
        c.state.status = 'social'
        result = await frame
          .request('CONNECT_SOCIAL', { uri: outcome.href })
          .catch((error: unknown) => Promise.reject(socialFailure(error)))
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
      } catch (error) {
        failed(c, mine, declinedAsCancel(error), 'social')
      }
      return settled(c, mine, frame, provider, result)
    })(),
  )
}

/** Going back from the Farcaster view while disconnected reloads the wallet's frame this long after. */
export const FARCASTER_BACK_RELOAD_MS = 100

/**
 * Sign In With Farcaster: the frame opens a channel, whose link (`state.farcasterUrl`) the view shows as a QR code
 * and a link for the user's Farcaster app; then the wait for the app's answer (as long as the channel lasts, an
 * hour; `cancel()` or `leaveFarcaster()` ends it). Resolves as `connectSocial` does.
 */
export function connectFarcaster(c: EmbeddedContext): Promise<SocialResult> {
  return handled(
    (async () => {
      const mine = startLogin(c, 'farcaster', { socialProvider: undefined, farcasterUrl: undefined })
      let frame: EmbeddedFrameClient
      let result: SocialResult
      try {
        frame = (await getClient(c)).frame
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
        c.state.status = 'farcaster'
        const { url } = await frame
          .request('GET_FARCASTER_URI', {})
          .catch((error: unknown) => Promise.reject(socialFailure(error)))
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
        c.state.farcasterUrl = url
        result = await frame.request('CONNECT_FARCASTER', {})
        if (mine !== c.flow) throw new EmbeddedLoginCancelledError()
      } catch (error) {
        failed(c, mine, error, 'farcaster')
      }
      c.state.farcasterUrl = undefined
      return settled(c, mine, frame, 'farcaster', result)
    })(),
  )
}

/**
 * The person went back from the Farcaster view while disconnected: the login ends, its link is forgotten, and the
 * wallet's frame reloads 100 ms later (so it stops asking about the channel).
 */
export function leaveFarcaster(c: EmbeddedContext): void {
  c.flow++
  c.loaded?.frame.abortPending({ exceptSafe: true })
  Object.assign(c.state, { status: 'idle', farcasterUrl: undefined, error: undefined })
  setTimeout(() => {
    if (!c.destroyed) void c.loaded?.frame.request('RELOAD', {}).catch(() => undefined)
  }, FARCASTER_BACK_RELOAD_MS)
}
