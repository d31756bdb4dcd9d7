import type { PermissionStorage } from '../rememberedPermission.js'
import type { DevWalletPolicy, DevWalletRequest } from '../types.js'

/** The Solana preflight commitments the wallet accepts; it refuses any other (-32602). */
export type SolanaCommitment =
  | 'processed'
  | 'confirmed'
  | 'finalized'
  | 'recent'
  | 'single'
  | 'singleGossip'
  | 'root'
  | 'max'

export type SolanaDevWalletOptions = {
  /** A 32-byte seed or 64-byte secret key (bytes or base58). Default: the devnet's first funded account. */
  secretKey?: Uint8Array | string | undefined
  /** JSON-RPC URL used by `solana:signAndSendTransaction`. */
  rpcUrl: string
  /** WebSocket URL of the same node (optional; sending does not wait on it). */
  wsUrl?: string | undefined
  /** Wallet Standard chain ids it serves, e.g. the CAIP-2 id `solana:<first 32 of the genesis hash>`. */
  chains: readonly `solana:${string}`[]
  /** Shown in the prompt; default 'Solana Devnet'. */
  chainName?: string | undefined
  /** Default 'prompt' where there is a document, 'approve' elsewhere. */
  policy?: DevWalletPolicy | undefined
  prompt?: ((request: DevWalletRequest) => Promise<boolean>) | undefined
  /** Default 'Portico Dev Wallet'. */
  name?: string | undefined
  /**
   * Where the site's permission is remembered, as real wallets do, so that a reload's silent
   * `standard:connect` gets the account back without asking (e.g. `localStorage`). Default: memory only.
   */
  permissionStorage?: PermissionStorage | undefined
}
