import { formatBalance, formatFiat, type TokenBalance } from '@portico/core'

/** A token balance for display: 3-decimal amount, 2-decimal USD value (spec §9). */
export function tokenDisplay(token: TokenBalance): { amount: string; value: string } {
  return { amount: formatBalance(token.quantity.numeric), value: formatFiat(token.value) }
}
