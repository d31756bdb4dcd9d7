import { formatUnits } from 'viem'
import type { ChainClients } from '../chain/clients.js'
import { readPrices } from '../chain/prices.js'
import type { ChainConfig } from '../config.js'
import type { Database } from '../db/database.js'

export const HISTORY_PAGE_SIZE = 20
const ZERO = '0x0000000000000000000000000000000000000000'

/**
 * A transaction from the account's point of view: id; metadata (minedAt, chain, operationType, status, sentFrom,
 * sentTo); transfers (fungible_info or nft_info, direction, quantity, value, price).
 */
export type HistoryTransaction = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: 'send' | 'receive' | 'trade' | 'mint' | 'execute'
    status: 'confirmed' | 'failed'
    sentFrom: string
    sentTo: string
  }
  transfers: {
    fungible_info?: { name: string; symbol: string; icon: { url: string } }
    nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
    direction: 'in' | 'out' | 'self'
    quantity: { numeric: string }
    value: number
    price: number
  }[]
}

type TxRow = {
  chain_id: string
  hash: string
  block_number: string
  tx_index: number
  mined_at: Date | string
  from_address: string
  to_address: string | null
  status: 'confirmed' | 'failed'
  is_swap: boolean
}
type TransferRow = {
  chain_id: string
  hash: string
  kind: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  token_id: string | null
  from_address: string
  to_address: string
  amount: string
}

export function encodeCursor(
  row: Pick<TxRow, 'mined_at' | 'chain_id' | 'block_number' | 'tx_index'>,
): string {
  const minedAt = new Date(row.mined_at).toISOString()
  return Buffer.from(JSON.stringify([minedAt, row.chain_id, row.block_number, row.tx_index])).toString(
    'base64url',
  )
}

export function decodeCursor(cursor: string): [string, string, string, number] | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      // Only what encodeCursor writes, within the columns' ranges (timestamptz, bigint, integer).
      typeof value[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value[0]) &&
      Date.parse(value[0]) >= 0 &&
      typeof value[1] === 'string' &&
      !value[1].includes('\u0000') &&
      /^\d{1,18}$/.test(value[2]) &&
      Number.isInteger(value[3]) &&
      value[3] >= 0 &&
      value[3] <= 2 ** 31 - 1
    ) {
      return value as [string, string, string, number]
    }
  } catch {}
  return undefined
}

