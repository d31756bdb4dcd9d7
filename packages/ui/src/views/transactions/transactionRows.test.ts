import { groupTransactions, type Transaction } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.js'
import { createLocale } from '../../i18n/format.js'
import { formatsFor } from '../../i18n/formats.js'
import de from '../../i18n/locales/de.js'
import { pendingLabel, transactionGroups, transactionRow } from './transactionRows.js'

const locale = createLocale()
const formats = formatsFor('en')
const ME = '0x1111111111111111111111111111111111111111'
const THEM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const tx = (
  id: string,
  minedAt: string,
  operationType: Transaction['metadata']['operationType'],
  overrides: Partial<Transaction['metadata']> = {},
  transfer: Partial<Transaction['transfers'][number]> = {},
): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType,
    status: 'confirmed',
    sentFrom: THEM,
    sentTo: ME,
    ...overrides,
  },
  transfers: [
    {
      fungible_info: { symbol: 'USDC' },
      direction: 'in',
      quantity: { numeric: '1234.56789' },
      ...transfer,
    },
  ],
})

describe('transactionGroups', () => {
  // A fixed "now" (the clock the headings are read against): February 2026.
  const now = new Date('2026-02-10T12:00:00Z')
  const groups = groupTransactions(
    [
      tx('jan-1', '2026-01-03T10:00:00Z', 'receive'),
      tx('jan-2', '2026-01-20T10:00:00Z', 'send'),
      tx('dec', '2025-12-31T23:59:59Z', 'receive'),
      tx('mar', '2025-03-05T12:00:00Z', 'receive'),
    ],
    { chain: 'eip155:31337' },
  )

  it('heads this year by the month alone and other years by month and year, newest first', () => {
    const result = transactionGroups(groups, locale, formats, now)
    expect(result.map((g) => g.label)).toEqual(['January', 'December 2025', 'March 2025'])
    expect(result[0]?.rows.map((r) => r.id)).toEqual(['jan-2', 'jan-1'])
  })

  it('a year later the same history is headed with years throughout', () => {
    const result = transactionGroups(groups, locale, formats, new Date('2027-01-01T00:00:00Z'))
    expect(result.map((g) => g.label)).toEqual(['January 2026', 'December 2025', 'March 2025'])
  })

  it('writes the headings in the active language', () => {
    const german = transactionGroups(groups, createLocale({}, de), formatsFor('de'), now)
    expect(german.map((g) => g.label)).toEqual(['Januar', 'Dezember 2025', 'März 2025'])
  })
})

describe('transactionRow', () => {
  it('signs by operation: + receive, deposit, borrow, claim; - withdraw, repay, burn', () => {
    const sign = (operationType: Transaction['metadata']['operationType'], direction: 'in' | 'out') =>
      transactionRow(tx('t', '2026-01-01T00:00:00Z', operationType, {}, { direction }), locale, formats)
        .amount[0]
    for (const op of ['receive', 'deposit', 'borrow', 'claim'] as const) expect(sign(op, 'out')).toBe('+')
    for (const op of ['withdraw', 'repay', 'burn'] as const) expect(sign(op, 'in')).toBe('-')
    // Other operations follow the transfer's direction.
    expect(sign('send', 'out')).toBe('-')
    expect(sign('mint', 'in')).toBe('+')
  })

  it('truncates quantities to 3 decimals, fiat to 2, and shortens the counterparty 4 + 6', () => {
    const row = transactionRow(
      tx('t', '2026-01-05T00:00:00Z', 'receive', {}, { value: 1234.5678, quantity: { numeric: '0.99999' } }),
      locale,
      formats,
    )
    expect(row.amount).toBe('+0.999 USDC')
    expect(row.detail).toBe('$1,234.57 · Jan 5')
    expect(row.description).toBe('From 0x70…dc79C8')
    expect(row.tone).toBe('plus')
  })

  it('shows where a purchase stands: pending, completed or failed', () => {
    const buy = (status: Transaction['metadata']['status']) =>
      transactionRow(tx('b', '2026-01-05T00:00:00Z', 'buy', { status }), locale, formats)
    expect(
      [buy('pending'), buy('confirmed'), buy('failed')].map((r) => [r.title, r.detail, r.status]),
    ).toEqual([
      ['Bought', 'Pending', 'pending'],
      ['Bought', 'Completed', 'confirmed'],
      ['Bought', 'Failed', 'failed'],
    ])
    expect(buy('confirmed').amount).toBe('+1,234.567 USDC')
    expect(
      transactionRow(tx('b', '2026-01-05T00:00:00Z', 'buy', { sentFrom: 'Portico Pay' }), locale, formats)
        .description,
    ).toBe('From Portico Pay')
  })
})

describe('pendingLabel', () => {
  it('counts up to 99, then 99+', () => {
    expect(pendingLabel({ count: 3, overLimit: false }, locale, formats)).toBe('3 pending')
    expect(pendingLabel({ count: 99, overLimit: true }, locale, formats)).toBe('99+ pending')
    expect(en.transactionsPendingOver).toContain('{count}')
  })
})
