/** A transaction error in the JSON-RPC shape: `"AccountNotFound"` or `{ "InstructionError": [0, { "Custom": 1 }] }`. */
export type RpcTransactionError = string | { [kind: string]: unknown }

/**
 * litesvm reports errors as Rust debug text (`InstructionError(0, Custom(1))`); this turns that text into the
 * serde JSON form a validator sends (`{"InstructionError":[0,{"Custom":1}]}`).
 */
export function parseTransactionError(text: string): RpcTransactionError {
  let at = 0
  const skip = () => {
    while (text[at] === ' ' || text[at] === ',') at++
  }
  const value = (): unknown => {
    skip()
    if (text[at] === '"') {
      const end = text.indexOf('"', at + 1)
      const result = text.slice(at + 1, end)
      at = end + 1
      return result
    }
    const match = /^-?\d+/.exec(text.slice(at))
    if (match) {
      at += match[0].length
      return Number(match[0])
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at))?.[0]
    if (!name) throw new Error(`Cannot read the transaction error ${text}`)
    at += name.length
    if (text[at] === ' ' && text[at + 1] === '{') {
      // A struct variant: `Name { field: value }`.
      at += 2
      const fields: Record<string, unknown> = {}
      for (skip(); text[at] !== '}'; skip()) {
        const field = /^[a-z_0-9]+/.exec(text.slice(at))?.[0] ?? ''
        at += field.length + 1
        fields[field] = value()
      }
      at++
      return { [name]: fields }
    }
    if (text[at] !== '(') return name
    at++
    const items: unknown[] = []
    for (skip(); text[at] !== ')'; skip()) items.push(value())
    at++
    return { [name]: items.length === 1 ? items[0] : items }
  }
  return value() as RpcTransactionError
}

/** The error part of litesvm's `FailedTransactionMetadata(... { err: X, meta: ... })` text. */
export function errorOfFailure(description: string): RpcTransactionError {
  const match = /err: (.*?), meta: TransactionMetadata/.exec(description)
  return parseTransactionError(match?.[1] ?? 'GenericError')
}
