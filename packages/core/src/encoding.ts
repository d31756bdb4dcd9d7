// Entry @portico/core/encoding: the SS58 (Polkadot), base58check and segwit (Bitcoin) encoders and the address
// checks built on them (`isPolkadotAddress`, `isBitcoinAddress`, `isAddressForNamespace`), kept out of the main
// entry with the hashes they need.

export { base58CheckDecode, base58CheckEncode } from './caip/encoding/base58check.js'
export {
  BECH32_CHARSET,
  BECH32_MAX_LENGTH,
  type Bech32Decoded,
  type Bech32Encoding,
  bech32Decode,
  bech32Encode,
  fromWords,
  toWords,
} from './caip/encoding/bech32.js'
export { decodeSegwitAddress, encodeSegwitAddress, type SegwitProgram } from './caip/encoding/segwit.js'
export { decodeSs58, encodeSs58, isValidSs58Prefix, type Ss58Decoded } from './caip/encoding/ss58.js'
export { isAddressForNamespace } from './caip/isAddressForNamespace.js'
export { type BitcoinNetwork, isBitcoinAddress } from './caip/isBitcoinAddress.js'
export { isPolkadotAddress } from './caip/isPolkadotAddress.js'
