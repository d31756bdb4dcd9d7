import type { Block, Hash, Transaction, TransactionReceipt } from 'viem'

export type IndexedTransfer = {
  kind: 'native' | 'erc20' | 'erc721'
  tokenAddress: string | undefined
  tokenId: string | undefined
  from: string
  to: string
  amount: bigint
}

export type IndexedTransaction = {
  hash: Hash
  blockNumber: bigint
  txIndex: number
  minedAt: Date
  from: string
  to: string | undefined
  status: 'confirmed' | 'failed'
  isSwap: boolean
  transfers: IndexedTransfer[]
}

// keccak256('Transfer(address,address,uint256)') and the Uniswap-V2 Swap event.
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const SWAP_TOPIC = '0xd78ad95fa46c994b6551d0da85fc275fe613ce37657fb8d5e3d130840159d822'

const topicAddress = (topic: string | undefined) => `0x${(topic ?? '').slice(26)}`.toLowerCase()

/** Native value, ERC20 and ERC721 transfers and AMM swaps of one block's transactions. */
export function decodeBlock(
  block: Block<bigint, true>,
  receipts: readonly TransactionReceipt[],
): IndexedTransaction[] {
  const minedAt = new Date(Number(block.timestamp) * 1000)
  return block.transactions.map((tx: Transaction, index) => {
    const receipt = receipts[index]
    const ok = receipt?.status === 'success'
    const transfers: IndexedTransfer[] = []
    if (ok && tx.value > 0n && tx.to) {
      transfers.push({
        kind: 'native',
        tokenAddress: undefined,
        tokenId: undefined,
        from: tx.from.toLowerCase(),
        to: tx.to.toLowerCase(),
        amount: tx.value,
      })
    }
    let isSwap = false
    for (const log of ok ? (receipt?.logs ?? []) : []) {
      const [topic0, t1, t2, t3] = log.topics
      if (topic0 === SWAP_TOPIC) isSwap = true
      if (topic0 !== TRANSFER_TOPIC) continue
      if (log.topics.length === 4) {
        transfers.push({
          kind: 'erc721',
          tokenAddress: log.address.toLowerCase(),
          tokenId: BigInt(t3 ?? '0x0').toString(),
          from: topicAddress(t1),
          to: topicAddress(t2),
          amount: 1n,
        })
      } else if (log.topics.length === 3 && log.data.length >= 66) {
        transfers.push({
          kind: 'erc20',
          tokenAddress: log.address.toLowerCase(),
          tokenId: undefined,
          from: topicAddress(t1),
          to: topicAddress(t2),
          amount: BigInt(log.data.slice(0, 66)),
        })
      }
    }
    return {
      hash: tx.hash,
      blockNumber: block.number ?? 0n,
      txIndex: index,
      minedAt,
      from: tx.from.toLowerCase(),
      to: tx.to?.toLowerCase(),
      status: ok ? 'confirmed' : 'failed',
      isSwap,
      transfers,
    }
  })
}
