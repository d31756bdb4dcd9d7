import { base58CheckEncode, bech32Encode, toWords } from '@portico/core/encoding'
import { litecoinRegtest } from '@portico/devnet-bitcoin'
import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { type BitcoinChain, bitcoinMainnet, bitcoinTestnet, defineBitcoinChain } from '../chains.js'
import { toHex } from './bytes.js'
import { ensureEccLib } from './ecc.js'
import { outputTypeOf } from './outputType.js'
import { toAccount } from './toAccount.js'
import { toOutputScript } from './toOutputScript.js'
import { isXOnlyPoint } from './xOnlyPoint.js'

// The adapter checks addresses without bitcoinjs-lib (so that the page does not load it). The library stays the
// judge: every candidate below gets the same answer from both, on every kind of network.

const chains: BitcoinChain[] = [
  bitcoinMainnet,
  bitcoinTestnet,
  defineBitcoinChain({
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    params: networks.regtest,
    esploraUrl: '',
  }),
  defineBitcoinChain({
    caipNetworkId: 'bip122:530827f38f93b43ed12af0b3ad25a288',
    params: litecoinRegtest,
    esploraUrl: '',
  }),
]

/** What the adapter answered when it asked bitcoinjs-lib (its code before it went pure): the script, or undefined. */
function libraryScript(address: string, chain: BitcoinChain): string | undefined {
  ensureEccLib()
  if (typeof address !== 'string' || address.length === 0 || address.length > 100) return undefined
  try {
    if (bitcoinAddress.fromBech32(address).version > 1) return undefined
  } catch {}
  try {
    const script = bitcoinAddress.toOutputScript(address, chain.params)
    return outputTypeOf(script) ? toHex(script) : undefined
  } catch {
    return undefined
  }
}

function pureScript(address: string, chain: BitcoinChain): string | undefined {
  try {
    return toHex(toOutputScript(address, chain).script)
  } catch {
    return undefined
  }
}

function libraryIsTaproot(address: string): boolean {
  try {
    return bitcoinAddress.fromBech32(address).version === 1
  } catch {
    return false
  }
}

const P = 2n ** 256n - 2n ** 32n - 977n
const be32 = (n: bigint) =>
  Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * (31 - i))) & 0xffn))
/** Taproot keys at the edges of the field: 0, 1, the generator's x, p − 1, p, p + 1, 2²⁵⁶ − 1. */
const edgeKeys = [
  0n,
  1n,
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  P - 1n,
  P,
  P + 1n,
]
  .concat([2n ** 256n - 1n])
  .map(be32)

const versionBytes = [0x00, 0x05, 0x6f, 0xc4, 0x3a, 0x30, 0x32]
const hrps = ['bc', 'tb', 'bcrt', 'rltc', 'ltc', 'BC']

/** Addresses of every type for every network, and near misses: wrong version, hrp, checksum kind, length. */
const encoded = fc.oneof(
  fc
    .record({
      version: fc.oneof(fc.constantFrom(...versionBytes), fc.integer({ min: 0, max: 255 })),
      hash: fc.uint8Array({ minLength: 19, maxLength: 22 }),
    })
    .map(({ version, hash }) => base58CheckEncode(Uint8Array.of(version, ...hash))),
  fc
    .record({
      hrp: fc.constantFrom(...hrps),
      version: fc.oneof(fc.constantFrom(0, 1), fc.integer({ min: 0, max: 31 })),
      program: fc.oneof(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom(...edgeKeys),
        fc.uint8Array({ minLength: 0, maxLength: 42 }),
      ),
      encoding: fc.constantFrom('bech32' as const, 'bech32m' as const),
    })
    .map(({ hrp, version, program, encoding }) => {
      try {
        return bech32Encode(hrp, [version, ...toWords(program)], encoding)
      } catch {
        return `${hrp}1qqqqqq`
      }
    }),
)

const characters = [
  ...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl qpzry9x8gf2tvdw0s3jn54khce6mua7l',
]

const candidate = fc.oneof(
  { weight: 3, arbitrary: encoded },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        encoded,
        fc.nat(),
        fc.constantFrom(...characters),
        fc.constantFrom('set', 'insert', 'drop', 'flip', 'upper', 'lower'),
      )
      .map(([address, at, char, how]) => {
        const i = at % address.length
        if (how === 'set') return address.slice(0, i) + char + address.slice(i + 1)
        if (how === 'insert') return address.slice(0, i) + char + address.slice(i)
        if (how === 'drop') return address.slice(0, i) + address.slice(i + 1)
        if (how === 'flip') {
          const flipped =
            address[i]?.toUpperCase() === address[i] ? address[i]?.toLowerCase() : address[i]?.toUpperCase()
          return address.slice(0, i) + flipped + address.slice(i + 1)
        }
        return how === 'upper' ? address.toUpperCase() : address.toLowerCase()
      }),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 110 }) },
)

// Named vectors: BIP-173 / BIP-350 addresses and the usual mainnet ones.
const vectors = [
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
  'BC1SW50QGDZ25J',
  'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
  'bc1gmk9yu',
  '',
]

describe('toOutputScript (pure) answers as bitcoinjs-lib does', () => {
  test('named vectors, on every network', () => {
    expect(pureScript('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', bitcoinMainnet)).toBe(
      '0014e8df018c7e326cc253faac7e46cdc51e68542c42',
    )
    for (const address of vectors)
      for (const chain of chains) expect(pureScript(address, chain)).toBe(libraryScript(address, chain))
  })

  test('thousands of addresses and near misses of every type and network', () => {
    const sample = fc.sample(candidate, { numRuns: 4000, seed: 122 })
    const valid = new Set<string>()
    let invalid = 0
    for (const address of sample) {
      for (const chain of chains) {
        const expected = libraryScript(address, chain)
        expect([address, chain.caipNetworkId, pureScript(address, chain)]).toEqual([
          address,
          chain.caipNetworkId,
          expected,
        ])
        if (expected) valid.add(`${chain.caipNetworkId} ${outputTypeOf(Buffer.from(expected, 'hex'))}`)
        else invalid++
      }
    }
    // The sample is no trivial one: every type is valid on every network, and most near misses are not.
    expect(valid.size).toBe(chains.length * 5)
    expect(invalid).toBeGreaterThan(sample.length)
  })

  test('any candidate, any seed', () => {
    fc.assert(
      fc.property(candidate, fc.constantFrom(...chains), (address, chain) => {
        expect(pureScript(address, chain)).toBe(libraryScript(address, chain))
      }),
      { numRuns: 1000 },
    )
  })

  test('a taproot key is valid exactly when the ECC library can lift it', () => {
    const ecc = ensureEccLib()
    for (const key of edgeKeys) expect(isXOnlyPoint(key)).toBe(ecc.isXOnlyPoint(key))
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 31, maxLength: 33 }), (key) => {
        expect(isXOnlyPoint(key)).toBe(ecc.isXOnlyPoint(key))
      }),
      { numRuns: 500 },
    )
  })

  test('toAccount takes a witness v1 address of any network as the ordinals one, as the library reads it', () => {
    for (const address of [...vectors, ...fc.sample(candidate, { numRuns: 2000, seed: 340 })]) {
      expect([address, toAccount(address, undefined).type]).toEqual([
        address,
        libraryIsTaproot(address) ? 'ordinal' : 'payment',
      ])
    }
  })
})
