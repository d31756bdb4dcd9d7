import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET } from './base58.js'
import { decodeSs58, encodeSs58, isValidSs58Prefix } from './ss58.js'

const fromHex = (value: string) => Uint8Array.from(Buffer.from(value.replace(/^0x/, ''), 'hex'))

// The well-known development key //Alice (sr25519).
const alice = fromHex('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

// Subkey-generated vectors (as in @polkadot/util-crypto's tests), covering 2-byte prefixes and a 33-byte key.
const vectors: [string, string, number][] = [
  [
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    42,
  ],
  [
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    0,
  ],
  [
    'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    2,
  ],
  [
    '5DA4D4GL5iakrn22h5uKoevgvo18Pqj5BcdEUv8etEDPdijA',
    '3050f8456519829fe03302da802d22d3233a5f4037b9a3e2bcc403ccfcb2d735',
    42,
  ],
  [
    'cLtA6nCDyvwKcEHH4QkZDSHMhS9s78BvUJUsKUbUAn1Jc2SCF',
    '08e8969768fc14399930d4b8d693f68a2ff6c6a597325d6946095e5e9d9d1b0e',
    65,
  ],
  [
    'xw5g1Eec8LT99pZLZMaTWwrwvNtfM6vrSuZeVbtEszCDUwByg',
    '5c64f1151f0ce4358c27238fb20c88e7c899825436f565410724c8c2c5add869',
    252,
  ],
  [
    'yGF4JP7q5AK46d1FPCEm9sYQ4KooSjHMpyVAjLnsCSWVafPnf',
    '66cd6cf085627d6c85af1aaf2bd10cf843033e929b4e3b1c2ba8e4aa46fe111b',
    255,
  ],
  [
    'mHm8k9Emsvyfp3piCauSH684iA6NakctF8dySQcX94GDdrJrE',
    '44d5a3ac156335ea99d33a83c57c7146c40c8e2260a8a4adf4e7a86256454651',
    4242,
  ],
  [
    'r6Gr4gaMP8TsjhFbqvZhv3YvnasugLiRJpzpRHifsqqG18UXa',
    '88f01441682a17b52d6ae12d1a5670cf675fd254897efabaa5069eb3a701ab73',
    14269,
  ],
  [
    '4pbsSkWcBaYoFHrKJZp5fDVUKbqSYD9dhZZGvpp3vQ5ysVs5ybV',
    '035676109c54b9a16d271abeb4954316a40a32bcce023ac14c8e26e958aa68fba9',
    200,
  ],
]

// Short account ids (1-byte checksum).
const shortVectors: [string, number[], number][] = [
  ['F7NZ', [1], 42],
  ['g4b', [1], 2],
  ['3xygo', [0, 1], 2],
  ['zswfoZa', [1, 2, 3, 4], 2],
  ['848Gh2GcGaZia', [42, 44, 10, 0, 0, 0, 0, 0], 2],
]

const prefix = fc.integer({ min: 0, max: 16383 }).filter((p) => p !== 46 && p !== 47)
const key = fc.uint8Array({ minLength: 32, maxLength: 32 })

describe('encodeSs58 / decodeSs58', () => {
  it.each(vectors)('%s is key %s with prefix %i', (address, keyHex, ss58Prefix) => {
    expect(encodeSs58(fromHex(keyHex), ss58Prefix)).toBe(address)
    expect(decodeSs58(address)).toEqual({ publicKey: fromHex(keyHex), prefix: ss58Prefix })
  })

  it.each(shortVectors)('%s is the short id %j with prefix %i', (address, id, ss58Prefix) => {
    expect(encodeSs58(Uint8Array.from(id), ss58Prefix)).toBe(address)
    expect(decodeSs58(address)).toEqual({ publicKey: Uint8Array.from(id), prefix: ss58Prefix })
  })

  it('defaults to the generic prefix 42', () => {
    expect(encodeSs58(alice)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
  })

  it('throws on a reserved or out-of-range prefix and a bad id length', () => {
    for (const bad of [-1, 46, 47, 16384, 1.5]) expect(() => encodeSs58(alice, bad)).toThrow(RangeError)
    expect(() => encodeSs58(alice.slice(0, 30))).toThrow(RangeError)
  })

  it('rejects malformed addresses', () => {
    expect(decodeSs58('')).toBeUndefined()
    expect(decodeSs58('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ')).toBeUndefined() // truncated
    expect(decodeSs58('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ')).toBeUndefined() // checksum
    expect(decodeSs58(`0x${'d4'.repeat(32)}`)).toBeUndefined()
    expect(decodeSs58('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBeUndefined() // a Bitcoin address
  })

  it('round-trips any 32-byte key and prefix', () => {
    fc.assert(
      fc.property(key, prefix, (publicKey, ss58Prefix) => {
        expect(decodeSs58(encodeSs58(publicKey, ss58Prefix))).toEqual({ publicKey, prefix: ss58Prefix })
      }),
    )
  })

  it('round-trips every id length', () => {
    const id = fc.constantFrom(1, 2, 4, 8, 32, 33).chain((n) => fc.uint8Array({ minLength: n, maxLength: n }))
    fc.assert(
      fc.property(id, prefix, (publicKey, ss58Prefix) => {
        expect(decodeSs58(encodeSs58(publicKey, ss58Prefix))).toEqual({ publicKey, prefix: ss58Prefix })
      }),
    )
  })

  it('rejects a single changed character', () => {
    // A 2-byte checksum misses a change with odds 2^-16; the seed keeps the run reproducible.
    fc.assert(
      fc.property(
        key,
        prefix,
        fc.nat(),
        fc.constantFrom(...BASE58_ALPHABET),
        (publicKey, ss58Prefix, at, char) => {
          const address = encodeSs58(publicKey, ss58Prefix)
          const index = at % address.length
          fc.pre(address[index] !== char)
          expect(decodeSs58(address.slice(0, index) + char + address.slice(index + 1))).toBeUndefined()
        },
      ),
      { seed: 58 },
    )
  })

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const decoded = decodeSs58(value)
        if (decoded) expect(encodeSs58(decoded.publicKey, decoded.prefix)).toBe(value)
      }),
    )
  })
})

describe('isValidSs58Prefix', () => {
  it('accepts 0–16383 except 46 and 47', () => {
    expect([0, 2, 42, 45, 48, 63, 64, 16383].every(isValidSs58Prefix)).toBe(true)
    expect([-1, 46, 47, 16384, 0.5, Number.NaN].some(isValidSs58Prefix)).toBe(false)
  })
})
