/** bitcoinjs-lib's `Network` shape: what an address, a WIF key and a signed message look like on a chain. */
export type BitcoinJsNetwork = {
  messagePrefix: string
  bech32: string
  bip32: { public: number; private: number }
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/**
 * Litecoin Core's regtest (litecoind 0.21): `rltc` segwit addresses, `m`/`n` P2PKH (0x6f), `Q` P2SH
 * (0x3a, what the node hands out; the old 0xc4 `2…` form is accepted too), WIF 0xef, tpub/tprv.
 */
export const litecoinRegtest: BitcoinJsNetwork = {
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'rltc',
  bip32: { public: 0x043587cf, private: 0x04358394 },
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
}

/** Node policy of litecoind (sat/vB): `-dustrelayfee` 0.0003 LTC/kvB, `-minrelaytxfee` 0.00001 LTC/kvB. */
export const litecoinRegtestPolicy = { dustRelayFeeRate: 30, minRelayFeeRate: 1 } as const
