import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  deletePasskey,
  findPasskey,
  listPasskeys,
  renamePasskey,
  storePasskeyBackup,
} from '../auth/passkeyCredentials.js'
import { logInWithPasskey, loginOptions, registerPasskey, registrationOptions } from '../auth/passkeys.js'
import { passkeysAvailable, requireRelyingParty } from '../auth/relyingParty.js'
import { completeSignIn } from '../auth/signIn.js'
import { findUser } from '../auth/users.js'
import { readShare } from '../auth/wallets.js'
import { type AuthContext, type AuthEnv, requireSession } from '../context.js'
import { AuthError, PasskeyRefusedError } from '../errors.js'
import { refuseMovedWallet } from '../exit/movedWallet.js'
import { jsonBody, validate } from '../http/validate.js'
import {
  authenticationResponseSchema,
  blobSchema,
  credentialIdSchema,
  deviceIdSchema,
  passkeyNameSchema,
  registrationResponseSchema,
  splitIdSchema,
} from '../schemas.js'

const registerOptionsBody = z.object({ deviceId: deviceIdSchema, userName: z.string().max(64).optional() })
const registerVerifyBody = z.object({
  deviceId: deviceIdSchema,
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
  prf: z.boolean().optional(),
})
const loginOptionsBody = z.object({ deviceId: deviceIdSchema })
const loginVerifyBody = z.object({ deviceId: deviceIdSchema, response: authenticationResponseSchema })
const backupBody = z.object({ credentialId: credentialIdSchema, splitId: splitIdSchema, blob: blobSchema })
const renameBody = z.object({ name: passkeyNameSchema })

const noSuchPasskey = () => new AuthError(404, 'No such passkey')

/**
 * Passkeys (WebAuthn): sign-up and login with a passkey (`/passkey/register/*`, `/passkey/login/*`), and the
 * signed-in user's passkeys (`/passkeys`) with the backup a passkey may hold (`/passkey/backup`). Every route but
 * `/passkey/available` answers 409 PASSKEY_UNAVAILABLE when the service is reached by an IP address.
 */
export function passkeyRoutes(ctx: AuthContext) {
  const { db, now } = ctx
  const app = new Hono<AuthEnv>()

  /** The request's session when it carries `Authorization` (a bad one: 401), else undefined. */
  const optionalSession = (c: Context) =>
    c.req.header('authorization') === undefined ? undefined : requireSession(ctx, c)

  app.get('/passkey/available', (c) => c.json({ available: passkeysAvailable(ctx) }))

  app.post('/passkey/register/options', async (c) => {
    requireRelyingParty(ctx)
    const session = await optionalSession(c)
    const { deviceId, userName } = validate(registerOptionsBody, await jsonBody(c), 'body')
    const options = await registrationOptions(ctx, { deviceId, userName, signer: session })
    return c.json({ options })
  })

  app.post('/passkey/register/verify', async (c) => {
    requireRelyingParty(ctx)
    const session = await optionalSession(c)
    const body = validate(registerVerifyBody, await jsonBody(c), 'body')
    const project = c.get('project')
    const { userId, newUser, credentialId } = await registerPasskey(ctx, {
      ...body,
      name: body.name,
      prf: body.prf,
      signer: session,
      project,
    })
    if (!newUser) return c.json({ credentialId })
    const signedIn = await completeSignIn(db, {
      user: { id: userId, email: null },
      deviceId: body.deviceId,
      projectId: project.id,
      now: now(),
    })
    return c.json({ ...signedIn, credentialId })
  })

  app.post('/passkey/login/options', async (c) => {
    requireRelyingParty(ctx)
    const { deviceId } = validate(loginOptionsBody, await jsonBody(c), 'body')
    return c.json({ options: await loginOptions(ctx, { deviceId }) })
  })

  app.post('/passkey/login/verify', async (c) => {
    requireRelyingParty(ctx)
    const { deviceId, response } = validate(loginVerifyBody, await jsonBody(c), 'body')
    const project = c.get('project')
    const passkey = await logInWithPasskey(ctx, { deviceId, response, project })
    const user = await findUser(db, passkey.userId)
    if (!user) throw new PasskeyRefusedError('unknown')
    const signedIn = await completeSignIn(db, { user, deviceId, projectId: project.id, now: now() })
    return c.json({
      ...signedIn,
      credentialId: passkey.id,
      ...(passkey.backup && { backup: passkey.backup }),
    })
  })

  app.put('/passkey/backup', async (c) => {
    requireRelyingParty(ctx)
    const session = await requireSession(ctx, c)
    const { credentialId, splitId, blob } = validate(backupBody, await jsonBody(c), 'body')
    const passkey = await findPasskey(db, credentialId)
    if (passkey?.userId !== session.userId) throw noSuchPasskey()
    await refuseMovedWallet(db, session.userId)
    if ((await readShare(db, session.userId, splitId)) === undefined) {
      throw new AuthError(409, 'The service holds no share of this split')
    }
    const stored = await storePasskeyBackup(db, { userId: session.userId, id: credentialId, splitId, blob })
    if (!stored) throw noSuchPasskey()
    return c.json({})
  })

  app.get('/passkeys', async (c) => {
    requireRelyingParty(ctx)
    const session = await requireSession(ctx, c)
    const passkeys = await listPasskeys(db, session.userId)
    return c.json({
      passkeys: passkeys.map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt,
        lastUsedAt: passkey.lastUsedAt,
        backup: passkey.backup !== undefined,
      })),
    })
  })

  app.patch('/passkeys/:id', async (c) => {
    requireRelyingParty(ctx)
    const session = await requireSession(ctx, c)
    const id = validate(credentialIdSchema, c.req.param('id'), 'params')
    const { name } = validate(renameBody, await jsonBody(c), 'body')
    if (!(await renamePasskey(db, { userId: session.userId, id, name }))) throw noSuchPasskey()
    return c.json({})
  })

  app.delete('/passkeys/:id', async (c) => {
    requireRelyingParty(ctx)
    const session = await requireSession(ctx, c)
    const id = validate(credentialIdSchema, c.req.param('id'), 'params')
    const outcome = await deletePasskey(db, { userId: session.userId, id })
    if (outcome === 'not-found') throw noSuchPasskey()
    if (outcome === 'last') {
      throw new AuthError(409, 'Add another way to log in before removing this passkey', 'LAST_LOGIN_METHOD')
    }
    return c.json({})
  })

  return app
}
