import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress', () => {
  it('keeps 4 leading and 6 trailing characters joined with an ellipsis', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x12…345678')
    expect(shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD…wCFLtV')
  })

  it('returns strings that are short enough unchanged', () => {
    expect(shortenAddress('')).toBe('')
    expect(shortenAddress('0x1234')).toBe('0x1234')
    expect(shortenAddress('0x123456789')).toBe('0x123456789') // 11 characters: shortening would not help
    expect(shortenAddress('0x1234567890')).toBe('0x12…567890') // 12 characters
  })

  it('takes other lengths', () => {
    expect(shortenAddress('0x1234567890abcdef', 6, 4)).toBe('0x1234…cdef')
    expect(shortenAddress('0x1234567890abcdef', 2, 0)).toBe('0x…')
  })

  it('never grows a string and keeps its ends', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const short = shortenAddress(value)
        expect(short.length).toBeLessThanOrEqual(value.length)
        if (short !== value) {
          expect(short).toBe(`${value.slice(0, 4)}…${value.slice(-6)}`)
          expect(value.length).toBeGreaterThan(11)
        }
      }),
    )
  })
})
