import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { findName, type NameRow, namesOfAddress, registeredNames, upsertName } from '../db/names.js'
import { consumeNonce, issueNonce } from '../db/signatureNonces.js'
import { jsonBody, ValidationError, validate } from '../middleware/validate.js'
import { chainIdOfCoinType } from '../names/coinType.js'
import { parseName } from '../names/nameRules.js'

/** A signed registration older or newer than this is refused as stale. */
export const NAME_MESSAGE_MAX_AGE_S = 10 * 60

const evmAddress = z.string().refine((value) => isAddress(value, { strict: false }), 'Not an EVM address')

const registerSchema = z.object({
  coin_type: z.number().int().nonnegative(),
  address: evmAddress,
  message: z.string().min(2).max(4000),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/, 'Expected a hex signature')
    .max(20_000),
})

/**
 * The signed registration message (EIP-191, JSON text): `chainId` is the chain of `coin_type` and `nonce`
 * one issued by `GET /v1/profile/nonce?address=` to the registering address, accepted once.
 */
const messageSchema = z.object({
  name: z.string().min(1).max(200),
  attributes: z.record(z.string(), z.string().max(1000)).default({}),
  timestamp: z.number().int().positive(),
  chainId: z.number().int().positive(),
  nonce: z.string().regex(/^0x[0-9a-f]{64}$/, 'Expected a nonce from GET /v1/profile/nonce'),
})

/**
 * Account names: registration (signed by the address over its chain id and a single-use nonce), lookup by name (`apiVersion=2` record shape),
 * reverse lookup, suggestions, and the identity of an address. Names are registered in `zone`; a lookup
 * also reads `alice.<alias>` as `alice.<zone>` for each of `zoneAliases` (none by default), and a name of any
 * other zone is not found.
 */
export function namesRoutes({
  db,
  clients,
  zone,
  zoneAliases = [],
  now = Date.now,
}: {
  db: Database
  clients: ChainClients
  zone: string
  /** Zones read as `zone` by lookups (the `nameZoneAliases` setting). */
  zoneAliases?: readonly string[]
  now?: () => number
}) {
  const record = (row: NameRow) => ({
    name: row.name,
    registered: Math.floor(new Date(row.registered_at).getTime() / 1000),
    updated: Math.floor(new Date(row.updated_at).getTime() / 1000),
    addresses: {
      [row.coin_type]: { address: row.address, created: new Date(row.registered_at).toISOString() },
    },
    attributes: row.attributes,
  })

  return new Hono()
    .get('/profile/nonce', async (c) => {
      const { address } = validate(
        z.object({ address: evmAddress }),
        { address: c.req.query('address') },
        'query',
      )
      const issued = await issueNonce(db, { address, purpose: 'name', now: now() })
      return c.json({ nonce: issued.nonce, expiresAt: new Date(issued.expiresAt).toISOString() })
    })
    .post('/profile/account', async (c) => {
      const body = validate(registerSchema, await jsonBody(c), 'body')
      let parsed: unknown
      try {
        parsed = JSON.parse(body.message)
      } catch {
        throw new ValidationError('body.message', 'Message must be JSON')
      }
      const checked = messageSchema.safeParse(parsed)
      if (!checked.success) {
        const issue = checked.error.issues[0]
        throw new ValidationError(
          ['body.message', ...(issue?.path ?? [])].join('.'),
          issue?.message ?? 'Invalid message',
        )
      }
      const message = checked.data
      const name = parseName(message.name, zone)
      if (!name) {
        throw new ValidationError(
          'body.message.name',
          `Name must be letters, digits or hyphens, at least 4 characters, in .${zone}`,
        )
      }
      if (Math.abs(now() / 1000 - message.timestamp) > NAME_MESSAGE_MAX_AGE_S) {
        throw new ValidationError('body.message.timestamp', 'Message is stale: sign a new one')
      }
      const chainId = chainIdOfCoinType(body.coin_type)
      if (chainId === undefined) throw new ValidationError('body.coin_type', 'Invalid chainId')
      if (message.chainId !== chainId) {
        throw new ValidationError('body.message.chainId', `Message is signed for chain ${message.chainId}`)
      }
      const client = clients.get(`eip155:${chainId}`)
      if (!client) throw new ValidationError('body.coin_type', `Chain ${chainId} is not served here`)
      // EOAs, deployed ERC-1271 accounts and undeployed ERC-6492 ones alike.
      const valid = await client
        .verifyMessage({
          address: body.address as `0x${string}`,
          message: body.message,
          signature: body.signature as `0x${string}`,
        })
        .catch(() => false)
      if (!valid)
        return c.json({ message: 'Signature does not match the address', field: 'body.signature' }, 401)
      const fresh = await consumeNonce(db, {
        nonce: message.nonce,
        address: body.address,
        purpose: 'name',
        now: now(),
      })
      if (!fresh) {
        return c.json(
          {
            message: 'Nonce is unknown, expired or used already: fetch a new one',
            field: 'body.message.nonce',
          },
          401,
        )
      }
      const stored = await upsertName(db, {
        name: name.full,
        address: body.address,
        coinType: body.coin_type,
        attributes: message.attributes,
      })
      if (!stored) return c.json({ message: 'Name is already taken', field: 'body.message.name' }, 409)
      return c.json({ success: true, ...record(stored) })
    })
    .get('/profile/account/:name', async (c) => {
      const { name } = validate(z.object({ name: z.string().min(1).max(200) }), c.req.param(), 'params')
      const parsed = parseName(name, zone, { aliases: zoneAliases })
      const row = parsed ? await findName(db, parsed.full) : undefined
      if (!row) return c.json({ message: 'Name not found' }, 404)
      return c.json(record(row))
    })
    .get('/profile/reverse/:address', async (c) => {
      const { address } = validate(z.object({ address: evmAddress }), c.req.param(), 'params')
      return c.json((await namesOfAddress(db, address)).map(record))
    })
    .get('/profile/suggestions/:name', async (c) => {
      const { name } = validate(z.object({ name: z.string().min(1).max(63) }), c.req.param(), 'params')
      const label = name.toLowerCase().replace(/[^a-z0-9-]/g, '')
      if (label.length < 1) throw new ValidationError('params.name', 'Name must contain letters or digits')
      const base = label.padEnd(4, '0')
      const candidates = [
        base,
        `${base}-web3`,
        `${base}-app`,
        ...Array.from({ length: 6 }, (_, i) => `${base}${i + 1}`),
      ].map((l) => `${l}.${zone}`)
      const taken = await registeredNames(db, candidates)
      return c.json({
        suggestions: candidates
          .map((full) => ({ name: full, registered: taken.has(full) }))
          .filter((s, i) => i === 0 || !s.registered),
      })
    })
    .get('/identity/:address', async (c) => {
      const { address } = validate(z.object({ address: evmAddress }), c.req.param(), 'params')
      const [first] = await namesOfAddress(db, address)
      return c.json({ name: first?.name ?? null, avatar: first?.attributes.avatar ?? null })
    })
}
