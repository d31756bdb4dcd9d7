import {
  canonicalJson,
  SESSION_NONCE_HEADER,
  SESSION_SIGNATURE_HEADER,
  sessionDomain,
  sessionTypes,
} from '@portico/core/sessions'
import { Hono } from 'hono'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { findSession, insertSession, listSessions, revokeSession, type SessionRow } from '../db/sessions.js'
import { consumeNonce, issueNonce } from '../db/signatureNonces.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { bearerToken, requireSignInSession, type SignInSessions } from '../signIn/signInSessions.js'

const caip10 = z.string().regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'Expected a CAIP-10 eip155 address')
const accountSchema = z.object({ address: caip10 })
const pci = z.string().min(1).max(200)
const nonce = z.string().regex(/^0x[0-9a-f]{64}$/, 'Expected a nonce from GET /v1/sessions/nonce')
const signature = z
  .string()
  .regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature')
  .max(20_000)

const unauthorized = { message: 'Signature does not match the address', field: 'body.signature' }
const usedNonce = {
  message: 'Nonce is unknown, expired or used already: fetch a new one',
  field: 'body.nonce',
}

type SessionSignature =
  | {
      primaryType: 'SessionGrant'
      message: { pci: string; permissions: string; expiry: bigint; nonce: string }
    }
  | { primaryType: 'SessionRevoke'; message: { pci: string; nonce: string } }
  | { primaryType: 'ReadSessions'; message: { address: `0x${string}`; nonce: string } }

/**
 * Smart-account sessions: grant, list and revoke, each signed by the account as EIP-712 typed data over a
 * single-use server nonce (`GET /v1/sessions/nonce?address=`), so no signature can be replayed or reused
 * with other permissions, expiry or chain.
 */
export function sessionsRoutes({
  db,
  clients,
  signIn,
  now = Date.now,
}: {
  db: Database
  clients: ChainClients
  /** When given, `GET /sessions/{address}` also accepts a sign-in session of that account (Bearer token). */
  signIn?: SignInSessions | undefined
  now?: () => number
}) {
  /** True when `sig` is the account's signature (EOA or ERC-1271/6492) and its nonce was fresh; uses the nonce. */
  const verify = async (caip: string, sig: string, typed: SessionSignature) => {
    const [namespace, reference, address] = caip.split(':') as [string, string, `0x${string}`]
    const client = clients.get(`${namespace}:${reference}`)
    if (!client)
      throw new ValidationError('params.address', `Chain ${namespace}:${reference} is not served here`)
    const valid = await client
      .verifyTypedData({
        address,
        domain: sessionDomain(Number(reference)),
        types: sessionTypes,
        ...typed,
        signature: sig as `0x${string}`,
      })
      .catch(() => false)
    if (!valid) return 'signature' as const
    const fresh = await consumeNonce(db, {
      nonce: typed.message.nonce,
      address: normal(caip),
      purpose: 'session',
      now: now(),
    })
    return fresh ? ('ok' as const) : ('nonce' as const)
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
    .get('/sessions/nonce', async (c) => {
      const { address } = validate(
        z.object({ address: caip10 }),
        { address: c.req.query('address') },
        'query',
      )
      const issued = await issueNonce(db, { address, purpose: 'session', now: now() })
      return c.json({ nonce: issued.nonce, expiresAt: new Date(issued.expiresAt).toISOString() })
    })
    .post('/sessions/:address', async (c) => {
      const { address } = validate(accountSchema, c.req.param(), 'params')
      const raw = await jsonBody(c)
      const body = validate(
        z.object({
          pci,
          permissions: z.record(z.string(), z.unknown()),
          expiry: z.number().int().positive(),
          nonce,
          signature,
        }),
        raw,
        'body',
      )
      if (body.expiry * 1000 <= now()) throw new ValidationError('body.expiry', 'Expiry is in the past')
      // The signed text is the canonical JSON of the permissions (keys sorted), not the body's own spelling.
      const permissions = canonicalJson(body.permissions)
      const outcome = await verify(address, body.signature, {
        primaryType: 'SessionGrant',
        message: { pci: body.pci, permissions, expiry: BigInt(body.expiry), nonce: body.nonce },
      })
      if (outcome === 'signature') return c.json(unauthorized, 401)
      if (outcome === 'nonce') return c.json(usedNonce, 401)
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
      // A sign-in session of the account proves it as well as a ReadSessions signature does.
      if (signIn && bearerToken(c)) {
        const session = await requireSignInSession(signIn, c)
        if (normal(session.caipAddress) !== normal(address)) {
          return c.json(
            { message: 'The sign-in session is for another account', field: 'headers.authorization' },
            403,
          )
        }
        return c.json({ sessions: (await listSessions(db, normal(address))).map(shape) })
      }
      const proof = z.object({ nonce, signature }).safeParse({
        nonce: c.req.header(SESSION_NONCE_HEADER),
        signature: c.req.header(SESSION_SIGNATURE_HEADER),
      })
      if (!proof.success) {
        return c.json(
          {
            message: `Reading sessions needs the ${SESSION_NONCE_HEADER} and ${SESSION_SIGNATURE_HEADER} headers: a ReadSessions signature over a nonce from GET /v1/sessions/nonce`,
            field: `headers.${SESSION_SIGNATURE_HEADER}`,
          },
          401,
        )
      }
      const outcome = await verify(address, proof.data.signature, {
        primaryType: 'ReadSessions',
        message: { address: address.split(':')[2] as `0x${string}`, nonce: proof.data.nonce },
      })
      if (outcome === 'signature')
        return c.json({ ...unauthorized, field: `headers.${SESSION_SIGNATURE_HEADER}` }, 401)
      if (outcome === 'nonce') return c.json({ ...usedNonce, field: `headers.${SESSION_NONCE_HEADER}` }, 401)
      const rows = await listSessions(db, normal(address))
      return c.json({ sessions: rows.map(shape) })
    })
    .post('/sessions/:address/revoke', async (c) => {
      const { address } = validate(accountSchema, c.req.param(), 'params')
      const body = validate(z.object({ pci, nonce, signature }), await jsonBody(c), 'body')
      const row = await findSession(db, body.pci, normal(address))
      if (!row) return c.json({ message: 'Session not found', field: 'body.pci' }, 404)
      const outcome = await verify(address, body.signature, {
        primaryType: 'SessionRevoke',
        message: { pci: body.pci, nonce: body.nonce },
      })
      if (outcome === 'signature') return c.json(unauthorized, 401)
      if (outcome === 'nonce') return c.json(usedNonce, 401)
      await revokeSession(db, body.pci, normal(address))
      return c.json({ success: true })
    })
}
