import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base58Encode } from './encoding/base58.js'
import { isSolanaAddress } from './isSolanaAddress.js'

describe('isSolanaAddress', () => {
  it.each([
    '11111111111111111111111111111111', // system program (32 zero bytes)
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL token program
    'So11111111111111111111111111111111111111112', // wrapped SOL mint
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', // USDC mint
  ])('accepts %s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })

  it.each([
    '',
    '1111111111111111111111111111111', // 31 characters
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0', // '0' is not base58
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5Dl', // 'l' is not base58
    'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', // 44 characters but 33 bytes
    '2222222222222222222222222222222222222', // 37 characters but 27 bytes
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ' TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  ])('rejects %j', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })

  it('accepts any 32-byte key in base58', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isSolanaAddress(base58Encode(key))).toBe(true)
      }),
    )
  })

  it('rejects keys of any other length', () => {
    const length = fc.integer({ min: 0, max: 40 }).filter((n) => n !== 32)
    fc.assert(
      fc.property(
        length.chain((n) => fc.uint8Array({ minLength: n, maxLength: n })),
        (bytes) => {
          expect(isSolanaAddress(base58Encode(bytes))).toBe(false)
        },
      ),
    )
  })

  it('rejects arbitrary strings outside 32–44 base58 characters', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value))
        expect(isSolanaAddress(value)).toBe(false)
      }),
    )
  })
})
