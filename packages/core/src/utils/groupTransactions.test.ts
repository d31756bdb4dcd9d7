import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupTransactions, isSpamOnlyTransaction, type TransactionsByYear } from './groupTransactions.js'
import type { Transaction, TransactionTransfer } from './transactionTypes.js'

const ETHEREUM = 'eip155:1'
const POLYGON = 'eip155:137'

const fungible: TransactionTransfer = {
  fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://example.com/usdc.png' } },
  direction: 'in',
  quantity: { numeric: '12.5' },
  value: 12.5,
  price: 1,
}
const nft = (isSpam: boolean): TransactionTransfer => ({
  nft_info: {
    name: 'Token',
    content: { preview: { url: 'https://example.com/nft.png' } },
    flags: { is_spam: isSpam },
  },
  direction: 'in',
  quantity: { numeric: '1' },
})

function tx(
  id: string,
  minedAt: string,
  overrides: Partial<Transaction['metadata']> = {},
  transfers = [fungible],
) {
  return {
    id,
    metadata: {
      minedAt,
      chain: ETHEREUM,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x2222222222222222222222222222222222222222',
      ...overrides,
    },
    transfers,
  } satisfies Transaction
}

const ids = (transactions: Transaction[] | undefined) => transactions?.map((transaction) => transaction.id)

describe('isSpamOnlyTransaction', () => {
  it('is true only when every transfer is a spam NFT', () => {
    expect(isSpamOnlyTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [nft(true)]))).toBe(true)
    expect(isSpamOnlyTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [nft(true), nft(true)]))).toBe(true)
    expect(isSpamOnlyTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [nft(true), nft(false)]))).toBe(false)
    expect(isSpamOnlyTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [nft(true), fungible]))).toBe(false)
    expect(isSpamOnlyTransaction(tx('a', '2025-01-01T00:00:00Z', {}, [fungible]))).toBe(false)
  })

  it('is false without transfers', () => {
    expect(isSpamOnlyTransaction(tx('a', '2025-01-01T00:00:00Z', {}, []))).toBe(false)
  })
})

