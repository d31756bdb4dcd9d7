import { formatUnits, hexToString, isHex } from 'viem'
import type { TransactionFields } from './transaction.js'
import type { DevWalletChain } from './types.js'

// Human text for the consent prompt: what is connected, signed or sent, and where.

const network = (chain: DevWalletChain) => `Network: ${chain.name} (${chain.id})`

const shortHex = (data: string, max = 202) =>
  data.length > max ? `${data.slice(0, max)}… (${(data.length - 2) / 2} bytes)` : data

/** The text of a personal_sign message: UTF-8 when the hex decodes to printable text, else the hex. */
export function messageText(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text)) return text
  } catch {}
  return message
}

export const summarizeConnect = (address: string, chain: DevWalletChain, origin: string | undefined) =>
  [origin ? `${origin} wants to connect` : 'Connect', `Account: ${address}`, network(chain)].join('\n')

export const summarizeMessage = (message: string, chain: DevWalletChain) =>
  `${messageText(message)}\n\n${network(chain)}`

export function summarizeTypedData(
  typed: { domain?: Record<string, unknown>; primaryType?: string; message?: unknown },
  chain: DevWalletChain,
): string {
  const domain = typed.domain ?? {}
  const lines = [`Type: ${typed.primaryType}`]
  if (domain.name !== undefined) lines.push(`Domain: ${String(domain.name)}`)
  if (domain.verifyingContract !== undefined) lines.push(`Contract: ${String(domain.verifyingContract)}`)
  lines.push(`Message: ${JSON.stringify(typed.message, null, 2)}`, network(chain))
  return lines.join('\n')
}

function transactionLines(tx: TransactionFields, chain: DevWalletChain): string[] {
  const symbol = chain.nativeCurrency?.symbol ?? 'ETH'
  const decimals = chain.nativeCurrency?.decimals ?? 18
  const lines = [
    `To: ${tx.to ?? '(contract deployment)'}`,
    `Value: ${formatUnits(tx.value ?? 0n, decimals)} ${symbol}`,
  ]
  if (tx.data && tx.data !== '0x') lines.push(`Data: ${shortHex(tx.data)}`)
  return lines
}

export const summarizeTransaction = (tx: TransactionFields, chain: DevWalletChain) =>
  [...transactionLines(tx, chain), network(chain)].join('\n')

export function summarizeCalls(calls: TransactionFields[], chain: DevWalletChain): string {
  const lines = [`${calls.length} call${calls.length === 1 ? '' : 's'}, sent in order`]
  calls.forEach((call, i) => {
    lines.push('', `#${i + 1}`, ...transactionLines(call, chain))
  })
  lines.push('', network(chain))
  return lines.join('\n')
}

export const summarizeAddChain = (chain: DevWalletChain) =>
  [
    `Network: ${chain.name}`,
    `Chain ID: ${chain.id}`,
    `RPC URL: ${chain.rpcUrl}`,
    `Currency: ${chain.nativeCurrency?.symbol ?? 'ETH'}`,
  ].join('\n')
