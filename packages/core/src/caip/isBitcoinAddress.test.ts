import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET } from './encoding/base58.js'
import { base58CheckEncode } from './encoding/base58check.js'
import { BECH32_CHARSET } from './encoding/bech32.js'
import { encodeSegwitAddress } from './encoding/segwit.js'
import { type BitcoinNetwork, isBitcoinAddress } from './isBitcoinAddress.js'

const networks: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest', 'signet']

// Well-known addresses, BIP-173/350 vectors and Bitcoin Core's key_io vectors, with where they are valid.
const valid: [string, readonly BitcoinNetwork[]][] = [
  ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', ['mainnet']], // genesis block, P2PKH
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', ['mainnet']], // P2PKH
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', ['mainnet']], // P2SH
  ['1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo', ['mainnet']],
  ['36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm', ['mainnet']],
  ['mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ', ['testnet', 'regtest', 'signet']], // P2PKH
  ['2NC2hEhe28ULKAJkW5MjZ3jtTMJdvXmByvK', ['testnet', 'regtest', 'signet']], // P2SH
  ['mww4LvqtTMKvmeQvizPz2EQv26xTneWrbg', ['testnet', 'regtest', 'signet']],
  ['n4fajahJrAuKbN7uNsKjLjQkz9Qn5ewJXQ', ['testnet', 'regtest', 'signet']],
  ['2MxFajLApXpYk4VodBSZSt7rw8y4ryABkfA', ['testnet', 'regtest', 'signet']],
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', ['mainnet']], // P2WPKH, uppercase
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', ['mainnet']],
  ['bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv', ['mainnet']],
  ['bc1qyucykdlhp62tezs0hagqury402qwhk589q80tqs5myh3rxq34nwqhkdhv7', ['mainnet']], // P2WSH
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', ['mainnet']], // P2TR
  ['bc1p83n3au0rjylefxq2nc2xh2y4jzz4pm6zxj4mw5pagdjjr2a9f36s6jjnnu', ['mainnet']],
  ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', ['mainnet']], // v1, 40 bytes
  ['BC1SW50QGDZ25J', ['mainnet']], // v16
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', ['mainnet']], // v2
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', ['testnet', 'signet']],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', ['testnet', 'signet']],
  ['tb1q3vya2h5435jkugq2few7dmktlrwq4ejmfaw7kr', ['testnet', 'signet']],
  ['bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9', ['regtest']],
  ['bcrt1pfwxjqvtt4tcxrtdluukfmy2dv7xd2qzdfy6kajv5nwn4yam3wxkq3553uh', ['regtest']],
]

// BIP-173 and BIP-350 invalid addresses, plus other malformed input.
const invalid = [
  'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
  'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2',
  'bc1rw5uspcuh',
  'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
  'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
  'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
  'bc1gmk9yu',
  'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
  'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
  'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
  'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
  'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
  'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
  'bc1pw5dgrnzv',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
  '',
  'x',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', // checksum
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf', // truncated
  '5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ', // a WIF private key, not an address
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
]

const hash160 = fc.uint8Array({ minLength: 20, maxLength: 20 })
const network = fc.constantFrom(...networks)
const hrps: Record<BitcoinNetwork, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt', signet: 'tb' }
const base58Versions: Record<BitcoinNetwork, number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
  signet: [0x6f, 0xc4],
}
const segwit = fc.oneof(
  fc.record({
    version: fc.constant(0),
    program: fc.constantFrom(20, 32).chain((n) => fc.uint8Array({ minLength: n, maxLength: n })),
  }),
  fc.record({
    version: fc.integer({ min: 1, max: 16 }),
    program: fc.uint8Array({ minLength: 2, maxLength: 40 }),
  }),
)

function changeChar(value: string, at: number, char: string): string {
  const index = at % value.length
  return value.slice(0, index) + char + value.slice(index + 1)
}

describe('isBitcoinAddress', () => {
  it.each(valid)('%s is valid on %j only', (address, on) => {
    for (const each of networks)
      expect([each, isBitcoinAddress(address, each)]).toEqual([each, on.includes(each)])
  })

  it.each(invalid)('rejects %j on every network', (address) => {
    for (const each of networks) expect(isBitcoinAddress(address, each)).toBe(false)
  })

  it('defaults to mainnet', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isBitcoinAddress('mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ')).toBe(false)
  })

  it('accepts any P2PKH/P2SH hash on the networks of its version byte only', () => {
    fc.assert(
      fc.property(hash160, fc.constantFrom(0x00, 0x05, 0x6f, 0xc4), network, (hash, version, on) => {
        const address = base58CheckEncode(Uint8Array.from([version, ...hash]))
        expect(isBitcoinAddress(address, on)).toBe(base58Versions[on].includes(version))
      }),
    )
  })

  it('rejects other version bytes and payload lengths', () => {
    const version = fc.integer({ min: 0, max: 255 }).filter((v) => ![0x00, 0x05, 0x6f, 0xc4].includes(v))
    fc.assert(
      fc.property(hash160, version, network, (hash, v, on) => {
        expect(isBitcoinAddress(base58CheckEncode(Uint8Array.from([v, ...hash])), on)).toBe(false)
        expect(isBitcoinAddress(base58CheckEncode(Uint8Array.from([0x00, ...hash, 0])), on)).toBe(false)
      }),
    )
  })

  it('accepts any segwit program on the networks of its hrp only', () => {
    fc.assert(
      fc.property(segwit, network, network, ({ version, program }, made, on) => {
        const address = encodeSegwitAddress(hrps[made], version, program)
        expect(isBitcoinAddress(address, on)).toBe(hrps[made] === hrps[on])
      }),
    )
  })

  it('rejects a base58check address with a single changed character', () => {
    // A 4-byte checksum misses a change with odds 2^-32; the seed keeps the run reproducible.
    fc.assert(
      fc.property(
        hash160,
        fc.constantFrom(0x00, 0x05),
        fc.nat(),
        fc.constantFrom(...BASE58_ALPHABET),
        (hash, v, at, char) => {
          const address = base58CheckEncode(Uint8Array.from([v, ...hash]))
          const changed = changeChar(address, at, char)
          fc.pre(changed !== address)
          expect(isBitcoinAddress(changed, 'mainnet')).toBe(false)
        },
      ),
      { seed: 122 },
    )
  })

  it('rejects a segwit address with a single changed data character', () => {
    fc.assert(
      fc.property(
        segwit,
        network,
        fc.nat(),
        fc.constantFrom(...BECH32_CHARSET),
        ({ version, program }, on, at, char) => {
          const address = encodeSegwitAddress(hrps[on], version, program)
          const start = hrps[on].length + 1
          const changed = address.slice(0, start) + changeChar(address.slice(start), at, char)
          fc.pre(changed !== address)
          expect(isBitcoinAddress(changed, on)).toBe(false)
        },
      ),
    )
  })

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), network, (value, on) => {
        expect(typeof isBitcoinAddress(value, on)).toBe('boolean')
      }),
    )
  })
})
