import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSegwitAddress, encodeSegwitAddress } from './segwit.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

// BIP-350's valid segwit addresses, with version and program (from the scriptPubKey).
const valid: [string, string, number, string][] = [
  ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'bc', 0, '751e76e8199196d454941c45d1b3a323f1433bd6'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'tb',
    0,
    '1863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'bc',
    1,
    '751e76e8199196d454941c45d1b3a323f1433bd6751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  ['BC1SW50QGDZ25J', 'bc', 16, '751e'],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'bc', 2, '751e76e8199196d454941c45d1b3a323'],
  [
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'tb',
    0,
    '000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'tb',
    1,
    '000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'bc',
    1,
    '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
]

// BIP-173 and BIP-350 invalid segwit addresses.
const invalid: [string, string][] = [
  ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'bc'], // invalid hrp
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'bc'], // invalid checksum
  ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'bc'], // invalid witness version
  ['bc1rw5uspcuh', 'bc'], // invalid program length
  ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'bc'], // program length
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'bc'], // invalid program length for v0
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'tb'], // mixed case
  ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'bc'], // more than 4 bits of padding
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'tb'], // non-zero padding
  ['bc1gmk9yu', 'bc'], // empty data section
  ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'bc'], // invalid hrp
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bc'], // bech32 instead of bech32m
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'tb'], // bech32 instead of bech32m
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bc'], // bech32 instead of bech32m
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bc'], // bech32m instead of bech32
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'tb'], // bech32m instead of bech32
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'bc'], // invalid character in checksum
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'bc'], // invalid witness version
  ['bc1pw5dgrnzv', 'bc'], // program length 1
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'bc'], // program length 41
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'tb'], // mixed case
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'bc'], // more than 4 bits of padding
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'tb'], // non-zero padding
]

const program = fc.uint8Array({ minLength: 2, maxLength: 40 })
const segwit = fc.oneof(
  fc.record({
    version: fc.constant(0),
    program: fc.oneof(
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
    ),
  }),
  fc.record({ version: fc.integer({ min: 1, max: 16 }), program }),
)
const hrp = fc.constantFrom('bc', 'tb', 'bcrt')

describe('decodeSegwitAddress', () => {
  it.each(valid)('decodes %s', (address, h, version, programHex) => {
    const decoded = decodeSegwitAddress(h, address)
    expect(decoded?.version).toBe(version)
    expect(decoded && hex(decoded.program)).toBe(programHex)
  })

  it.each(invalid)('rejects %s', (address, h) => {
    expect(decodeSegwitAddress(h, address)).toBeUndefined()
  })

  it('rejects another network’s hrp', () => {
    expect(
      decodeSegwitAddress('tb', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'),
    ).toBeUndefined()
  })
})

describe('encodeSegwitAddress', () => {
  it.each(valid)('re-encodes %s', (address, h, version, programHex) => {
    expect(encodeSegwitAddress(h, version, Buffer.from(programHex, 'hex'))).toBe(address.toLowerCase())
  })

  it('throws on an invalid version or program length', () => {
    expect(() => encodeSegwitAddress('bc', 17, new Uint8Array(32))).toThrow(RangeError)
    expect(() => encodeSegwitAddress('bc', 0, new Uint8Array(21))).toThrow(RangeError)
    expect(() => encodeSegwitAddress('bc', 1, new Uint8Array(1))).toThrow(RangeError)
    expect(() => encodeSegwitAddress('bc', 1, new Uint8Array(41))).toThrow(RangeError)
  })

  it('round-trips any valid witness program', () => {
    fc.assert(
      fc.property(hrp, segwit, (h, { version, program }) => {
        expect(decodeSegwitAddress(h, encodeSegwitAddress(h, version, program))).toEqual({ version, program })
      }),
    )
  })
})
