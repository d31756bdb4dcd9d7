import { Hono } from 'hono'
import { z } from 'zod'
import { isDeviceVerified } from '../auth/devices.js'
import { addShare, createWallet, MAX_SHARES_PER_USER, readShare, readWallet } from '../auth/wallets.js'
import { type AuthContext, type AuthEnv, requireSession } from '../context.js'
import { AuthError } from '../errors.js'
import { refuseMovedWallet, walletMovedTo } from '../exit/movedWallet.js'
import { jsonBody, validate } from '../http/validate.js'
import { addressesSchema, blobSchema, shareSchema, splitIdSchema } from '../schemas.js'

const createBody = z.object({
  splitId: splitIdSchema,
  share: shareSchema,
  recovery: z.object({ splitId: splitIdSchema, blob: blobSchema }),
  addresses: addressesSchema,
})
const shareBody = z.object({ splitId: splitIdSchema, share: shareSchema })

/**
 * The user's wallet: its addresses, the encrypted recovery share, and the service's share of each split (never
 * a usable key: one share alone reveals nothing). Every route needs a session; shares are read only from a
 * device verified for the user.
 */
export function walletRoutes(ctx: AuthContext) {
  const { db, now } = ctx
  const app = new Hono<AuthEnv>()

  app.post('/wallet', async (c) => {
    const session = await requireSession(ctx, c)
    const body = validate(createBody, await jsonBody(c), 'body')
    const created = await createWallet(db, {
      ...body,
      userId: session.userId,
      deviceId: session.deviceId,
      now: now(),
    })
    if (!created) throw new AuthError(409, 'This user already has a wallet')
    return c.json({}, 201)
  })

  app.get('/wallet', async (c) => {
    const session = await requireSession(ctx, c)
    const movedTo = await walletMovedTo(db, session.userId)
    if (movedTo) return c.json({ exists: true, movedTo })
    const wallet = await readWallet(db, session.userId)
    return c.json(wallet ? { exists: true, ...wallet } : { exists: false })
  })

  app.get('/wallet/shares/:splitId', async (c) => {
    const session = await requireSession(ctx, c)
    const splitId = validate(splitIdSchema, c.req.param('splitId'), 'params')
    if (!(await isDeviceVerified(db, session.userId, session.deviceId))) {
      throw new AuthError(403, 'This device is not approved for the user', 'DEVICE_NOT_APPROVED')
    }
    await refuseMovedWallet(db, session.userId)
    const share = await readShare(db, session.userId, splitId)
    if (share === undefined) throw new AuthError(404, 'No share for this split')
    return c.json({ share })
  })

  app.post('/wallet/shares', async (c) => {
    const session = await requireSession(ctx, c)
    const body = validate(shareBody, await jsonBody(c), 'body')
    if (!(await isDeviceVerified(db, session.userId, session.deviceId))) {
      throw new AuthError(403, 'This device is not approved for the user', 'DEVICE_NOT_APPROVED')
    }
    await refuseMovedWallet(db, session.userId)
    const outcome = await addShare(db, {
      ...body,
      userId: session.userId,
      deviceId: session.deviceId,
      now: now(),
    })
    if (outcome === 'no-wallet') throw new AuthError(404, 'This user has no wallet')
    if (outcome === 'exists') throw new AuthError(409, 'A share of this split is stored already')
    if (outcome === 'full') throw new AuthError(409, `A user holds at most ${MAX_SHARES_PER_USER} shares`)
    return c.json({}, 201)
  })

  return app
}
