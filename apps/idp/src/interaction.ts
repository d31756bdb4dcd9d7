import type { IncomingMessage, ServerResponse } from 'node:http'
import { errors } from 'oidc-provider'
import { knownScopes, type MountedProvider } from './createProvider.js'
import { HttpRefusal, readForm, sendJson, sendPage } from './http.js'
import { renderLoginPage, renderMessagePage } from './pages.js'
import { subjectFor } from './users.js'

const uidPattern = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The login page of one sign-in, `/<provider>/interaction/<uid>` (`rest` is the path after `/interaction/`):
 * GET shows the test users; POST `…/login` with `user=<id>` signs that user in and grants what the client asked
 * for; POST `…/cancel` sends the client `error=access_denied`, POST `…/fail` `error=server_error`. The uid in the path must be the one of the
 * interaction cookie, which oidc-provider set (SameSite=Lax, path of this page) when the sign-in started: a form
 * posted from another site carries no cookie and is refused.
 */
export async function handleInteraction(
  mounted: MountedProvider,
  rest: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const [uid, action, ...more] = rest.split('/')
  if (uid === undefined || !uidPattern.test(uid) || more.length > 0) return notFound(res)
  const route =
    action === undefined
      ? 'page'
      : action === 'login' || action === 'cancel' || action === 'fail'
        ? action
        : undefined
  if (route === undefined) return notFound(res)
  const method = route === 'page' ? 'GET' : 'POST'
  if (req.method !== method && !(method === 'GET' && req.method === 'HEAD'))
    return sendJson(
      res,
      405,
      { error: 'method_not_allowed' },
      { Allow: method === 'GET' ? 'GET, HEAD' : 'POST' },
    )

  try {
    const form = route === 'login' ? await readForm(req) : undefined
    const interaction = await mounted.provider.interactionDetails(req, res)
    if (interaction.uid !== uid) return expired(mounted, res)
    if (route === 'page') return showPage(mounted, uid, interaction.params, res)
    if (route === 'cancel' || route === 'fail')
      return await mounted.provider.interactionFinished(
        req,
        res,
        route === 'cancel'
          ? { error: 'access_denied', error_description: 'the user cancelled the sign-in' }
          : // What a provider that cannot log anyone in now answers (a test of the client's error path).
            { error: 'server_error', error_description: 'the stand-in was asked to fail this sign-in' },
        { mergeWithLastSubmission: false },
      )
    return await signIn(mounted, form?.get('user') ?? '', interaction, req, res)
  } catch (error) {
    if (error instanceof HttpRefusal) return sendJson(res, error.status, { error: error.message })
    if (error instanceof errors.SessionNotFound) return expired(mounted, res)
    throw error
  }
}

type InteractionDetails = Awaited<ReturnType<MountedProvider['provider']['interactionDetails']>>

function showPage(
  mounted: MountedProvider,
  uid: string,
  params: InteractionDetails['params'],
  res: ServerResponse,
) {
  const base = `${mounted.mountPath}/interaction/${uid}`
  const page = renderLoginPage({
    title: `${mounted.profile.name} (Portico local stand-in)`,
    clientId: typeof params.client_id === 'string' ? params.client_id : '',
    scope: typeof params.scope === 'string' ? params.scope : '',
    users: mounted.users.values(),
    loginAction: `${base}/login`,
    cancelAction: `${base}/cancel`,
    failAction: `${base}/fail`,
    formTargets: mounted.redirectOrigins,
  })
  sendPage(res, 200, page)
}

/** Logs the user in and grants, in the same step, every scope the client asked for that this provider knows. */
async function signIn(
  mounted: MountedProvider,
  userId: string,
  interaction: InteractionDetails,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const user = mounted.users.get(userId)
  if (!user)
    return sendJson(res, 400, { error: 'unknown_user', error_description: 'user must be a test user id' })
  const { params } = interaction
  const accountId = subjectFor(mounted.profile.id, user)
  const grant = new mounted.provider.Grant({ accountId, clientId: String(params.client_id) })
  const known = knownScopes(mounted.profile)
  const scopes = typeof params.scope === 'string' ? params.scope.split(' ').filter((s) => known.has(s)) : []
  if (scopes.length > 0) grant.addOIDCScope(scopes)
  const grantId = await grant.save()
  await mounted.provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  )
}

function expired(mounted: MountedProvider, res: ServerResponse) {
  sendPage(
    res,
    400,
    renderMessagePage({
      title: `${mounted.profile.name} (Portico local stand-in)`,
      heading: 'This sign-in has expired or belongs to another browser',
      lines: ['Start the sign-in again from the app.'],
    }),
  )
}

function notFound(res: ServerResponse) {
  sendJson(res, 404, { error: 'not_found' })
}
