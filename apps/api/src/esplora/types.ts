/** Esplora's confirmation status of a transaction or output. */
export type TxStatus =
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }
  | { confirmed: false }

export type Utxo = { txid: string; vout: number; value: number; status: TxStatus }

export type AddressStats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

export type AddressInfo = { address: string; chain_stats: AddressStats; mempool_stats: AddressStats }
