import { randomUUID } from 'node:crypto'
import type { Database } from './database.js'

/** Addresses as stored: EVM addresses lower case, others (Solana base58) as given, since their case matters. */
export const storedAddress = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

/** A sandbox checkout session: where the tokens go and what the buyer may choose. */
export type OnrampSessionRow = {
  id: string
  project_id: string
  provider: string
  destination_address: string
  networks: string[]
  assets: string[]
  default_network: string | null
  preset_fiat_amount: string | null
}

/** The status of a purchase's delivery: recorded before anything is sent, then mined or failed. */
export type OnrampPurchaseStatus = 'pending' | 'delivered' | 'failed'

/**
 * A paid purchase; an EVM `address` is lower case. `tx_hash` and `raw_tx` (the signed delivery) are null until
 * the delivery is signed; `status` is `delivered` once it is mined. On Solana `tx_hash` is the transaction's
 * signature, `raw_tx` its base64 wire bytes and `valid_until` the last block height at which it can land.
 */
export type OnrampPurchaseRow = {
  id: string
  session_id: string
  provider: string
  address: string
  network: string
  asset_symbol: string
  crypto_amount: string
  price_usd: number
  tx_hash: string | null
  raw_tx: string | null
  valid_until: string | number | null
  status: OnrampPurchaseStatus
  created_at: Date | string
}

export type InsertOnrampSessionParameters = {
  projectId: string
  provider: string
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
    `insert into onramp_sessions (id, project_id, destination_address, networks, assets, default_network, preset_fiat_amount, preset_crypto_amount, partner_user_id, provider)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      session.projectId,
      storedAddress(session.destinationAddress),
      session.networks,
      session.assets,
      session.defaultNetwork ?? null,
      session.presetFiatAmount ?? null,
      session.presetCryptoAmount ?? null,
      session.partnerUserId,
      session.provider,
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
  /** Default the first sandbox provider. */
  provider?: string | undefined
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
}

/**
 * Records a purchase as `pending`, before anything is sent, keyed by its checkout session: returns its new id,
 * or `undefined` when that checkout already has a purchase (each checkout delivers at most once).
 */
export async function insertPendingOnrampPurchase(
  db: Database,
  purchase: InsertOnrampPurchaseParameters,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `insert into onramp_purchases (id, session_id, idempotency_key, address, network, asset_symbol, crypto_amount, fiat_amount, fiat_currency, payment_method, provider_fee, network_fee, price_usd, provider, status)
     values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending')
     on conflict (idempotency_key) do nothing
     returning id`,
    [
      randomUUID(),
      purchase.sessionId,
      storedAddress(purchase.address),
      purchase.network,
      purchase.assetSymbol,
      purchase.cryptoAmount,
      purchase.fiatAmount,
      purchase.fiatCurrency,
      purchase.paymentMethod,
      purchase.providerFee,
      purchase.networkFee,
      purchase.priceUsd,
      purchase.provider ?? 'portico-sandbox',
    ],
  )
  return rows[0]?.id
}

/**
 * Records the signed delivery of a pending purchase that has none yet. Returns false when it already has one
 * (another run signed it first): only the run that recorded its transaction may send it.
 */
export async function recordOnrampDelivery(
  db: Database,
  id: string,
  { txHash, rawTx, validUntil }: { txHash: string; rawTx: string; validUntil?: number | undefined },
): Promise<boolean> {
  const rows = await db.query(
    `update onramp_purchases set tx_hash = $2, raw_tx = $3, valid_until = $4
     where id = $1 and status = 'pending' and tx_hash is null returning id`,
    [id, txHash, rawTx, validUntil ?? null],
  )
  return rows.length > 0
}

/**
 * Forgets the signed delivery `txHash` of a pending purchase, once it can provably never land (a Solana
 * transaction past its last valid block height that the chain never saw), so the purchase is signed anew.
 */
export async function forgetExpiredOnrampDelivery(db: Database, id: string, txHash: string): Promise<void> {
  await db.query(
    `update onramp_purchases set tx_hash = null, raw_tx = null, valid_until = null
     where id = $1 and status = 'pending' and tx_hash = $2`,
    [id, txHash],
  )
}

/** Ends a pending purchase: `delivered` once its delivery is mined, `failed` otherwise. */
export async function settleOnrampPurchase(
  db: Database,
  id: string,
  status: Exclude<OnrampPurchaseStatus, 'pending'>,
): Promise<void> {
  await db.query(`update onramp_purchases set status = $2 where id = $1 and status = 'pending'`, [id, status])
}

/** The purchase of a checkout session, if it was paid. */
export async function findOnrampPurchaseOfSession(
  db: Database,
  sessionId: string,
): Promise<OnrampPurchaseRow | undefined> {
  return (
    await db.query<OnrampPurchaseRow>('select * from onramp_purchases where idempotency_key = $1', [
      sessionId,
    ])
  )[0]
}

/** One purchase by id. */
export async function findOnrampPurchase(db: Database, id: string): Promise<OnrampPurchaseRow | undefined> {
  return (await db.query<OnrampPurchaseRow>('select * from onramp_purchases where id = $1', [id]))[0]
}

/** The purchases still pending, oldest first (those a crash left behind, when the service starts). */
export function listPendingOnrampPurchases(db: Database): Promise<OnrampPurchaseRow[]> {
  return db.query<OnrampPurchaseRow>(
    `select * from onramp_purchases where status = 'pending' order by created_at, id`,
  )
}

/** The newest 100 purchases to `address` (pending, delivered and failed), newest first. */
export function listOnrampPurchases(db: Database, address: string): Promise<OnrampPurchaseRow[]> {
  return db.query<OnrampPurchaseRow>(
    `select * from onramp_purchases where address = $1 order by created_at desc, id limit 100`,
    [storedAddress(address)],
  )
}
