const ELLIPSIS = '…'

/**
 * Shortens an address for descriptions: 4 leading and 6 trailing characters joined with '…',
 * e.g. '0x1234567890abcdef1234567890abcdef12345678' → '0x12…345678'. Strings no longer than the shortened form
 * (4 + 1 + 6 = 11 characters) are returned unchanged. Counts UTF-16 code units; addresses are ASCII.
 */
export function shortenAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + ELLIPSIS.length + trailing) return address
  return `${address.slice(0, leading)}${ELLIPSIS}${trailing > 0 ? address.slice(-trailing) : ''}`
}
