import { Hono } from 'hono'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { findSession, insertSession, listSessions, revokeSession, type SessionRow } from '../db/sessions.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'

/** What the account signs (EIP-191) to grant or revoke a session. */
export const grantMessage = (pci: string) => `Grant session ${pci}`
export const revokeMessage = (pci: string) => `Revoke session ${pci}`

const accountSchema = z.object({
  address: z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'Expected a CAIP-10 eip155 address'),
})
const pci = z.string().min(1).max(200)
const signature = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature')
  .max(20_000)

/** Smart-account sessions: grant (signed), list, revoke (signed). */
export function sessionsRoutes({
  db,
  clients,
  now = Date.now,
}: {
  db: Database
  clients: ChainClients
  now?: () => number
}) {
  const verify = async (caip: string, message: string, sig: string) => {
    const [namespace, reference, address] = caip.split(':') as [string, string, `0x${string}`]
    const client = clients.get(`${namespace}:${reference}`)
    if (!client)
      throw new ValidationError('params.address', `Chain ${namespace}:${reference} is not served here`)
    return client.verifyMessage({ address, message, signature: sig as `0x${string}` }).catch(() => false)
  }
  const normal = (caip: string) => caip.toLowerCase()
  const shape = (row: SessionRow) => ({
    pci: row.pci,
    account: row.account,
    permissions: row.permissions,
    expiry: Number(row.expiry),
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    active: !row.revoked_at && Number(row.expiry) * 1000 > now(),
  })

  return new Hono()
    .post('/sessions/:address', async (c) => {
      const { address } = validate(accountSchema, c.req.param(), 'params')
      const body = validate(
        z.object({
          pci,
          permissions: z.record(z.string(), z.unknown()),
          expiry: z.number().int().positive(),
          signature,
        }),
        await jsonBody(c),
        'body',
      )
      if (body.expiry * 1000 <= now()) throw new ValidationError('body.expiry', 'Expiry is in the past')
      if (!(await verify(address, grantMessage(body.pci), body.signature))) {
        return c.json({ message: 'Signature does not match the address', field: 'body.signature' }, 401)
      }
      const inserted = await insertSession(db, {
        pci: body.pci,
        account: normal(address),
        permissions: body.permissions,
        expiry: body.expiry,
      })
      if (!inserted) return c.json({ message: 'Session already exists', field: 'body.pci' }, 409)
      return c.json({ success: true })
    })
    .get('/sessions/:address', async (c) => {
      const { address } = validate(accountSchema, c.req.param(), 'params')
      const rows = await listSessions(db, normal(address))
      return c.json({ sessions: rows.map(shape) })
    })
    .post('/sessions/:address/revoke', async (c) => {
      const { address } = validate(accountSchema, c.req.param(), 'params')
      const body = validate(z.object({ pci, signature }), await jsonBody(c), 'body')
      const row = await findSession(db, body.pci, normal(address))
      if (!row) return c.json({ message: 'Session not found', field: 'body.pci' }, 404)
      if (!(await verify(address, revokeMessage(body.pci), body.signature))) {
        return c.json({ message: 'Signature does not match the address', field: 'body.signature' }, 401)
      }
      await revokeSession(db, body.pci)
      return c.json({ success: true })
    })
}
