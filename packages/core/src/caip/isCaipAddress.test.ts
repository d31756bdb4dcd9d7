import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipAddress } from './isCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { chainNamespaces } from './types.js'

describe('isCaipAddress', () => {
  it('accepts account ids', () => {
    expect(isCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toBe(true)
    expect(isCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:11111111111111111111111111111111')).toBe(
      true,
    )
  })

  it('rejects everything else without throwing', () => {
    for (const value of ['eip155:1', 'eip155:1:', 'foo:1:0xab', 'eip155:1:a:b', '', undefined, null, 1, {}]) {
      expect(isCaipAddress(value)).toBe(false)
    }
  })

  it('agrees with parseCaipAddress on arbitrary strings', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(fc.string(), fc.constantFrom(...chainNamespaces)), { maxLength: 5 })
        .map((p) => p.join(':')),
    )
    fc.assert(
      fc.property(candidate, (value) => {
        let parses = true
        try {
          parseCaipAddress(value)
        } catch {
          parses = false
        }
        expect(isCaipAddress(value)).toBe(parses)
      }),
    )
  })
})
