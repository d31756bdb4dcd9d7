import { operationSign, shortenAddress, type Transaction, type TransactionsByYear } from '@portico/core'
import type { Locale } from '../../i18n/en.js'
import { format } from '../../i18n/format.js'
import type { Formats } from '../../i18n/formats.js'

export type ActivityRow = {
  id: string
  icon: 'arrowUp' | 'arrowDown' | 'swap' | 'clock'
  title: string
  description: string
  amount: string
  tone: 'plus' | 'minus' | 'neutral'
  time: string
  status: string | undefined
  imageUrl: string | undefined
}

export type ActivityGroup = { label: string; rows: ActivityRow[] }

const ICONS: Record<string, ActivityRow['icon']> = {
  send: 'arrowUp',
  withdraw: 'arrowUp',
  burn: 'arrowUp',
  receive: 'arrowDown',
  deposit: 'arrowDown',
  claim: 'arrowDown',
  mint: 'arrowDown',
  trade: 'swap',
}

/** One history entry as a row: operation, counterparty, signed amount of its first transfer. */
export function activityRow(transaction: Transaction, locale: Locale, formats: Formats): ActivityRow {
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
  const date = new Date(metadata.minedAt)
  return {
    id: transaction.id,
    icon: ICONS[operation] ?? (transfer?.direction === 'in' ? 'arrowDown' : outgoing ? 'arrowUp' : 'clock'),
    title,
    description: format(outgoing ? locale.toAddress : locale.fromAddress, {
      address: shortenAddress(counterparty),
    }),
    amount: transfer ? `${sign}${quantity} ${symbol}`.trim() : '',
    tone: sign === '+' ? 'plus' : sign === '-' ? 'minus' : 'neutral',
    time: formats.day(date),
    status:
      metadata.status === 'failed'
        ? locale.statusFailed
        : metadata.status === 'pending'
          ? locale.statusPending
          : undefined,
    imageUrl: transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url,
  }
}

/** Year and month groups, newest first; the current year's are headed by the month name alone. */
export function activityGroups(
  groups: TransactionsByYear<Transaction>,
  locale: Locale,
  formats: Formats,
  now = new Date(),
): ActivityGroup[] {
  const result: ActivityGroup[] = []
  const years = Object.keys(groups)
    .map(Number)
    .sort((a, b) => b - a)
  for (const year of years) {
    const months = groups[year] ?? {}
    for (const month of Object.keys(months)
      .map(Number)
      .sort((a, b) => b - a)) {
      const transactions = months[month] ?? []
      result.push({
        label: formats.month(year, month, now),
        rows: transactions.map((transaction) => activityRow(transaction, locale, formats)),
      })
    }
  }
  return result
}