/** One page of an account's indexed history, newest first, with the next page's cursor when there is one. */
export async function queryHistory({
  db,
  clients,
  chains,
  account,
  cursor,
  nftPreview,
  iconUrl,
}: {
  db: Database
  clients: ChainClients
  chains: ChainConfig[]
  account: string
  cursor: [string, string, string, number] | undefined
  nftPreview: (chainId: string, contract: string, tokenId: string) => Promise<string | undefined>
  iconUrl: (symbol: string) => string
}): Promise<{ data: HistoryTransaction[]; next: string | undefined }> {
  const who = account.toLowerCase()
  const chainIds = chains.map((c) => c.caipNetworkId)
  const params: unknown[] = [chainIds, who]
  let after = ''
  if (cursor) {
    params.push(cursor[0], cursor[1], cursor[2], cursor[3])
    after =
      'and (t.mined_at, t.chain_id, t.block_number, t.tx_index) < ($3::timestamptz, $4, $5::bigint, $6::integer)'
  }
  const rows = await db.query<TxRow>(
    `select t.* from chain_transactions t
     where t.chain_id = any($1) and (t.from_address = $2 or t.to_address = $2 or exists (
       select 1 from chain_transfers x where x.chain_id = t.chain_id and x.hash = t.hash and (x.from_address = $2 or x.to_address = $2)))
     ${after}
     order by t.mined_at desc, t.chain_id desc, t.block_number desc, t.tx_index desc
     limit ${HISTORY_PAGE_SIZE + 1}`,
    params,
  )
  const page = rows.slice(0, HISTORY_PAGE_SIZE)
  const transfers = page.length
    ? await db.query<TransferRow>(
        'select * from chain_transfers where hash = any($1) and (from_address = $2 or to_address = $2) order by position',
        [page.map((r) => r.hash), who],
      )
    : []
  const prices = new Map<string, Map<string, number>>()
  await Promise.all(
    chains.map(async (chain) => {
      const assets = [
        { address: chain.amm?.weth ?? ZERO, decimals: chain.nativeCurrency.decimals },
        ...chain.tokens,
      ]
      const values = await readPrices(clients, chain, assets).catch(() => assets.map(() => 0))
      prices.set(
        chain.caipNetworkId,
        new Map(assets.map((a, i) => [i === 0 ? 'native' : a.address.toLowerCase(), values[i] ?? 0])),
      )
    }),
  )

  const data = await Promise.all(
    page.map(async (row): Promise<HistoryTransaction> => {
      const chain = chains.find((c) => c.caipNetworkId === row.chain_id)!
      const mine = transfers.filter((t) => t.hash === row.hash && t.chain_id === row.chain_id)
      const shaped = await Promise.all(
        mine.map((t) => shapeTransfer(t, chain, who, prices.get(chain.caipNetworkId), nftPreview, iconUrl)),
      )
      return {
        id: row.hash,
        metadata: {
          minedAt: new Date(row.mined_at).toISOString(),
          chain: row.chain_id,
          operationType: operationType(row, mine, who),
          status: row.status,
          sentFrom: row.from_address,
          sentTo: row.to_address ?? '',
        },
        transfers: shaped.filter((t) => t !== undefined),
      }
    }),
  )
  const last = page[page.length - 1]
  return { data, next: rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last) : undefined }
}

function operationType(
  row: TxRow,
  transfers: TransferRow[],
  who: string,
): HistoryTransaction['metadata']['operationType'] {
  if (row.is_swap && row.from_address === who) return 'trade'
  if (transfers.some((t) => t.kind === 'erc721' && t.from_address === ZERO && t.to_address === who))
    return 'mint'
  if (transfers.some((t) => t.from_address === who)) return 'send'
  if (transfers.length > 0) return 'receive'
  return 'execute'
}

async function shapeTransfer(
  t: TransferRow,
  chain: ChainConfig,
  who: string,
  prices: Map<string, number> | undefined,
  nftPreview: (chainId: string, contract: string, tokenId: string) => Promise<string | undefined>,
  iconUrl: (symbol: string) => string,
): Promise<HistoryTransaction['transfers'][number] | undefined> {
  const direction =
    t.from_address === who && t.to_address === who ? 'self' : t.from_address === who ? 'out' : 'in'
  if (t.kind === 'erc721') {
    const collection = chain.nfts.find((n) => n.address.toLowerCase() === t.token_address)
    const url = (await nftPreview(chain.caipNetworkId, t.token_address ?? '', t.token_id ?? '0')) ?? ''
    return {
      nft_info: {
        name: `${collection?.name ?? 'Unknown collection'} #${t.token_id}`,
        content: { preview: { url } },
        // The API vouches only for the collections it is configured with.
        flags: { is_spam: !collection },
      },
      direction,
      quantity: { numeric: '1' },
      value: 0,
      price: 0,
    }
  }
  const token =
    t.kind === 'native'
      ? { ...chain.nativeCurrency, iconUrl: undefined }
      : chain.tokens.find((x) => x.address.toLowerCase() === t.token_address)
  if (!token) return undefined
  const numeric = formatUnits(BigInt(t.amount), token.decimals)
  const price = prices?.get(t.kind === 'native' ? 'native' : (t.token_address ?? '')) ?? 0
  return {
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: token.iconUrl ?? iconUrl(token.symbol) },
    },
    direction,
    quantity: { numeric },
    value: Math.round(Number(numeric) * price * 100) / 100,
    price,
  }
}
