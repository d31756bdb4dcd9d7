import { SOCIAL_LINKED_PATH, type SocialOption, socialProviders } from '@portico/embedded-wallet/protocol'
import { Hono } from 'hono'
import { z } from 'zod'
import { linkSocialIdentity, listSocialIdentities, unlinkSocialIdentity } from '../auth/loginMethods.js'
import { listPasskeys } from '../auth/passkeyCredentials.js'
import { TOKEN_PATTERN } from '../auth/tokens.js'
import { type AuthContext, type AuthEnv, requireSession } from '../context.js'
import { AuthError } from '../errors.js'
import { jsonBody, validate } from '../http/validate.js'
import { deviceIdSchema } from '../schemas.js'
import { beginSocialLogin, dropSocialLogin, redeemSocialLogin } from '../social/socialLogins.js'
import { callbackUrl } from './social.js'

const linkStartBody = z.object({ provider: z.enum(socialProviders), deviceId: deviceIdSchema })
const linkCompleteBody = z.object({ deviceId: deviceIdSchema, result: z.string().regex(TOKEN_PATTERN) })
const unlinkParam = z.enum([...socialProviders, 'farcaster'] as [SocialOption, ...SocialOption[]])

/**
 * A signed-in user's ways to log in (Bearer): `GET /login-methods` lists them; `POST /social/link/start` and
 * `POST /social/link/complete` link a social login to the user's wallet (its window ends on the service's own
 * `/social/linked` page, which the frame reads); `DELETE /login-methods/social/:provider` unlinks one, never the
 * last way in (409 LAST_LOGIN_METHOD). A social account that opens another wallet is never moved: 409 SOCIAL_TAKEN.
 */
export function loginMethodRoutes(ctx: AuthContext) {
  const { db, now, social } = ctx
  const app = new Hono<AuthEnv>()

  app.get('/login-methods', async (c) => {
    const session = await requireSession(ctx, c)
    const [socials, passkeys] = await Promise.all([
      listSocialIdentities(db, session.userId),
      listPasskeys(db, session.userId),
    ])
    return c.json({ email: session.email, socials, passkeys: passkeys.length })
  })

  app.post('/social/link/start', async (c) => {
    const session = await requireSession(ctx, c)
    const { provider, deviceId } = validate(linkStartBody, await jsonBody(c), 'body')
    if (!social.providers.includes(provider))
      throw new AuthError(409, `${provider} login is not set up on this wallet service`, 'SOCIAL_UNAVAILABLE')
    const checks = await beginSocialLogin(db, {
      provider,
      deviceId,
      projectId: c.get('project').id,
      returnTo: `${ctx.publicUrl()}${SOCIAL_LINKED_PATH}`,
      linkUserId: session.userId,
      now: now(),
    })
    try {
      return c.json({
        uri: await social.authorizationUrl(provider, { redirectUri: callbackUrl(ctx), checks }),
      })
    } catch (error) {
      console.warn('[auth] social provider unreachable:', provider, error)
      await dropSocialLogin(db, checks.state)
      throw new AuthError(503, `${provider} could not be reached`, 'SOCIAL_FAILED')
    }
  })

  app.post('/social/link/complete', async (c) => {
    const session = await requireSession(ctx, c)
    const { deviceId, result } = validate(linkCompleteBody, await jsonBody(c), 'body')
    const time = now()
    const identity = await redeemSocialLogin(db, {
      result,
      deviceId,
      projectId: c.get('project').id,
      linkUserId: session.userId,
      now: time,
    })
    if (!identity) throw new AuthError(410, 'This social login has expired or was used', 'SOCIAL_EXPIRED')
    const linked = await linkSocialIdentity(db, { userId: session.userId, ...identity, now: time })
    if (linked === 'taken')
      throw new AuthError(409, 'This account already opens another wallet', 'SOCIAL_TAKEN')
    return c.json({ provider: identity.provider, userName: identity.userName ?? undefined })
  })

  app.delete('/login-methods/social/:provider', async (c) => {
    const session = await requireSession(ctx, c)
    const provider = validate(unlinkParam, c.req.param('provider'), 'params')
    const outcome = await unlinkSocialIdentity(db, { userId: session.userId, provider })
    if (outcome === 'not-found') throw new AuthError(404, 'No such login method')
    if (outcome === 'last')
      throw new AuthError(409, 'Add another way to log in before removing this one', 'LAST_LOGIN_METHOD')
    return c.json({})
  })

  return app
}
