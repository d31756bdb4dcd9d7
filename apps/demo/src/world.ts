import type { BitcoinJsNetwork } from '@portico/adapter-bitcoin'

/** What the demo needs to know about the local world; served as `/portico.json` by the dev server. */
export type DemoToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

export type DemoChain = {
  chainId: number
  name: string
  rpcUrl: string
  tokens: DemoToken[]
  nft: `0x${string}`
}

/** The local UTXO chain (litecoind regtest) behind the API's Esplora routes. */
export type DemoBitcoin = {
  caipNetworkId: `bip122:${string}`
  name: string
  symbol: string
  esploraUrl: string
  /** bitcoinjs-lib parameters (plain JSON). */
  params: BitcoinJsNetwork
  /** The node's relay policy in sat/vB. */
  dustRelayFeeRate: number
  minRelayFeeRate: number
}

/** The local Substrate chain (chopsticks) the Polkadot adapter talks to over WebSocket. */
export type DemoPolkadot = {
  caipNetworkId: `polkadot:${string}`
  genesisHash: string
  name: string
  wsUrl: string
  symbol: string
  decimals: number
  ss58Format: number
}

/** The local Solana chain (litesvm behind a JSON-RPC + WebSocket server) and its SPL token. */
export type DemoSolana = {
  caipNetworkId: `solana:${string}`
  name: string
  rpcUrl: string
  wsUrl: string
  token: { address: string; name: string; symbol: string; decimals: number }
}

export type DemoWorld = {
  /** The self-hosted blockchain API (`apps/api`). */
  apiUrl: string
  /** The self-hosted WalletConnect relay (`apps/relay`), `ws://…`. */
  relayUrl?: string
  /** The WalletConnect test wallet's page (`apps/dev-wallet`), on its own origin; in the catalogue as 'portico-dev-wc'. */
  walletConnectWalletUrl?: string
  /** The embedded-wallet service (`apps/wallet-service`): e-mail login and the wallet frame on its own origin. */
  authUrl?: string
  /** The SMTP catcher's inbox page, where the login codes of `pnpm dev` arrive. */
  inboxUrl?: string
  /** The local stand-in of the social login providers (`apps/idp`), which the wallet service is set up against. */
  idpUrl?: string
  /**
   * The Farcaster test client's page (`apps/dev-wallet`), on its own origin: a Farcaster app holding @portico-dev's
   * custody key, the wallet service's Sign In With Farcaster `connectUrlBase`.
   */
  farcasterClientUrl?: string
  /**
   * The Safe host's page (`apps/dev-wallet`), on its own origin: a real Safe on the first chain, which runs the demo
   * as a Safe App (`<safeHostUrl>?app=<demo URL>`); the demo's `safe(...)` connector allows this origin.
   */
  safeHostUrl?: string
  projectId: string
  chains: DemoChain[]
  /** Absent when no litecoind could be started (the demo then runs EVM only). */
  bitcoin?: DemoBitcoin
  /** Absent when the chopsticks chain could not start. */
  polkadot?: DemoPolkadot
  /** Absent when the Solana chain could not start (the demo then runs without it). */
  solana?: DemoSolana
}
