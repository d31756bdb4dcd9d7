// What the approval view shows of a request, already in the user's words: a title and a tree of labelled values.
// Built per chain by describeEvm / describeSolana, drawn by the approval view.

export type Detail = {
  label: string
  value?: string
  /** Addresses, hex and numbers: drawn in a monospace font and never translated. */
  mono?: boolean
  children?: Detail[]
}

/** `blocked`: the request cannot be approved, and this line says why (the view offers only Reject). */
export type Description = { title: string; details: Detail[]; blocked?: string }

/** Bounds on what a description shows, so a huge request cannot freeze the view. */
export const MAX_DETAIL_DEPTH = 8
export const MAX_DETAIL_ITEMS = 64
export const MAX_VALUE_LENGTH = 4096

export function clip(text: string, max = MAX_VALUE_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * A signed message as a person reads it: its UTF-8 text when it is printable (letters, marks, punctuation,
 * spaces and line breaks), else undefined (show hex then).
 */
export function printableText(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return ''
  let text: string
  try {
    text = decoder.decode(bytes)
  } catch {
    return undefined
  }
  // Controls other than tab and line breaks, and invisible format characters, make text unsafe to show as such.
  return /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u.test(text.replace(/[\t\n\r]/g, '')) ? undefined : text
}

/** A JSON-ish value (typed data, call arguments) as a tree of details, bounded in depth and breadth. */
export function valueTree(label: string, value: unknown, depth = 0): Detail {
  if (value === null || value === undefined) return { label, value: String(value), mono: true }
  if (typeof value !== 'object')
    return { label, value: clip(String(value)), mono: typeof value !== 'string' || /^0x/i.test(value) }
  if (depth >= MAX_DETAIL_DEPTH) return { label, value: '…' }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value as Record<string, unknown>)
  const children = entries.slice(0, MAX_DETAIL_ITEMS).map(([key, item]) => valueTree(key, item, depth + 1))
  if (entries.length > MAX_DETAIL_ITEMS)
    children.push({ label: '…', value: `+${entries.length - MAX_DETAIL_ITEMS}` })
  return { label, children }
}
