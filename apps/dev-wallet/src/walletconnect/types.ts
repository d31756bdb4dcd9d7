import type { DevWalletChain } from '../types.js'

/** One EVM chain the WalletConnect wallet serves. */
export type WalletConnectWalletChain = { chainId: number; rpcUrl: string; name?: string | undefined }

export type StartWalletConnectWalletOptions = {
  /** Where the page's HTTP server listens; default 127.0.0.1. */
  host?: string | undefined
  /** Default 0 (any free port). */
  port?: number | undefined
  /** The relay the page's sign client connects to, e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  /** Sent to the relay as `?projectId=`. */
  projectId: string
  evm: {
    /** The first chain is the initial one; every chain is offered in sessions and can be switched to. */
    chains: readonly WalletConnectWalletChain[]
    /**
     * The accounts, in order; the page shares one at a time and "Switch account" moves to the next. Default:
     * anvil accounts 0 and 1 (the injected dev wallet's account, then the next anvil account).
     */
    privateKeys?: readonly `0x${string}`[] | undefined
  }
  solana?:
    | {
        /** CAIP-2 id of the local chain, e.g. `solana:<first 32 characters of the genesis hash>`. */
        caipNetworkId: `solana:${string}`
        /** JSON-RPC URL used to send transactions. */
        rpcUrl: string
        wsUrl?: string | undefined
        /** Shown in the page and its prompts; default 'Solana Devnet'. */
        name?: string | undefined
        /**
         * 32-byte seeds or 64-byte secret keys (bytes or base58), in the same order as the EVM accounts. Default:
         * `@portico/devnet-solana`'s accounts 0 and 1 (the injected Solana dev wallet's key, then the next).
         */
        secretKeys?: readonly (Uint8Array | string)[] | undefined
      }
    | undefined
  /** The wallet's name in its WalletConnect metadata and on the page; default 'Portico WalletConnect Wallet'. */
  name?: string | undefined
}

export type WalletConnectWallet = {
  /** The page, e.g. `http://127.0.0.1:5180/`; add `?uri=<wc: URI>` (at `/` or `/wc`) to pair at once. */
  url: string
  stop(): Promise<void>
}

/** What the server hands the page (inlined as JSON): every key already resolved. */
export type WalletPageConfig = {
  relayUrl: string
  projectId: string
  name: string
  evm: { chains: DevWalletChain[]; privateKeys: `0x${string}`[] }
  solana?: {
    caipNetworkId: `solana:${string}`
    rpcUrl: string
    wsUrl?: string
    name: string
    secretKeys: string[]
  }
}
