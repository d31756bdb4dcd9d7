// Solana requests in the user's words: the message text, and per transaction its System transfers (SOL amount
// and recipient), SPL token transfers (amount and destination account) and any other instruction as its program,
// accounts and data.
import type { EmbeddedStrings } from '@portico/i18n/embedded'
import { fillEmbedded } from '@portico/i18n/embedded'
import { bytesToHex, formatUnits } from 'viem'
import { clip, type Description, type Detail, printableText } from './description.js'
import type { SolanaTransaction } from './solanaTransaction.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const LAMPORTS_DECIMALS = 9

export function describeSolanaMessage(message: Uint8Array, strings: EmbeddedStrings): Description {
  const text = printableText(message)
  return {
    title: strings.signMessageTitle,
    details: [
      text === undefined
        ? { label: strings.messageHexLabel, value: clip(bytesToHex(message)), mono: true }
        : { label: strings.messageLabel, value: clip(text) },
    ],
  }
}

export function describeSolanaTransactions(
  transactions: readonly SolanaTransaction[],
  method: 'solana_signTransaction' | 'solana_signAllTransactions' | 'solana_signAndSendTransaction',
  strings: EmbeddedStrings,
): Description {
  const title =
    method === 'solana_signAllTransactions'
      ? fillEmbedded(strings.signAllTransactionsTitle, { count: transactions.length })
      : method === 'solana_signAndSendTransaction'
        ? strings.signAndSendTransactionTitle
        : strings.signTransactionTitle
  if (transactions.length === 1) return { title, details: transactionDetails(transactions[0]!, strings) }
  return {
    title,
    details: transactions.map((transaction, index) => ({
      label: fillEmbedded(strings.transactionLabel, { index: index + 1 }),
      children: transactionDetails(transaction, strings),
    })),
  }
}

function transactionDetails(transaction: SolanaTransaction, strings: EmbeddedStrings): Detail[] {
  const keys = transaction.accountKeys
  // Accounts loaded from lookup tables are not in the message itself: they show by index.
  const account = (index: number) => keys[index] ?? `#${index}`
  const decoded: Detail[][] = []
  const others: Detail[] = []
  for (const instruction of transaction.instructions.slice(0, 64)) {
    const program = account(instruction.programIdIndex)
    const accounts = instruction.accountIndexes.map(account)
    const data = instruction.data
    const transfer =
      program === SYSTEM_PROGRAM
        ? systemTransfer(data, accounts, strings)
        : TOKEN_PROGRAMS.has(program)
          ? tokenTransfer(data, accounts, strings)
          : undefined
    if (transfer) decoded.push(transfer)
    else
      others.push({
        label: strings.programLabel,
        value: program,
        mono: true,
        children: [
          {
            label: strings.accountsLabel,
            children: accounts.map((key, i) => ({ label: String(i), value: key, mono: true })),
          },
          { label: strings.dataLabel, value: clip(bytesToHex(data)), mono: true },
        ],
      })
  }
  const details = decoded.flat()
  if (others.length) details.push({ label: strings.instructionsLabel, children: others })
  return details
}

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

/** System program Transfer: u32 index 2, u64 lamports; accounts [from, to]. */
function systemTransfer(
  data: Uint8Array,
  accounts: string[],
  strings: EmbeddedStrings,
): Detail[] | undefined {
  if (data.length !== 12 || new DataView(data.buffer, data.byteOffset).getUint32(0, true) !== 2)
    return undefined
  const lamports = u64(data, 4)
  if (lamports === undefined || !accounts[1]) return undefined
  return [
    { label: strings.amountLabel, value: `${formatUnits(lamports, LAMPORTS_DECIMALS)} SOL`, mono: true },
    { label: strings.recipientLabel, value: accounts[1], mono: true },
  ]
}

/**
 * SPL Token Transfer (3: u64 amount; accounts [source, destination, owner]) and TransferChecked (12: u64 amount,
 * u8 decimals; accounts [source, mint, destination, owner]). The recipient shown is the destination token account.
 */
function tokenTransfer(data: Uint8Array, accounts: string[], strings: EmbeddedStrings): Detail[] | undefined {
  if (data[0] === 3 && data.length === 9 && accounts[1]) {
    const amount = u64(data, 1)!
    return [
      { label: strings.amountLabel, value: amount.toString(), mono: true },
      { label: strings.recipientLabel, value: accounts[1], mono: true },
    ]
  }
  if (data[0] === 12 && data.length === 10 && accounts[1] && accounts[2]) {
    const amount = u64(data, 1)!
    const decimals = data[9]!
    return [
      { label: strings.amountLabel, value: formatUnits(amount, decimals), mono: true },
      { label: strings.recipientLabel, value: accounts[2], mono: true },
      { label: strings.tokenLabel, value: accounts[1], mono: true },
    ]
  }
  return undefined
}
