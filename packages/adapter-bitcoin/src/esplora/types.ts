/** Esplora's confirmation status of a transaction or an output. */
export type EsploraTxStatus = {
  confirmed: boolean
  block_height?: number | undefined
  block_hash?: string | undefined
  block_time?: number | undefined
}

export type EsploraUtxo = { txid: string; vout: number; value: number; status: EsploraTxStatus }

export type EsploraAddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export type EsploraAddress = {
  address: string
  chain_stats: EsploraAddressStats
  mempool_stats: EsploraAddressStats
}

/** sat/vB by confirmation target in blocks (`"1"`, `"6"`, `"144"`, …). */
export type EsploraFeeEstimates = Record<string, number>
