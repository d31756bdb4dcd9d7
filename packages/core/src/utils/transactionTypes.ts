// History transaction as returned by the blockchain API. Structurally identical to the API
// module's own definition so either can be used until they are unified. Optional fields also accept
// `undefined` (exactOptionalPropertyTypes) so the API's narrower type is assignable to this one.

export type TransactionFungibleInfo = {
  name?: string | undefined
  symbol?: string | undefined
  icon?: { url: string } | undefined
}

export type TransactionNftInfo = {
  name?: string | undefined
  content?: { preview?: { url: string } | undefined } | undefined
  flags: { is_spam: boolean }
}

export type TransactionTransfer = {
  fungible_info?: TransactionFungibleInfo | undefined
  nft_info?: TransactionNftInfo | undefined
  direction?: string | undefined
  quantity: { numeric: string }
  value?: number | undefined
  price?: number | undefined
}

export type TransactionMetadata = {
  /** ISO date-time. */
  minedAt: string
  /** CAIP-2 chain id, e.g. 'eip155:1'. */
  chain: string
  operationType: string
  status: string
  sentFrom: string
  sentTo: string
}

export type Transaction = {
  id: string
  metadata: TransactionMetadata
  transfers: TransactionTransfer[]
}
