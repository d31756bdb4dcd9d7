import type { Keypair } from '@solana/web3.js'
import type { Chain } from './chain.js'

export type StartSolanaDevnetOptions = {
  host?: string | undefined
  /** Default 0: a free port. HTTP JSON-RPC and WebSocket subscriptions share it. */
  port?: number | undefined
  /** Funded test accounts (deterministic keypairs); default 3. */
  accounts?: number | undefined
  /** SOL per test account; default 100. */
  sol?: number | undefined
  /** Tokens (display units) per test account; default 1000. */
  tokens?: number | undefined
}

export type SolanaDevnetAccount = {
  address: string
  keypair: Keypair
  /** The account's associated token account of the devnet mint. */
  tokenAccount: string
}

export type SolanaDevnetMint = {
  address: string
  decimals: number
  symbol: string
  name: string
  /** May mint more. */
  authority: Keypair
}

export type SolanaDevnet = {
  /** HTTP JSON-RPC endpoint. */
  rpcUrl: string
  /** WebSocket endpoint (same port); pass it as `wsEndpoint` to `new Connection(...)`. */
  wsUrl: string
  genesisHash: string
  /** `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`
  mint: SolanaDevnetMint
  accounts: SolanaDevnetAccount[]
  /** The chain behind the server (litesvm and its records), for tests that look underneath. */
  chain: Chain
  stop(): Promise<void>
}
