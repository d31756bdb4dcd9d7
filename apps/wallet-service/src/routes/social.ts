import {
  SOCIAL_ERROR_PARAM,
  SOCIAL_LINKED_PATH,
  SOCIAL_RESULT_PARAM,
  type SocialProvider,
  socialProviders,
} from '@portico/embedded-wallet/protocol'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { completeSignIn } from '../auth/signIn.js'
import { TOKEN_PATTERN } from '../auth/tokens.js'
import type { AuthContext, AuthEnv } from '../context.js'
import { AuthError } from '../errors.js'
import { originAllowed } from '../http/originAllowed.js'
import { jsonBody, validate } from '../http/validate.js'
import { acceptedLanguages, matchMailLanguage } from '../mail/strings.js'
import { devicePage, devicePageCsp } from '../pages/devicePage.js'
import { deviceIdSchema } from '../schemas.js'
import {
  beginSocialLogin,
  dropSocialLogin,
  findOrCreateSocialUser,
  pendingSocialLogin,
  redeemSocialLogin,
  settleSocialLogin,
} from '../social/socialLogins.js'

const startBody = z.object({
  provider: z.enum(socialProviders),
  deviceId: deviceIdSchema,
  returnTo: z.url({ protocol: /^https?$/ }).max(2048),
})
const completeBody = z.object({ deviceId: deviceIdSchema, result: z.string().regex(TOKEN_PATTERN) })

const unavailable = (provider: string) =>
  new AuthError(409, `${provider} login is not set up on this wallet service`, 'SOCIAL_UNAVAILABLE')

/** `returnTo` with the login's outcome as a query parameter (earlier outcomes in it dropped). */
function backToApp(returnTo: string, outcome: Record<string, string>): string {
  const url = new URL(returnTo)
  url.searchParams.delete(SOCIAL_RESULT_PARAM)
  url.searchParams.delete(SOCIAL_ERROR_PARAM)
  for (const [name, value] of Object.entries(outcome)) url.searchParams.set(name, value)
  return url.href
}

/**
 * The routes of the `/v1` API for social logins: `GET /social/providers` (the providers set up here, readable by
 * any page), `POST /social/start` (a login's authorization address, bound to the device) and
 * `POST /social/complete` (the device redeems the login's result for a session, as a verified e-mail code does).
 */
export function socialRoutes(ctx: AuthContext) {
  const { db, now, social } = ctx
  const app = new Hono<AuthEnv>()

  app.post('/social/start', async (c) => {
    const { provider, deviceId, returnTo } = validate(startBody, await jsonBody(c), 'body')
    if (!social.providers.includes(provider)) throw unavailable(provider)
    const project = c.get('project')
    if (!originAllowed(new URL(returnTo).origin, project.allowedOrigins)) {
      throw new AuthError(403, 'This page is not allowed for the project', 'ORIGIN_NOT_ALLOWED')
    }
    const checks = await beginSocialLogin(db, {
      provider,
      deviceId,
      projectId: project.id,
      returnTo,
      now: now(),
    })
    try {
      const uri = await social.authorizationUrl(provider, { redirectUri: callbackUrl(ctx), checks })
      return c.json({ uri })
    } catch (error) {
      console.warn('[auth] social provider unreachable:', provider, error)
      await dropSocialLogin(db, checks.state)
      throw new AuthError(503, `${provider} could not be reached`, 'SOCIAL_FAILED')
    }
  })

  app.post('/social/complete', async (c) => {
    const { deviceId, result } = validate(completeBody, await jsonBody(c), 'body')
    const project = c.get('project')
    const time = now()
    const identity = await redeemSocialLogin(db, { result, deviceId, projectId: project.id, now: time })
    if (!identity) throw new AuthError(410, 'This social login has expired or was used', 'SOCIAL_EXPIRED')
    const user = await findOrCreateSocialUser(db, { ...identity, now: time })
    const signedIn = await completeSignIn(db, { user, deviceId, projectId: project.id, now: time })
    return c.json({ ...signedIn, userName: identity.userName ?? undefined })
  })

  return app
}

/** The address providers send the user back to (to be registered with each provider). */
export const callbackUrl = (ctx: AuthContext) => `${ctx.publicUrl()}/social/callback`

/**
 * The routes outside `/v1`: `GET /v1/social/providers` (open to any page, as `/v1/frame/check` is) and the
 * providers' callback (`GET`, or `POST` for a provider answering with a form), which checks the provider's answer
 * and sends the user on to the app's page with the login's single-use result, or `portico_social_error`
 * (`cancelled` when the user declined at the provider, `failed` otherwise).
 */
export function socialCallbackRoutes(ctx: AuthContext) {
  const { db, now, social } = ctx
  const app = new Hono()

  app.get('/v1/social/providers', (c) => {
    c.header('Access-Control-Allow-Origin', '*')
    // Sign In With Farcaster is offered where its settings are (routes/farcaster.ts).
    return c.json({ providers: [...social.providers, ...(ctx.config.farcaster ? ['farcaster'] : [])] })
  })

  const expired = (c: Context) => {
    c.header('Content-Security-Policy', devicePageCsp)
    c.header('Cache-Control', 'no-store')
    c.header('X-Frame-Options', 'DENY')
    const language = matchMailLanguage(acceptedLanguages(c.req.header('accept-language')))
    return c.html(devicePage({ kind: 'invalid' }, language), 410)
  }

  const callback = async (c: Context, params: URLSearchParams, answer: URL | Request) => {
    c.header('Cache-Control', 'no-store')
    const state = params.get('state') ?? ''
    const pending = TOKEN_PATTERN.test(state)
      ? await pendingSocialLogin(db, { state, now: now() })
      : undefined
    if (!pending) return expired(c)
    const { provider, returnTo, checks } = pending
    const providerError = params.get('error')
    if (providerError !== null) {
      await dropSocialLogin(db, state)
      const cancelled = providerError === 'access_denied'
      return c.redirect(
        backToApp(returnTo, { [SOCIAL_ERROR_PARAM]: cancelled ? 'cancelled' : 'failed' }),
        303,
      )
    }
    let result: string | undefined
    try {
      const identity = await social.identity(provider as SocialProvider, answer, {
        redirectUri: callbackUrl(ctx),
        checks,
      })
      result = await settleSocialLogin(db, { state, identity })
      if (result === undefined) return expired(c)
    } catch (error) {
      console.warn('[auth] social login refused:', provider, error instanceof Error ? error.message : error)
      await dropSocialLogin(db, state)
      return c.redirect(backToApp(returnTo, { [SOCIAL_ERROR_PARAM]: 'failed' }), 303)
    }
    return c.redirect(backToApp(returnTo, { [SOCIAL_RESULT_PARAM]: result }), 303)
  }

  // An empty page: the frame that opened the window reads its address and closes it at once.
  app.get(SOCIAL_LINKED_PATH, (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
    c.header('Cache-Control', 'no-store')
    return c.html(
      '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>',
    )
  })

  app.get('/social/callback', (c) => callback(c, new URL(c.req.url).searchParams, new URL(c.req.url)))
  app.post('/social/callback', async (c) => {
    const request = c.req.raw
    const form = new URLSearchParams(await request.clone().text())
    return callback(c, form, request)
  })

  return app
}
