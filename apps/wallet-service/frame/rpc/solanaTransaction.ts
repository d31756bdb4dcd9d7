// Solana's transaction wire format, legacy and version 0, read and signed here without a Solana SDK:
//   compact-u16 signature count, 64 bytes per signature, then the message (what is signed):
//   [0x80 | version] (v0 only), header (required signatures, read-only signed, read-only unsigned),
//   compact-u16 + 32-byte account keys, 32-byte recent blockhash,
//   compact-u16 instructions (program index, compact-u16 + account indexes, compact-u16 + data),
//   and for v0 compact-u16 address-table lookups (32-byte table, writable and read-only index lists).
import bs58 from 'bs58'

export type SolanaInstruction = { programIdIndex: number; accountIndexes: number[]; data: Uint8Array }

export type SolanaTransaction = {
  version: 'legacy' | 0
  /** The signatures in the transaction (zeros where a signer has not signed yet). */
  signatures: Uint8Array[]
  /** The message bytes, which each signer signs. */
  message: Uint8Array
  requiredSignatures: number
  /** Account keys written in the message, base58 (lookup-table accounts are not among them). */
  accountKeys: string[]
  instructions: SolanaInstruction[]
}

export class SolanaTransactionError extends Error {
  override name = 'SolanaTransactionError'
}

/** Upper bounds of the format (a transaction is at most 1232 bytes on the wire). */
const MAX_TRANSACTION_BYTES = 1232 * 4

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}
  u8(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new SolanaTransactionError('Transaction ends early')
    this.offset++
    return value
  }
  /** Solana's compact-u16: 7 bits per byte, at most 3 bytes. */
  length(): number {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.u8()
      value |= (byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return value
    }
    throw new SolanaTransactionError('Bad length')
  }
  take(count: number): Uint8Array {
    if (this.offset + count > this.bytes.length) throw new SolanaTransactionError('Transaction ends early')
    const slice = this.bytes.subarray(this.offset, this.offset + count)
    this.offset += count
    return slice
  }
}

function compactLength(value: number): number[] {
  const out: number[] = []
  let rest = value
  do {
    let byte = rest & 0x7f
    rest >>= 7
    if (rest) byte |= 0x80
    out.push(byte)
  } while (rest)
  return out
}

export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES) throw new SolanaTransactionError('Transaction too large')
  const reader = new Reader(bytes)
  const signatureCount = reader.length()
  const signatures = Array.from({ length: signatureCount }, () => Uint8Array.from(reader.take(64)))
  const messageStart = reader.offset
  const first = reader.u8()
  let version: 'legacy' | 0 = 'legacy'
  let requiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0)
      throw new SolanaTransactionError(`Unsupported transaction version ${first & 0x7f}`)
    version = 0
    requiredSignatures = reader.u8()
  }
  reader.u8() // read-only signed accounts
  reader.u8() // read-only unsigned accounts
  const keyCount = reader.length()
  const accountKeys = Array.from({ length: keyCount }, () => bs58.encode(reader.take(32)))
  if (requiredSignatures > keyCount) throw new SolanaTransactionError('More signers than accounts')
  reader.take(32) // recent blockhash
  const instructionCount = reader.length()
  const instructions: SolanaInstruction[] = []
  for (let i = 0; i < instructionCount; i++) {
    const programIdIndex = reader.u8()
    const accountIndexes = Array.from(reader.take(reader.length()))
    const data = Uint8Array.from(reader.take(reader.length()))
    instructions.push({ programIdIndex, accountIndexes, data })
  }
  if (version === 0) {
    const lookups = reader.length()
    for (let i = 0; i < lookups; i++) {
      reader.take(32)
      reader.take(reader.length())
      reader.take(reader.length())
    }
  }
  if (reader.offset !== bytes.length) throw new SolanaTransactionError('Unexpected bytes after the message')
  return {
    version,
    signatures,
    message: Uint8Array.from(bytes.subarray(messageStart)),
    requiredSignatures,
    accountKeys,
    instructions,
  }
}

/**
 * Puts `signature` in the slot of `signer` among the transaction's required signers and returns the wire bytes
 * (with one slot per required signer, empty slots zero).
 */
export function withSignature(
  transaction: SolanaTransaction,
  signer: string,
  signature: Uint8Array,
): Uint8Array {
  const index = transaction.accountKeys.slice(0, transaction.requiredSignatures).indexOf(signer)
  if (index < 0) throw new SolanaTransactionError('This wallet is not a signer of the transaction')
  const slots = Array.from(
    { length: transaction.requiredSignatures },
    (_, i) => transaction.signatures[i] ?? new Uint8Array(64),
  )
  slots[index] = signature
  transaction.signatures = slots
  return serializeSolanaTransaction(transaction)
}

export function serializeSolanaTransaction(transaction: SolanaTransaction): Uint8Array {
  const prefix = compactLength(transaction.signatures.length)
  const out = new Uint8Array(prefix.length + 64 * transaction.signatures.length + transaction.message.length)
  out.set(prefix)
  for (const [i, signature] of transaction.signatures.entries()) out.set(signature, prefix.length + 64 * i)
  out.set(transaction.message, prefix.length + 64 * transaction.signatures.length)
  return out
}
