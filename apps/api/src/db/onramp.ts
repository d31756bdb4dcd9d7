import { randomUUID } from 'node:crypto'
import type { Database } from './database.js'

/** A sandbox checkout session: where the tokens go and what the buyer may choose. */
export type OnrampSessionRow = {
  id: string
  destination_address: string
  networks: string[]
  assets: string[]
  default_network: string | null
  preset_fiat_amount: string | null
}

/** A paid purchase, delivered on chain by `tx_hash`; `address` is lower case. */
export type OnrampPurchaseRow = {
  id: string
  address: string
  network: string
  asset_symbol: string
  crypto_amount: string
  price_usd: number
  tx_hash: string
  created_at: Date | string
}

export type InsertOnrampSessionParameters = {
  projectId: string
  destinationAddress: string
  networks: string[]
  assets: string[]
  defaultNetwork: string | undefined
  presetFiatAmount: number | undefined
  presetCryptoAmount: number | undefined
  partnerUserId: string
}

/** Stores a checkout session and returns its new id. */
export async function insertOnrampSession(
  db: Database,
  session: InsertOnrampSessionParameters,
): Promise<string> {
  const id = randomUUID()
  await db.query(
    `insert into onramp_sessions (id, project_id, destination_address, networks, assets, default_network, preset_fiat_amount, preset_crypto_amount, partner_user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      session.projectId,
      session.destinationAddress.toLowerCase(),
      session.networks,
      session.assets,
      session.defaultNetwork ?? null,
      session.presetFiatAmount ?? null,
      session.presetCryptoAmount ?? null,
      session.partnerUserId,
    ],
  )
  return id
}

/** The checkout session, if there is one with this id. */
export async function findOnrampSession(db: Database, id: string): Promise<OnrampSessionRow | undefined> {
  return (await db.query<OnrampSessionRow>('select * from onramp_sessions where id = $1', [id]))[0]
}

export type InsertOnrampPurchaseParameters = {
  sessionId: string
  address: string
  network: string
  assetSymbol: string
  cryptoAmount: string
  fiatAmount: string
  fiatCurrency: string
  paymentMethod: string
  providerFee: string
  networkFee: string
  priceUsd: number
  txHash: string
}

/** Records a delivered purchase. */
export async function insertOnrampPurchase(
  db: Database,
  purchase: InsertOnrampPurchaseParameters,
): Promise<void> {
  await db.query(
    `insert into onramp_purchases (id, session_id, address, network, asset_symbol, crypto_amount, fiat_amount, fiat_currency, payment_method, provider_fee, network_fee, price_usd, tx_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      randomUUID(),
      purchase.sessionId,
      purchase.address,
      purchase.network,
      purchase.assetSymbol,
      purchase.cryptoAmount,
      purchase.fiatAmount,
      purchase.fiatCurrency,
      purchase.paymentMethod,
      purchase.providerFee,
      purchase.networkFee,
      purchase.priceUsd,
      purchase.txHash,
    ],
  )
}

/** The newest 100 purchases delivered to `address`, newest first. */
export function listOnrampPurchases(db: Database, address: string): Promise<OnrampPurchaseRow[]> {
  return db.query<OnrampPurchaseRow>(
    'select * from onramp_purchases where address = $1 order by created_at desc limit 100',
    [address.toLowerCase()],
  )
}
