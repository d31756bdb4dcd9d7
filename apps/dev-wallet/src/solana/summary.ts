import { SystemProgram, type VersionedTransaction } from '@solana/web3.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const LAMPORTS_PER_SOL = 1_000_000_000n

const sol = (lamports: bigint) => {
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${lamports / LAMPORTS_PER_SOL}${fraction ? `.${fraction}` : ''} SOL`
}

export const summarizeSolanaConnect = (address: string, origin: string | undefined) =>
  `${origin ?? 'This page'} asks to see your account\n${address}`

export const summarizeSolanaMessage = (text: string) => `Message:\n${text}`

/** One line per instruction: SOL and token transfers spelled out, other programs by id. */
export function summarizeSolanaTransaction(tx: VersionedTransaction, action: 'sign' | 'send'): string {
  const keys = tx.message.staticAccountKeys.map((key) => key.toBase58())
  const lines = tx.message.compiledInstructions.map((instruction) => {
    const program = keys[instruction.programIdIndex] ?? '?'
    const account = (index: number) => keys[instruction.accountKeyIndexes[index] ?? -1] ?? '?'
    const data = instruction.data
    if (program === SystemProgram.programId.toBase58() && data.length === 12 && data[0] === 2) {
      const lamports = new DataView(data.buffer, data.byteOffset).getBigUint64(4, true)
      return `Send ${sol(lamports)} to ${account(1)}`
    }
    if (program === TOKEN_PROGRAM && data[0] === 12 && data.length === 10) {
      const amount = new DataView(data.buffer, data.byteOffset).getBigUint64(1, true)
      return `Send ${amount} token base units (${data[9]} decimals) of ${account(1)} to ${account(2)}`
    }
    if (program === TOKEN_PROGRAM && data[0] === 3) return `Token transfer to ${account(1)}`
    return `Call ${program}`
  })
  const verb = action === 'send' ? 'Sign and send' : 'Sign'
  return [`${verb} a transaction (fee payer ${keys[0]})`, ...lines].join('\n')
}
