import { base58CheckDecode } from './encoding/base58check.js'
import { decodeSegwitAddress } from './encoding/segwit.js'

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest' | 'signet'

/** Segwit human-readable parts. */
const hrps: Record<BitcoinNetwork, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt', signet: 'tb' }

/** Base58check version bytes: P2PKH and P2SH. */
const versions: Record<BitcoinNetwork, readonly [number, number]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
  signet: [0x6f, 0xc4],
}

/**
 * True for a Bitcoin address of `network`: segwit (bech32 for v0, bech32m for v1+) or base58check
 * P2PKH / P2SH. Testnet and signet share their formats.
 */
export function isBitcoinAddress(address: string, network: BitcoinNetwork = 'mainnet'): boolean {
  if (typeof address !== 'string') return false
  if (decodeSegwitAddress(hrps[network], address)) return true
  // Base58check addresses are 25 bytes, 26–35 characters; skip the hashing for anything far off.
  if (address.length < 25 || address.length > 35) return false
  const payload = base58CheckDecode(address)
  return payload?.length === 21 && versions[network].includes(payload[0] as number)
}
