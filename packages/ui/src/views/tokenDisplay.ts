import type { TokenBalance } from '@portico/core'
import type { Formats } from '../i18n/formats.js'

/** A token balance for display: amount truncated to 3 decimals, USD value with 2 decimals. */
export function tokenDisplay(token: TokenBalance, formats: Formats): { amount: string; value: string } {
  return { amount: formats.balance(token.quantity.numeric), value: formats.fiat(token.value) }
}
