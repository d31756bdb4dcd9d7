import type { VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { TOKEN_PROGRAM_ID, uiTokenAmount } from '../tokenAccounts.js'

const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'

type Compiled = VersionedMessage['compiledInstructions'][number]

/** `jsonParsed` account keys: each with whether it signs and is writable. */
export function parsedAccountKeys(message: VersionedMessage, accountKeys: string[]) {
  return accountKeys.map((pubkey, index) => ({
    pubkey,
    signer: message.isAccountSigner(index),
    writable: message.isAccountWritable(index),
    source: 'transaction',
  }))
}

const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

/** System transfers, as the RPC parses them; undefined for other system instructions. */
function parseSystem(data: Uint8Array, accounts: string[]) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (data.length !== 12 || view.getUint32(0, true) !== 2) return undefined
  return {
    type: 'transfer',
    info: { source: accounts[0], destination: accounts[1], lamports: Number(u64(data, 4)) },
  }
}

/** SPL token `transfer` and `transferChecked`, as the RPC parses them; undefined for other instructions. */
function parseToken(data: Uint8Array, accounts: string[]) {
  if (data[0] === 3 && data.length === 9) {
    const [source, destination, authority] = accounts
    return { type: 'transfer', info: { source, destination, authority, amount: u64(data, 1).toString() } }
  }
  if (data[0] === 12 && data.length === 10) {
    const [source, mint, destination, authority] = accounts
    const tokenAmount = uiTokenAmount(u64(data, 1), data[9] ?? 0)
    return { type: 'transferChecked', info: { source, mint, destination, authority, tokenAmount } }
  }
  return undefined
}

/** One instruction in `jsonParsed`: parsed where it is a known kind, otherwise its accounts and base58 data. */
function parseInstruction(instruction: Compiled, accountKeys: string[]) {
  const programId = accountKeys[instruction.programIdIndex] as string
  const accounts = instruction.accountKeyIndexes.map((index) => accountKeys[index] as string)
  const parsed =
    programId === SYSTEM_PROGRAM_ID
      ? parseSystem(instruction.data, accounts)
      : programId === TOKEN_PROGRAM_ID
        ? parseToken(instruction.data, accounts)
        : undefined
  const program = programId === SYSTEM_PROGRAM_ID ? 'system' : 'spl-token'
  if (parsed) return { program, programId, parsed, stackHeight: null }
  return { programId, accounts, data: bs58.encode(instruction.data), stackHeight: null }
}

/** A transaction in `jsonParsed` encoding (`getParsedTransaction`). */
export function parseTransaction(tx: VersionedTransaction, accountKeys: string[]) {
  const { message } = tx
  return {
    signatures: tx.signatures.map((signature) => bs58.encode(signature)),
    message: {
      accountKeys: parsedAccountKeys(message, accountKeys),
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) =>
        parseInstruction(instruction, accountKeys),
      ),
      ...(message.version === 'legacy' ? {} : { addressTableLookups: [] }),
    },
  }
}
