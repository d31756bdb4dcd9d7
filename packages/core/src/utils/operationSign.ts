const PLUS_OPERATIONS: ReadonlySet<string> = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS_OPERATIONS: ReadonlySet<string> = new Set(['withdraw', 'repay', 'burn'])

export type OperationSign = '+' | '-' | ''

/**
 * Sign shown before a transaction's amount: '+' for receive, deposit, borrow, claim; '-' for withdraw,
 * repay, burn; '' for anything else. Operation types are matched exactly (the API sends lowercase).
 */
export function operationSign(operationType: string): OperationSign {
  if (PLUS_OPERATIONS.has(operationType)) return '+'
  if (MINUS_OPERATIONS.has(operationType)) return '-'
  return ''
}
