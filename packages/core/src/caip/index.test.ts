import { describe, expect, it } from 'vitest'
import * as caip from './index.js'

describe('caip barrel', () => {
  it('exports the public runtime names', () => {
    expect(Object.keys(caip).sort()).toEqual(
      [
        'BASE58_ALPHABET',
        'BECH32_CHARSET',
        'BECH32_MAX_LENGTH',
        'base58CheckDecode',
        'base58CheckEncode',
        'base58Decode',
        'base58Encode',
        'bech32Decode',
        'bech32Encode',
        'chainNamespaces',
        'decodeSegwitAddress',
        'decodeSs58',
        'encodeSegwitAddress',
        'encodeSs58',
        'formatCaipAddress',
        'formatCaipNetworkId',
        'fromWords',
        'isAddressForNamespace',
        'isBitcoinAddress',
        'isCaipAddress',
        'isCaipNetworkId',
        'isChainNamespace',
        'isEvmAddress',
        'isPolkadotAddress',
        'isSolanaAddress',
        'isValidSs58Prefix',
        'parseCaipAddress',
        'parseCaipNetworkId',
        'toChecksumAddress',
        'toWords',
      ].sort(),
    )
  })
})
