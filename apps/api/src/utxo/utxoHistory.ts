import { formatUnits } from 'viem'
import type { EsploraTx } from '../esplora/createAddressIndex.js'
import type { UtxoNode } from '../esplora/createUtxoNodes.js'
import type { HistoryTransaction } from '../indexer/queryHistory.js'

export const UTXO_HISTORY_PAGE_SIZE = 20

/**
 * The confirmed transactions of an address on a UTXO chain as history transactions, newest first,
 * 20 a page; the cursor is the last transaction id of the previous page.
 */
export async function readUtxoHistory({
  node,
  address,
  script,
  cursor,
  iconUrl,
}: {
  node: UtxoNode
  address: string
  script: string
  cursor: string | undefined
  iconUrl: (symbol: string) => string
}): Promise<{ data: HistoryTransaction[]; next: string | undefined } | undefined> {
  await node.index.sync()
  const all = node.index.confirmed(script)
  const start = cursor ? all.findIndex((tx) => tx.txid === cursor) + 1 : 0
  if (cursor && start === 0) return undefined
  const page = all.slice(start, start + UTXO_HISTORY_PAGE_SIZE)
  const last = page[page.length - 1]
  return {
    data: page.map((tx) => toTransaction(node, tx, address, script, iconUrl)),
    next: last && start + UTXO_HISTORY_PAGE_SIZE < all.length ? last.txid : undefined,
  }
}

function toTransaction(
  node: UtxoNode,
  tx: EsploraTx,
  address: string,
  script: string,
  iconUrl: (symbol: string) => string,
): HistoryTransaction {
  const spent = tx.vin.reduce(
    (sum, input) => sum + (input.prevout?.scriptpubkey === script ? input.prevout.value : 0),
    0,
  )
  const received = tx.vout.reduce((sum, out) => sum + (out.scriptpubkey === script ? out.value : 0), 0)
  const toOthers = tx.vout.filter((out) => out.scriptpubkey !== script)
  const sending = spent > 0
  // A send shows what left for others (the fee is not a transfer); a receive what arrived.
  const amount = sending && toOthers.length > 0 ? toOthers.reduce((sum, out) => sum + out.value, 0) : received
  const direction = sending ? (toOthers.length === 0 ? 'self' : 'out') : 'in'
  const from = tx.vin.find((input) => input.prevout)?.prevout?.scriptpubkey_address
  const status = tx.status.confirmed ? tx.status : undefined
  return {
    id: tx.txid,
    metadata: {
      minedAt: new Date((status?.block_time ?? 0) * 1000).toISOString(),
      chain: node.caipNetworkId,
      operationType: sending ? 'send' : 'receive',
      status: 'confirmed',
      sentFrom: sending ? address : (from ?? ''),
      sentTo: sending ? (toOthers[0]?.scriptpubkey_address ?? address) : address,
    },
    transfers: [
      {
        fungible_info: { name: node.name, symbol: node.symbol, icon: { url: iconUrl(node.symbol) } },
        direction,
        quantity: { numeric: formatUnits(BigInt(amount), 8) },
        value: 0,
        price: 0,
      },
    ],
  }
}
