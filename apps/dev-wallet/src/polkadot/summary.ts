import { hexToU8a, isHex, isUtf8, u8aToString } from '@polkadot/util'
import { encodeAddress } from '@polkadot/util-crypto'

// Human text for the consent prompt of the Polkadot dev wallet.

/** Base units as display units, trailing zeros dropped. */
export function formatPlanck(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return `${digits.slice(0, -decimals) || '0'}${fraction ? `.${fraction}` : ''}`
}

export const summarizePolkadotConnect = (
  accounts: readonly { address: string; name?: string | undefined }[],
  origin: string,
) => [`${origin} wants to see your accounts:`, ...accounts.map((a) => `  ${a.name}: ${a.address}`)].join('\n')

/** The message as text when it is printable UTF-8, else its hex. */
export function rawText(hex: string): string {
  if (!isHex(hex)) return hex
  const bytes = hexToU8a(hex)
  if (!isUtf8(bytes)) return hex
  const text = u8aToString(bytes)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text) ? hex : text
}

export const summarizeRaw = (data: string, address: string) => `Sign as ${address}:\n${rawText(data)}`

/**
 * A transaction payload. Without the chain's metadata the call cannot be named, so a call shaped like a
 * balances transfer (pallet, call, MultiAddress::Id, Compact<u128>) is shown as "to … amount …", with the
 * raw call bytes always listed.
 */
export function summarizePayload(
  payload: { method: string; nonce: string; tip: string; address: string },
  ss58Format: number,
  symbol: string,
  decimals: number,
): string {
  const lines = [`From ${payload.address}`]
  const transfer = readTransferShape(payload.method)
  if (transfer) {
    lines.push(`To ${encodeAddress(transfer.to, ss58Format)}`)
    lines.push(`Amount ${formatPlanck(transfer.value, decimals)} ${symbol}`)
  }
  const call = payload.method.length > 140 ? `${payload.method.slice(0, 140)}…` : payload.method
  lines.push(`Call ${call}`, `Nonce ${BigInt(payload.nonce)}`)
  return lines.join('\n')
}

function readTransferShape(method: string): { to: Uint8Array; value: bigint } | undefined {
  const bytes = hexToU8a(method)
  if (bytes.length < 36 || bytes[2] !== 0) return undefined
  const to = bytes.subarray(3, 35)
  const compact = readCompact(bytes.subarray(35))
  if (!compact || 35 + compact.length !== bytes.length) return undefined
  return { to: Uint8Array.from(to), value: compact.value }
}

/** SCALE Compact<u128>. */
function readCompact(bytes: Uint8Array): { value: bigint; length: number } | undefined {
  const first = bytes[0]
  if (first === undefined) return undefined
  const mode = first & 3
  const le = (n: number) => {
    let value = 0n
    for (let i = n - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0)
    return value
  }
  if (mode === 0) return { value: BigInt(first >> 2), length: 1 }
  if (mode === 1) return bytes.length >= 2 ? { value: le(2) >> 2n, length: 2 } : undefined
  if (mode === 2) return bytes.length >= 4 ? { value: le(4) >> 2n, length: 4 } : undefined
  const size = (first >> 2) + 4
  if (bytes.length < size + 1) return undefined
  let value = 0n
  for (let i = size; i >= 1; i--) value = (value << 8n) | BigInt(bytes[i] ?? 0)
  return { value, length: size + 1 }
}
