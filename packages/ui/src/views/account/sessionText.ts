import { formatUnits, shortenAddress } from '@portico/core'
import type { Locale } from '../../i18n/en.js'
import { format } from '../../i18n/format.js'
import type { Formats } from '../../i18n/formats.js'
import type { Language } from '../../i18n/languages.js'
import type { SessionEntry } from './sessionsStore.js'

// A session in words: what it may spend, where to, what it has used, until when, and which app key holds it.

type Words = { locale: Locale; formats: Formats; language: Language }

/** An amount of the session's token, in its decimals; in base units beside the token's address when unread. */
function amountOf(
  entry: SessionEntry,
  value: bigint,
  { formats }: Words,
): { amount: string; symbol: string } {
  const { permission } = entry.permission
  if (entry.token)
    return { amount: formats.quantity(formatUnits(value, entry.token.decimals)), symbol: entry.token.symbol }
  const symbol = permission.type === 'erc20-token-allowance' ? shortenAddress(permission.token) : ''
  return { amount: value.toString(), symbol }
}

/** 'Spend up to 10 USDC'. */
export function allowanceText(entry: SessionEntry, words: Words): string {
  return format(words.locale.sessionAllowance, amountOf(entry, entry.permission.permission.allowance, words))
}

/** Where a native allowance may go ('Only to 0x12…ab or 0x34…cd', 'To any address'); undefined for a token. */
export function targetsText(entry: SessionEntry, { locale, language }: Words): string | undefined {
  const { permission } = entry.permission
  if (permission.type !== 'native-token-allowance') return undefined
  if (permission.targets.length === 0) return locale.sessionTargetsAny
  const addresses = new Intl.ListFormat(language, { type: 'disjunction' }).format(
    permission.targets.map((target) => shortenAddress(target)),
  )
  return format(locale.sessionTargets, { addresses })
}

/** '2.5 of 10 USDC used', once read. */
export function usedText(entry: SessionEntry, spent: bigint, words: Words): string {
  const limit = amountOf(entry, entry.permission.permission.allowance, words)
  return format(words.locale.sessionUsed, {
    spent: amountOf(entry, spent, words).amount,
    limit: limit.amount,
    symbol: limit.symbol,
  })
}

/** 'Expires Nov 30, 2026, 6:00 PM', or 'Expired' once past `now` (ms). */
export function expiryText(entry: SessionEntry, { locale, formats }: Words, now: number): string {
  const at = entry.permission.expiry * 1000
  return at <= now
    ? locale.sessionExpired
    : format(locale.sessionExpires, { date: formats.dateTime(new Date(at)) })
}

/** 'App key 0x7099…79C8'. */
export function signerText(entry: SessionEntry, { locale }: Words): string {
  return format(locale.sessionSigner, { address: shortenAddress(entry.permission.signer) })
}
