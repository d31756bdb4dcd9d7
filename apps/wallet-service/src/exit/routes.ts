import { type Context, Hono } from 'hono'
import { TOKEN_PATTERN } from '../auth/tokens.js'
import type { AuthContext } from '../context.js'
import { acceptedLanguages, matchMailLanguage } from '../mail/strings.js'
import { loadExitKey } from './exitKey.js'
import { type ExitPage, exitPage, exitPageCsp } from './exitPage.js'
import { answerExitRequest, findPendingExitRequest } from './exitRequests.js'

/**
 * The exit's public routes: `GET /v1/exit/key` (this service's origin and exit public key, for another operator's
 * TRUSTED_EXIT_KEYS) and the page of the link mailed to a user whose wallet the operator asked to move:
 * `GET /exit/approve` only shows it; its forms post the token to `/exit/approve` or `/exit/decline`.
 */
export function exitRoutes(ctx: AuthContext) {
  const { db, now } = ctx
  const app = new Hono()

  const render = (c: Context, page: ExitPage, status: 200 | 410, locale?: string | null) => {
    c.header('Content-Security-Policy', exitPageCsp)
    c.header('Cache-Control', 'no-store')
    c.header('X-Frame-Options', 'DENY')
    const language = matchMailLanguage([...acceptedLanguages(c.req.header('accept-language')), locale])
    return c.html(exitPage(page, language), status)
  }

  app.get('/v1/exit/key', async (c) => {
    const { publicKey } = await loadExitKey(db, now())
    return c.json({ origin: new URL(ctx.publicUrl()).origin, publicKey })
  })

  app.get('/exit/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const request = TOKEN_PATTERN.test(token) ? await findPendingExitRequest(db, token, now()) : undefined
    if (!request) return render(c, { kind: 'invalid' }, 410)
    return render(c, { kind: 'ask', token, email: request.email, to: request.to }, 200, request.locale)
  })

  for (const answer of ['approve', 'decline'] as const) {
    app.post(`/exit/${answer}`, async (c) => {
      const token = new URLSearchParams(await c.req.text()).get('token') ?? ''
      const answered = TOKEN_PATTERN.test(token)
        ? await answerExitRequest(db, { token, approve: answer === 'approve', now: now() })
        : undefined
      if (!answered) return render(c, { kind: 'invalid' }, 410)
      const page: ExitPage =
        answer === 'approve' ? { kind: 'approved', to: answered.to } : { kind: 'declined' }
      return render(c, page, 200, answered.locale)
    })
  }

  return app
}
