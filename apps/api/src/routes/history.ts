import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import { decodeCursor, queryHistory } from '../indexer/queryHistory.js'
import { ValidationError, validate } from '../middleware/validate.js'

const querySchema = z.object({
  cursor: z.string().max(500).optional(),
  // A provider name (e.g. 'coinbase') or 'true' asks for on-ramp purchases; 'false' or absent for the chain.
  onramp: z.string().max(40).optional(),
  chainId: z
    .string()
    .regex(/^eip155:\d{1,12}$/, 'Expected a CAIP-2 eip155 id')
    .optional(),
})

/** GET /v1/account/{account}/history — indexed transactions of the account, newest first, cursor-paged. */
export function historyRoutes({
  db,
  clients,
  nftPreview,
  iconUrl,
  onrampHistory,
}: {
  db: Database
  clients: ChainClients
  nftPreview: (chainId: string, contract: string, tokenId: string) => Promise<string | undefined>
  iconUrl: (symbol: string) => string
  onrampHistory: (account: string) => Promise<{ data: unknown[]; next: string | undefined }>
}) {
  return new Hono().get('/account/:account/history', async (c) => {
    const { account } = validate(
      z.object({
        account: z.string().refine((value) => isAddress(value, { strict: false }), 'Not an EVM address'),
      }),
      c.req.param(),
      'params',
    )
    const query = validate(querySchema, c.req.query(), 'query')
    if (query.onramp && query.onramp !== 'false') return c.json(await onrampHistory(account))
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined
    if (query.cursor && !cursor) throw new ValidationError('query.cursor', 'Unknown cursor')
    const chains = query.chainId
      ? [clients.chain(query.chainId)].filter((x) => x !== undefined)
      : clients.eip155()
    if (query.chainId && chains.length === 0)
      throw new ValidationError('query.chainId', `Chain ${query.chainId} is not supported`)
    return c.json(await queryHistory({ db, clients, chains, account, cursor, nftPreview, iconUrl }))
  })
}
