import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MountedProvider } from './createProvider.js'
import { sendJson } from './http.js'
import { userIdOfSubject } from './users.js'

const bearerPattern = /^Bearer ([A-Za-z0-9._~+/-]{1,1024}=*)$/i

/**
 * `GET /<provider>/user` with `Authorization: Bearer <access token>`: the signed-in user in the shape of the real
 * provider's user API (GitHub's `/user`, Discord's `/users/@me`, X's `/2/users/me`, the Graph API's `/me`).
 * A token this provider did not issue, an expired one, or one bound to a DPoP key is refused with 401.
 */
export async function handleUser(mounted: MountedProvider, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, { error: 'method_not_allowed' }, { Allow: 'GET, HEAD' })
  const token = bearerPattern.exec(req.headers.authorization ?? '')?.[1]
  const accessToken =
    token === undefined ? undefined : await mounted.provider.AccessToken.find(token).catch(() => undefined)
  const userId =
    accessToken && !accessToken.isSenderConstrained() && accessToken.accountId
      ? userIdOfSubject(mounted.profile.id, accessToken.accountId)
      : undefined
  const user = userId === undefined ? undefined : mounted.users.get(userId)
  if (!user)
    return sendJson(
      res,
      401,
      { error: 'invalid_token', error_description: 'a valid access token of this provider is required' },
      { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
    )
  sendJson(res, 200, mounted.profile.userJson(user))
}
