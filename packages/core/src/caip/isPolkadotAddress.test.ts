import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET } from './encoding/base58.js'
import { encodeSs58 } from './encoding/ss58.js'
import { isPolkadotAddress } from './isPolkadotAddress.js'

// //Alice under the generic, Polkadot and Kusama prefixes.
const aliceGeneric = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const alicePolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const aliceKusama = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

const key = fc.uint8Array({ minLength: 32, maxLength: 32 })
const prefix = fc.integer({ min: 0, max: 16383 }).filter((p) => p !== 46 && p !== 47)

describe('isPolkadotAddress', () => {
  it.each([aliceGeneric, alicePolkadot, aliceKusama, 'xw5g1Eec8LT99pZLZMaTWwrwvNtfM6vrSuZeVbtEszCDUwByg'])(
    'accepts %s',
    (value) => {
      expect(isPolkadotAddress(value)).toBe(true)
    },
  )

  it('checks the prefix when one is given', () => {
    expect(isPolkadotAddress(alicePolkadot, 0)).toBe(true)
    expect(isPolkadotAddress(aliceKusama, 2)).toBe(true)
    expect(isPolkadotAddress(aliceGeneric, 42)).toBe(true)
    expect(isPolkadotAddress(alicePolkadot, 2)).toBe(false)
    expect(isPolkadotAddress(aliceKusama, 0)).toBe(false)
    expect(isPolkadotAddress(aliceGeneric, 0)).toBe(false)
  })

  it.each([
    '',
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', // checksum
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ', // truncated
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp', // truncated
    'F7NZ', // a valid SS58 string of a 1-byte id, not an account
    '4pbsSkWcBaYoFHrKJZp5fDVUKbqSYD9dhZZGvpp3vQ5ysVs5ybV', // 33-byte ecdsa key, not an account id
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ])('rejects %j', (value) => {
    expect(isPolkadotAddress(value)).toBe(false)
  })

  it('accepts any account id under any prefix, and only that prefix when asked', () => {
    fc.assert(
      fc.property(key, prefix, prefix, (publicKey, ss58Prefix, other) => {
        const address = encodeSs58(publicKey, ss58Prefix)
        expect(isPolkadotAddress(address)).toBe(true)
        expect(isPolkadotAddress(address, ss58Prefix)).toBe(true)
        expect(isPolkadotAddress(address, other)).toBe(ss58Prefix === other)
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
          expect(isPolkadotAddress(address.slice(0, index) + char + address.slice(index + 1))).toBe(false)
        },
      ),
      { seed: 355 },
    )
  })

  it('rejects arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        expect(isPolkadotAddress(value)).toBe(false)
      }),
    )
  })
})
