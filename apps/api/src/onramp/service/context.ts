import type { ChainClients } from '../../chain/clients.js'
import type { ChainConfig, SolanaNodeConfig } from '../../config.js'
import type { Database } from '../../db/database.js'
import type { OnrampNamespace, OnrampProvider } from '../providers.js'

/** An asset on offer: on an EVM chain (priced by its AMM) or on a Solana node (priced by the configuration). */
export type Asset = {
  symbol: string
  name: string
  decimals: number
  /** Token contract or mint; undefined for the native currency. */
  address: string | undefined
  /** CAIP-2 id of its network. */
  network: string
  networkName: string
  namespace: OnrampNamespace
  /** The EVM chain; undefined on Solana. */
  chain: ChainConfig | undefined
  /** The configured USD price on Solana. */
  usdPrice: number | undefined
}

/** Where a checkout stands: not paid yet, paid and delivering, delivered, or failed. */
export type CheckoutStatus = 'open' | 'pending' | 'confirmed' | 'failed'
/** A purchase's stored status as checkouts and history name it. */
export const statusOf = { pending: 'pending', delivered: 'confirmed', failed: 'failed' } as const

/** What every part of the on-ramp service shares: its parameters and the assets on offer. */
export type OnrampServiceContext = {
  db: Database
  clients: ChainClients
  solanaNodes: readonly SolanaNodeConfig[]
  iconUrl: (symbol: string) => string
  /** The assets on offer, of one provider or of all. */
  assets: (provider?: OnrampProvider) => Asset[]
}
