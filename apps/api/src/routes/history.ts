import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { ChainClients } from '../chain/clients.js'
import type { Database } from '../db/database.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import { decodeCursor, queryHistory } from '../indexer/queryHistory.js'
import { ValidationError, validate } from '../middleware/validate.js'
import { readUtxoHistory } from '../utxo/utxoHistory.js'
import { utxoScriptOf } from '../utxo/utxoScriptOf.js'

const querySchema = z.object({
  cursor: z.string().max(500).optional(),
  // A provider name (e.g. 'coinbase') or 'true' asks for on-ramp purchases; 'false' or absent for the chain.
  onramp: z.string().max(40).optional(),
  chainId: z
    .string()
    .regex(/^(?:eip155:\d{1,12}|bip122:[0-9a-f]{32})$/, 'Expected a CAIP-2 eip155 or bip122 id')
    .optional(),
})

/** GET /v1/account/{account}/history — indexed transactions of the account, newest first, cursor-paged. */
export function historyRoutes({
  db,
  clients,
  nftPreview,
  iconUrl,
  onrampHistory,
  utxoNodes = new Map(),
}: {
  db: Database
  clients: ChainClients
  /** UTXO chains (`bip122:`), answered from their nodes' address index. */
  utxoNodes?: ReadonlyMap<string, UtxoNode>
  nftPreview: (chainId: string, contract: string, tokenId: string) => Promise<string | undefined>
  iconUrl: (symbol: string) => string
  onrampHistory: (account: string) => Promise<{ data: unknown[]; next: string | undefined }>
}) {
  return new Hono().get('/account/:account/history', async (c) => {
    const utxoQuery = validate(querySchema, c.req.query(), 'query')
    if (utxoQuery.chainId?.startsWith('bip122:') && !(utxoQuery.onramp && utxoQuery.onramp !== 'false')) {
      const node = utxoNodes.get(utxoQuery.chainId)
      if (!node) throw new ValidationError('query.chainId', `Chain ${utxoQuery.chainId} is not supported`)
      const address = c.req.param('account')
      const script = await utxoScriptOf(node, address, 'params.account')
      const page = await readUtxoHistory({ node, address, script, cursor: utxoQuery.cursor, iconUrl })
      if (!page) throw new ValidationError('query.cursor', 'Unknown cursor')
      return c.json(page)
    }
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
