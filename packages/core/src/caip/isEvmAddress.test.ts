import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'
import { toChecksumAddress } from './toChecksumAddress.js'

const checksummed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

describe('isEvmAddress', () => {
  it.each(checksummed)('accepts the EIP-55 vector %s, with or without 0x', (value) => {
    expect(isEvmAddress(value)).toBe(true)
    expect(isEvmAddress(value.slice(2))).toBe(true)
  })

  it('accepts all-lowercase and all-uppercase (no checksum)', () => {
    expect(isEvmAddress('0xde709f2102306220921060314715629080e2fb77')).toBe(true)
    expect(isEvmAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
    expect(isEvmAddress('0x0000000000000000000000000000000000000000')).toBe(true)
  })

  it.each([
    '',
    '0x',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedA', // 41
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // wrong checksum
    '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // wrong checksum
  ])('rejects %j', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isEvmAddress(undefined as unknown as string)).toBe(false)
  })

  it('accepts any checksummed, lowercase or uppercase address', () => {
    fc.assert(
      fc.property(address, (hex) => {
        expect(isEvmAddress(toChecksumAddress(hex))).toBe(true)
        expect(isEvmAddress(hex)).toBe(true)
        expect(isEvmAddress(`0x${hex.toUpperCase()}`)).toBe(true)
      }),
    )
  })

  it('rejects a checksummed address with one letter’s case flipped', () => {
    fc.assert(
      fc.property(address, fc.nat(), (hex, pick) => {
        const value = toChecksumAddress(hex)
        const letters = [...value].flatMap((char, i) => (i >= 2 && /[a-fA-F]/.test(char) ? [i] : []))
        fc.pre(letters.length > 0)
        const index = letters[pick % letters.length] as number
        const char = value[index] as string
        const flipped =
          value.slice(0, index) +
          (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()) +
          value.slice(index + 1)
        const body = flipped.slice(2)
        // Flipping the only letter of one case leaves a single-case address: valid, carrying no checksum.
        const singleCase = body === body.toLowerCase() || body === body.toUpperCase()
        expect(isEvmAddress(flipped)).toBe(singleCase)
      }),
    )
  })

  it('rejects strings that are not 40 hex characters', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^(0x)?[0-9a-fA-F]{40}$/.test(value))
        expect(isEvmAddress(value)).toBe(false)
      }),
    )
  })
})
