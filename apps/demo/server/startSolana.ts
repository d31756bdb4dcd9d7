import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'

/**
 * The local Solana chain (litesvm, in this process): the dev wallet's default key is its first account,
 * funded with 100 SOL and 1000 PUSD. Undefined (with the reason printed) when it cannot start.
 */
export async function startSolana({ host }: { host: string }): Promise<SolanaDevnet | undefined> {
  if (process.env.PORTICO_DEMO_SOLANA === '0') return undefined
  try {
    return await startSolanaDevnet({ host })
  } catch (error) {
    console.warn(`Portico: no local Solana chain (${(error as Error).message}); the demo runs without it.`)
    return undefined
  }
}
