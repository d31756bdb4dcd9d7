import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toChecksumAddress } from './toChecksumAddress.js'

// EIP-55's own test vectors.
const eip55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

describe('toChecksumAddress', () => {
  it.each(eip55)('checksums %s from any case', (expected) => {
    expect(toChecksumAddress(expected.toLowerCase())).toBe(expected)
    expect(toChecksumAddress(`0x${expected.slice(2).toUpperCase()}`)).toBe(expected)
  })

  it('accepts the address without 0x and always returns it with 0x', () => {
    expect(toChecksumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
  })

  it.each([
    '',
    '0x',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
    'zz',
  ])('throws for %j', (value) => {
    expect(() => toChecksumAddress(value)).toThrow('Invalid EVM address')
  })

  it('is idempotent and only changes case', () => {
    fc.assert(
      fc.property(address, (hex) => {
        const checksummed = toChecksumAddress(hex)
        expect(checksummed.toLowerCase()).toBe(`0x${hex}`)
        expect(toChecksumAddress(checksummed)).toBe(checksummed)
      }),
    )
  })
})
