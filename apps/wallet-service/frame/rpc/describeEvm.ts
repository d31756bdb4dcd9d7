// EVM requests in the user's words for the approval view: the message text, the typed data as a tree, and a
// transaction's native amount and recipient, an ERC-20 transfer's token amount and recipient, or any other
// contract call's selector and raw argument words.
import type { EmbeddedStrings } from '@portico/i18n/embedded'
import { fillEmbedded } from '@portico/i18n/embedded'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  hexToBytes,
  size,
  slice,
} from 'viem'
import { clip, type Description, type Detail, printableText, valueTree } from './description.js'

export type EvmCall = { to?: Address | undefined; value?: bigint | undefined; data?: Hex | undefined }

export type TokenInfo = { symbol: string; decimals: number }

export type EvmDescribeContext = {
  strings: EmbeddedStrings
  nativeCurrency: { symbol: string; decimals: number }
  /** The ERC-20 token's symbol and decimals (an eth_call), or undefined when it does not answer as one. */
  readToken: (address: Address) => Promise<TokenInfo | undefined>
}

const TRANSFER_SELECTOR = '0xa9059cbb'

/** A personal_sign message: its text when printable, else its hex. */
export function describeMessage(message: Hex, strings: EmbeddedStrings): Description {
  const text = printableText(hexToBytes(message))
  return {
    title: strings.signMessageTitle,
    details: [
      text === undefined
        ? { label: strings.messageHexLabel, value: clip(message), mono: true }
        : { label: strings.messageLabel, value: clip(text) },
    ],
  }
}

export function describeTypedData(
  typedData: { domain?: unknown; primaryType: string; message: unknown },
  strings: EmbeddedStrings,
): Description {
  return {
    title: strings.signTypedDataTitle,
    details: [
      { ...valueTree(strings.domainLabel, typedData.domain ?? {}) },
      { label: strings.typeLabel, value: typedData.primaryType, mono: true },
      valueTree(strings.messageLabel, typedData.message),
    ],
  }
}

export async function describeTransaction(call: EvmCall, context: EvmDescribeContext): Promise<Description> {
  return { title: context.strings.sendTransactionTitle, details: await callDetails(call, context) }
}

export async function describeCalls(
  calls: readonly EvmCall[],
  context: EvmDescribeContext,
): Promise<Description> {
  const { strings } = context
  if (calls.length === 1)
    return {
      title: fillEmbedded(strings.sendCallsTitle, { count: 1 }),
      details: await callDetails(calls[0]!, context),
    }
  const details: Detail[] = []
  for (const [index, call] of calls.entries())
    details.push({
      label: fillEmbedded(strings.callLabel, { index: index + 1 }),
      children: await callDetails(call, context),
    })
  return { title: fillEmbedded(strings.sendCallsTitle, { count: calls.length }), details }
}

async function callDetails(
  call: EvmCall,
  { strings, nativeCurrency, readToken }: EvmDescribeContext,
): Promise<Detail[]> {
  const value = call.value ?? 0n
  const data = call.data && call.data !== '0x' ? call.data : undefined
  const native = (): Detail => ({
    label: strings.amountLabel,
    value: `${formatUnits(value, nativeCurrency.decimals)} ${nativeCurrency.symbol}`,
    mono: true,
  })
  if (!call.to) {
    // Deploying a contract: there is no recipient, only code.
    return [
      ...(value > 0n ? [native()] : []),
      { label: strings.dataLabel, value: clip(data ?? '0x'), mono: true },
    ]
  }
  if (!data) return [native(), { label: strings.recipientLabel, value: call.to, mono: true }]

  const transfer = decodeTransfer(data)
  if (transfer) {
    const token = await readToken(call.to)
    return [
      {
        label: strings.amountLabel,
        value: token
          ? `${formatUnits(transfer.amount, token.decimals)} ${token.symbol}`
          : transfer.amount.toString(),
        mono: true,
      },
      { label: strings.recipientLabel, value: transfer.recipient, mono: true },
      { label: strings.tokenLabel, value: token?.symbol ?? strings.unknownToken, mono: token !== undefined },
      { label: strings.contractLabel, value: call.to, mono: true },
      ...(value > 0n ? [native()] : []),
    ]
  }

  const details: Detail[] = [
    { label: strings.contractLabel, value: call.to, mono: true },
    ...(value > 0n ? [native()] : []),
  ]
  if (size(data) < 4) return [...details, { label: strings.dataLabel, value: data, mono: true }]
  details.push({ label: strings.functionLabel, value: slice(data, 0, 4), mono: true })
  const words = argumentWords(data)
  if (words.length) details.push({ label: strings.argumentsLabel, children: words })
  return details
}

function decodeTransfer(data: Hex): { recipient: Address; amount: bigint } | undefined {
  if (!data.toLowerCase().startsWith(TRANSFER_SELECTOR)) return undefined
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data })
    if (functionName !== 'transfer') return undefined
    const [recipient, amount] = args
    return { recipient, amount }
  } catch {
    // Not a well-formed transfer(address,uint256): shown as a plain contract call.
    return undefined
  }
}

/** The call's arguments as raw 32-byte words after the selector (a trailing partial word as is). */
function argumentWords(data: Hex): Detail[] {
  const body = data.slice(10)
  const words: Detail[] = []
  for (let offset = 0; offset < body.length && words.length < 64; offset += 64)
    words.push({ label: String(words.length), value: `0x${body.slice(offset, offset + 64)}`, mono: true })
  if (body.length > 64 * 64) words.push({ label: '…', value: `+${Math.ceil((body.length - 64 * 64) / 64)}` })
  return words
}
