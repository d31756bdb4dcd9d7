export { BASE58_ALPHABET, base58Decode, base58Encode } from './encoding/base58.js'
export { base58CheckDecode, base58CheckEncode } from './encoding/base58check.js'
export {
  BECH32_CHARSET,
  BECH32_MAX_LENGTH,
  type Bech32Decoded,
  type Bech32Encoding,
  bech32Decode,
  bech32Encode,
  fromWords,
  toWords,
} from './encoding/bech32.js'
export { decodeSegwitAddress, encodeSegwitAddress, type SegwitProgram } from './encoding/segwit.js'
export { decodeSs58, encodeSs58, isValidSs58Prefix, type Ss58Decoded } from './encoding/ss58.js'
export { type FormatCaipAddressParameters, formatCaipAddress } from './formatCaipAddress.js'
export { formatCaipNetworkId } from './formatCaipNetworkId.js'
export { isAddressForNamespace } from './isAddressForNamespace.js'
export { type BitcoinNetwork, isBitcoinAddress } from './isBitcoinAddress.js'
export { isCaipAddress } from './isCaipAddress.js'
export { isCaipNetworkId } from './isCaipNetworkId.js'
export { isChainNamespace } from './isChainNamespace.js'
export { isEvmAddress } from './isEvmAddress.js'
export { isPolkadotAddress } from './isPolkadotAddress.js'
export { isSolanaAddress } from './isSolanaAddress.js'
export { type ParsedCaipAddress, parseCaipAddress } from './parseCaipAddress.js'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js'
export { toChecksumAddress } from './toChecksumAddress.js'
export { type CaipAddress, type CaipNetworkId, type ChainNamespace, chainNamespaces } from './types.js'
