import type { SolanaNodeConfig } from '../config.js'
import type { HistoryTransaction } from '../indexer/queryHistory.js'
import { formatAmount } from './readSolanaBalances.js'
import type { SolanaRpc } from './solanaRpc.js'

export const SOLANA_HISTORY_PAGE_SIZE = 20

type TokenBalanceEntry = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string }
}
type RpcTransaction = {
  blockTime: number | null
  transaction: { message: { accountKeys: string[] } }
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalanceEntry[]
    postTokenBalances?: TokenBalanceEntry[]
  } | null
}
type Transfer = HistoryTransaction['transfers'][number]

/** Net token change per owner and mint (base units) between the pre and post balances. */
function tokenDeltas(meta: NonNullable<RpcTransaction['meta']>) {
  const deltas = new Map<string, { owner: string; mint: string; delta: bigint }>()
  const add = (entries: TokenBalanceEntry[] | undefined, sign: bigint) => {
    for (const entry of entries ?? []) {
      if (!entry.owner) continue
      const key = `${entry.owner}|${entry.mint}`
      const found = deltas.get(key) ?? { owner: entry.owner, mint: entry.mint, delta: 0n }
      found.delta += sign * BigInt(entry.uiTokenAmount.amount)
      deltas.set(key, found)
    }
  }
  add(meta.preTokenBalances, -1n)
  add(meta.postTokenBalances, 1n)
  return [...deltas.values()]
}

/** One transaction from `account`'s point of view: its SOL change (fee excluded) and token changes. */
function toHistory(
  signature: string,
  tx: RpcTransaction,
  account: string,
  node: SolanaNodeConfig,
  iconUrl: (symbol: string) => string,
): HistoryTransaction {
  const keys = tx.transaction.message.accountKeys
  const meta = tx.meta ?? { err: null, fee: 0, preBalances: [], postBalances: [] }
  const feePayer = keys[0] ?? ''
  const lamportDelta = (index: number) =>
    BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0)
  const transfers: Transfer[] = []
  const counterparties: string[] = []

  const mine = keys.indexOf(account)
  const solChange = mine === -1 ? 0n : lamportDelta(mine) + (account === feePayer ? BigInt(meta.fee) : 0n)
  if (solChange !== 0n) {
    const { name, symbol, decimals } = node.nativeCurrency
    const numeric = formatAmount(solChange < 0n ? -solChange : solChange, decimals)
    transfers.push({
      fungible_info: { name, symbol, icon: { url: iconUrl(symbol) } },
      direction: solChange < 0n ? 'out' : 'in',
      quantity: { numeric },
      value: Math.round(Number(numeric) * node.nativeUsdPrice * 100) / 100,
      price: node.nativeUsdPrice,
    })
    keys.forEach((key, index) => {
      const change = lamportDelta(index)
      if (key !== account && (solChange < 0n ? change > 0n : change < 0n)) counterparties.push(key)
    })
  }
  const deltas = tokenDeltas(meta)
  for (const { owner, mint, delta } of deltas) {
    if (owner !== account || delta === 0n) continue
    const token = node.tokens.find((each) => each.address === mint)
    const decimals = token?.decimals ?? 0
    const numeric = formatAmount(delta < 0n ? -delta : delta, decimals)
    const symbol = token?.symbol ?? `${mint.slice(0, 4)}…`
    transfers.push({
      fungible_info: { name: token?.name ?? mint, symbol, icon: { url: token?.iconUrl ?? iconUrl(symbol) } },
      direction: delta < 0n ? 'out' : 'in',
      quantity: { numeric },
      value: Math.round(Number(numeric) * (token?.usdPrice ?? 0) * 100) / 100,
      price: token?.usdPrice ?? 0,
    })
    for (const other of deltas) {
      if (
        other.mint === mint &&
        other.owner !== account &&
        (delta < 0n ? other.delta > 0n : other.delta < 0n)
      )
        counterparties.unshift(other.owner)
    }
  }
  const out = transfers.some((each) => each.direction === 'out')
  const into = transfers.some((each) => each.direction === 'in')
  const counterparty = counterparties[0] ?? keys.find((key) => key !== feePayer) ?? ''
  return {
    id: signature,
    metadata: {
      minedAt: new Date((tx.blockTime ?? 0) * 1000).toISOString(),
      chain: node.caipNetworkId,
      operationType: out && into ? 'trade' : out ? 'send' : into ? 'receive' : 'execute',
      status: meta.err ? 'failed' : 'confirmed',
      sentFrom: out || !into ? account : counterparty,
      sentTo: out || !into ? counterparty : account,
    },
    transfers,
  }
}

type SignatureInfo = { signature: string; slot: number }
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** How many signatures are read per address; history deeper than that is not listed. */
const SIGNATURES_PER_ADDRESS = 1000

/** The page cursor: the slot and signature of the last transaction shown. */
export const encodeSolanaCursor = ({ slot, signature }: SignatureInfo) =>
  Buffer.from(JSON.stringify([slot, signature])).toString('base64url')

export function decodeSolanaCursor(cursor: string): SignatureInfo | undefined {
  try {
    const [slot, signature] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (!Number.isSafeInteger(slot) || typeof signature !== 'string') return undefined
    return { slot: slot as number, signature }
  } catch {
    return undefined
  }
}

/**
 * A page of `account`'s transactions, newest first. A node lists a signature under the addresses the
 * transaction names, and a token transfer names the token accounts, not their owner: so the signatures of
 * the account and of each of its token accounts are merged.
 */
export async function readSolanaHistory(
  rpc: SolanaRpc,
  node: SolanaNodeConfig,
  account: string,
  cursor: SignatureInfo | undefined,
  iconUrl: (symbol: string) => string,
): Promise<{ data: HistoryTransaction[]; next: string | undefined }> {
  const tokenAccounts = await rpc<{ value: { pubkey: string }[] }>('getTokenAccountsByOwner', [
    account,
    { programId: TOKEN_PROGRAM },
    { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 0, length: 0 } },
  ])
  const lists = await Promise.all(
    [account, ...tokenAccounts.value.map((each) => each.pubkey)].map((address) =>
      rpc<SignatureInfo[]>('getSignaturesForAddress', [
        address,
        { limit: SIGNATURES_PER_ADDRESS, commitment: 'confirmed' },
      ]),
    ),
  )
  const seen = new Set<string>()
  const ordered = lists
    .flat()
    .filter((each) => !seen.has(each.signature) && seen.add(each.signature))
    .sort((a, b) => b.slot - a.slot || (a.signature < b.signature ? -1 : 1))
  const start = cursor
    ? ordered.findIndex(
        (each) => each.slot < cursor.slot || (each.slot === cursor.slot && each.signature > cursor.signature),
      )
    : 0
  const page = start === -1 ? [] : ordered.slice(start, start + SOLANA_HISTORY_PAGE_SIZE)
  const txs = await Promise.all(
    page.map(({ signature }) =>
      rpc<RpcTransaction | null>('getTransaction', [
        signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]),
    ),
  )
  const data = page.flatMap(({ signature }, i) => {
    const tx = txs[i]
    return tx ? [toHistory(signature, tx, account, node, iconUrl)] : []
  })
  const last = page[page.length - 1]
  const more = last !== undefined && start + page.length < ordered.length
  return { data, next: more ? encodeSolanaCursor(last) : undefined }
}