describe('groupTransactions', () => {
  it('groups by UTC year, then month 0-11', () => {
    const groups = groupTransactions([
      tx('jan', '2025-01-15T10:00:00Z'),
      tx('nov', '2025-11-03T10:00:00Z'),
      tx('dec24', '2024-12-31T23:59:59Z'),
      // 00:30 on 1 Feb in UTC+2 is still 31 January in UTC
      tx('offset', '2025-02-01T00:30:00+02:00'),
    ])
    expect(groups).toEqual({
      2024: { 11: [expect.objectContaining({ id: 'dec24' })] },
      2025: {
        0: [expect.objectContaining({ id: 'offset' }), expect.objectContaining({ id: 'jan' })],
        10: [expect.objectContaining({ id: 'nov' })],
      },
    })
  })

  it('drops transactions whose transfers are all spam NFTs and keeps those without transfers', () => {
    const groups = groupTransactions([
      tx('spam', '2025-03-01T00:00:00Z', {}, [nft(true), nft(true)]),
      tx('mixed', '2025-03-02T00:00:00Z', {}, [nft(true), fungible]),
      tx('empty', '2025-03-03T00:00:00Z', {}, []),
      tx('real-nft', '2025-03-04T00:00:00Z', {}, [nft(false)]),
    ])
    expect(ids(groups[2025]?.[2])).toEqual(['real-nft', 'empty', 'mixed'])
  })

  it('keeps only the active chain when given', () => {
    const page = [tx('eth', '2025-03-01T00:00:00Z'), tx('poly', '2025-03-02T00:00:00Z', { chain: POLYGON })]
    expect(ids(groupTransactions(page, { chain: ETHEREUM })[2025]?.[2])).toEqual(['eth'])
    expect(ids(groupTransactions(page, { chain: POLYGON })[2025]?.[2])).toEqual(['poly'])
    expect(ids(groupTransactions(page)[2025]?.[2])).toEqual(['poly', 'eth'])
    expect(groupTransactions(page, { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toEqual({})
  })

  it('sorts each month newest first by instant, not by string', () => {
    const groups = groupTransactions([
      tx('b', '2025-03-10T12:00:00Z'),
      tx('a', '2025-03-10T13:00:00+02:00'), // 11:00 UTC, older than 'b' though it sorts later as a string
      tx('c', '2025-03-20T00:00:00.000Z'),
      tx('d', '2025-03-01T00:00:00Z'),
    ])
    expect(ids(groups[2025]?.[2])).toEqual(['c', 'b', 'a', 'd'])
  })

  it('merges a new page into existing groups', () => {
    const existing = groupTransactions([tx('a', '2025-03-10T00:00:00Z'), tx('b', '2025-02-10T00:00:00Z')])
    const merged = groupTransactions([tx('c', '2025-03-05T00:00:00Z'), tx('d', '2024-07-01T00:00:00Z')], {
      existing,
    })
    expect(ids(merged[2025]?.[2])).toEqual(['a', 'c'])
    expect(ids(merged[2025]?.[1])).toEqual(['b'])
    expect(ids(merged[2024]?.[6])).toEqual(['d'])
  })

  it('replaces a duplicate id within a month with the newer copy', () => {
    const existing = groupTransactions([tx('a', '2025-03-10T00:00:00Z', { status: 'pending' })])
    const merged = groupTransactions([tx('a', '2025-03-10T00:00:00Z', { status: 'confirmed' })], { existing })
    expect(merged[2025]?.[2]).toHaveLength(1)
    expect(merged[2025]?.[2]?.[0]?.metadata.status).toBe('confirmed')
  })

  it('moves a transaction whose minedAt changed instead of listing it twice', () => {
    const existing = groupTransactions([tx('a', '2025-03-31T23:00:00Z'), tx('b', '2025-03-01T00:00:00Z')])
    const merged = groupTransactions([tx('a', '2025-04-01T01:00:00Z')], { existing })
    expect(ids(merged[2025]?.[2])).toEqual(['b'])
    expect(ids(merged[2025]?.[3])).toEqual(['a'])
  })

  it('keeps the last copy of an id repeated within one page', () => {
    const groups = groupTransactions([
      tx('a', '2025-03-10T00:00:00Z', { status: 'pending' }),
      tx('a', '2025-03-10T00:00:00Z', { status: 'failed' }),
    ])
    expect(groups[2025]?.[2]?.map((transaction) => transaction.metadata.status)).toEqual(['failed'])
  })

  it('applies the filters to existing groups too', () => {
    const existing = groupTransactions([
      tx('eth', '2025-03-01T00:00:00Z'),
      tx('poly', '2025-03-02T00:00:00Z', { chain: POLYGON }),
    ])
    expect(ids(groupTransactions([], { existing, chain: POLYGON })[2025]?.[2])).toEqual(['poly'])
  })

  it('leaves out transactions whose minedAt is not a date', () => {
    expect(groupTransactions([tx('bad', 'not a date'), tx('empty', '')])).toEqual({})
  })

  it('does not mutate its inputs', () => {
    const page = [tx('b', '2025-03-01T00:00:00Z'), tx('a', '2025-03-02T00:00:00Z')]
    const existing = groupTransactions([tx('c', '2025-03-03T00:00:00Z')])
    const pageCopy = structuredClone(page)
    const existingCopy = structuredClone(existing)
    groupTransactions(page, { existing })
    expect(page).toEqual(pageCopy)
    expect(existing).toEqual(existingCopy)
  })

  it('returns no groups for no transactions', () => {
    expect(groupTransactions([])).toEqual({})
  })
})

describe('groupTransactions properties', () => {
  const chainArb = fc.constantFrom(ETHEREUM, POLYGON, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  const transferArb: fc.Arbitrary<TransactionTransfer> = fc.oneof(
    fc.constant(fungible),
    fc.boolean().map((isSpam) => nft(isSpam)),
  )
  // Few distinct instants so equal timestamps (ties) and shared months are common.
  const minedAtArb = fc
    .date({
      min: new Date('2023-11-01T00:00:00Z'),
      max: new Date('2025-02-28T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => {
      date.setUTCMinutes(0, 0, 0)
      return date.toISOString()
    })
  const transactionArb = (id: fc.Arbitrary<string>) =>
    fc
      .record({
        id,
        minedAt: minedAtArb,
        chain: chainArb,
        transfers: fc.array(transferArb, { maxLength: 3 }),
      })
      .map(({ id, minedAt, chain, transfers }) => tx(id, minedAt, { chain }, transfers))
  const pageArb = fc.uniqueArray(transactionArb(fc.string({ minLength: 1, maxLength: 4 })), {
    selector: (transaction) => transaction.id,
    maxLength: 40,
  })
  const activeChainArb = fc.option(chainArb, { nil: undefined })

  const flatten = (groups: TransactionsByYear) =>
    Object.values(groups).flatMap((months) => Object.values(months).flat())
  const isKept = (transaction: Transaction, chain: string | undefined) =>
    !isSpamOnlyTransaction(transaction) && (chain === undefined || transaction.metadata.chain === chain)

  it('puts every kept transaction exactly once in its UTC year and month', () => {
    fc.assert(
      fc.property(pageArb, activeChainArb, (page, chain) => {
        const groups = groupTransactions(page, { chain })
        const grouped = flatten(groups)
        const kept = page.filter((transaction) => isKept(transaction, chain))
        expect(grouped.map((transaction) => transaction.id).sort()).toEqual(
          kept.map((transaction) => transaction.id).sort(),
        )
        for (const [year, months] of Object.entries(groups)) {
          for (const [month, transactions] of Object.entries(months)) {
            expect(transactions.length).toBeGreaterThan(0)
            for (const transaction of transactions) {
              const date = new Date(transaction.metadata.minedAt)
              expect([date.getUTCFullYear(), date.getUTCMonth()]).toEqual([Number(year), Number(month)])
            }
          }
        }
      }),
    )
  })

  it('sorts every month newest first', () => {
    fc.assert(
      fc.property(pageArb, pageArb, activeChainArb, (first, second, chain) => {
        const groups = groupTransactions(second, { existing: groupTransactions(first, { chain }), chain })
        for (const months of Object.values(groups)) {
          for (const transactions of Object.values(months)) {
            const times = transactions.map((transaction) => Date.parse(transaction.metadata.minedAt))
            expect(times).toEqual([...times].sort((a, b) => b - a))
          }
        }
      }),
    )
  })

  it('lets no spam-only transaction and no other chain survive', () => {
    fc.assert(
      fc.property(pageArb, pageArb, activeChainArb, (first, second, chain) => {
        const groups = groupTransactions(second, { existing: groupTransactions(first), chain })
        for (const transaction of flatten(groups)) expect(isKept(transaction, chain)).toBe(true)
      }),
    )
  })

  it('merging the same page twice changes nothing', () => {
    fc.assert(
      fc.property(pageArb, activeChainArb, (page, chain) => {
        const once = groupTransactions(page, { chain })
        expect(groupTransactions(page, { existing: once, chain })).toEqual(once)
      }),
    )
  })

  it('keeps ids unique across groups when pages overlap', () => {
    const overlappingPageArb = fc.array(transactionArb(fc.constantFrom('a', 'b', 'c', 'd', 'e')), {
      maxLength: 10,
    })
    fc.assert(
      fc.property(overlappingPageArb, overlappingPageArb, (first, second) => {
        const grouped = flatten(groupTransactions(second, { existing: groupTransactions(first) }))
        const groupedIds = grouped.map((transaction) => transaction.id)
        expect(new Set(groupedIds).size).toBe(groupedIds.length)
        // The newest copy of each id wins.
        for (const transaction of grouped) {
          const latest = [...first, ...second].filter((candidate) => candidate.id === transaction.id).at(-1)
          expect(transaction).toBe(latest)
        }
      }),
    )
  })

  it('merging page by page equals grouping all pages at once', () => {
    fc.assert(
      fc.property(pageArb, fc.nat(), activeChainArb, (all, cut, chain) => {
        const split = cut % (all.length + 1)
        const existing = groupTransactions(all.slice(0, split), { chain })
        expect(groupTransactions(all.slice(split), { existing, chain })).toEqual(
          groupTransactions(all, { chain }),
        )
      }),
    )
  })
})
