import { operationSign, shortenAddress, type Transaction, type TransactionsByYear } from '@portico/core'
import { monthsNewestFirst } from '@portico/core/history'
import type { Locale } from '../../i18n/en.js'
import { format } from '../../i18n/format.js'
import type { Formats } from '../../i18n/formats.js'

export type TransactionRow = {
  id: string
  icon: 'arrowUp' | 'arrowDown' | 'swap' | 'clock' | 'coins'
  title: string
  description: string
  /** Signed quantity and symbol of the first transfer (3 decimals at most), '' without transfers. */
  amount: string
  tone: 'plus' | 'minus' | 'neutral'
  /** The line under the amount: the status when it matters, else the US dollar value and the day. */
  detail: string
  /** Set when `detail` is a status: how to colour it. */
  status: 'pending' | 'confirmed' | 'failed' | undefined
  imageUrl: string | undefined
}

export type TransactionGroup = { label: string; rows: TransactionRow[] }

const ICONS: Record<string, TransactionRow['icon']> = {
  send: 'arrowUp',
  withdraw: 'arrowUp',
  burn: 'arrowUp',
  repay: 'arrowUp',
  receive: 'arrowDown',
  deposit: 'arrowDown',
  borrow: 'arrowDown',
  claim: 'arrowDown',
  mint: 'arrowDown',
  trade: 'swap',
  buy: 'coins',
}

function statusOf(transaction: Transaction): TransactionRow['status'] {
  const { status, operationType } = transaction.metadata
  if (status === 'failed' || status === 'pending') return status
  // A purchase always shows where it stands; a confirmed chain transaction shows its day instead.
  return operationType === 'buy' ? 'confirmed' : undefined
}

/**
 * One history entry as a row: operation, counterparty (shortened 4 + 6), the signed quantity of its first
 * transfer. The sign follows the operation (+ receive, deposit, borrow, claim; - withdraw, repay, burn),
 * else the transfer's direction.
 */
export function transactionRow(transaction: Transaction, locale: Locale, formats: Formats): TransactionRow {
  const { metadata } = transaction
  const transfer = transaction.transfers[0]
  const operation = metadata.operationType
  const key = `op_${operation}` as keyof Locale
  const title = typeof locale[key] === 'string' ? (locale[key] as string) : operation
  const outgoing = transfer?.direction === 'out' || operation === 'send'
  const sign = operationSign(operation) || (transfer?.direction === 'in' ? '+' : outgoing ? '-' : '')
  const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
  const quantity = transfer ? formats.quantity(transfer.quantity.numeric) : ''
  const counterparty = outgoing ? metadata.sentTo : metadata.sentFrom
  const status = statusOf(transaction)
  const value = transfer?.value
  const day = formats.day(new Date(metadata.minedAt))
  return {
    id: transaction.id,
    icon: ICONS[operation] ?? (transfer?.direction === 'in' ? 'arrowDown' : outgoing ? 'arrowUp' : 'clock'),
    title,
    description: format(outgoing ? locale.toAddress : locale.fromAddress, {
      // A purchase comes from its on-ramp provider, named in full; addresses are shortened 4 + 6.
      address: operation === 'buy' ? counterparty : shortenAddress(counterparty),
    }),
    amount: transfer ? `${sign}${quantity} ${symbol}`.trim() : '',
    tone: sign === '+' ? 'plus' : sign === '-' ? 'minus' : 'neutral',
    detail:
      status === 'failed'
        ? locale.statusFailed
        : status === 'pending'
          ? locale.statusPending
          : status === 'confirmed'
            ? locale.statusConfirmed
            : value !== undefined && value > 0
              ? `${formats.fiat(value)} · ${day}`
              : day,
    status,
    imageUrl: transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url,
  }
}

/**
 * Year and month groups, newest first. Headings are localized month names: the month alone in the year of
 * `now`, month and year for other years.
 */
export function transactionGroups(
  groups: TransactionsByYear<Transaction>,
  locale: Locale,
  formats: Formats,
  now = new Date(),
): TransactionGroup[] {
  return [...monthsNewestFirst(groups)].map(({ year, month, transactions }) => ({
    label: formats.month(year, month, now),
    rows: transactions.map((transaction) => transactionRow(transaction, locale, formats)),
  }))
}

/** The pending count as shown: "3 pending", or "99+ pending" past the limit. */
export function pendingLabel(
  pending: { count: number; overLimit: boolean },
  locale: Locale,
  formats: Formats,
): string {
  const count = formats.quantity(pending.count)
  return format(pending.overLimit ? locale.transactionsPendingOver : locale.transactionsPending, { count })
}
