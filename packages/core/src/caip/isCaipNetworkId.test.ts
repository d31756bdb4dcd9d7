import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { chainNamespaces } from './types.js'

describe('isCaipNetworkId', () => {
  it('accepts network ids', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('bip122:000000000933ea01ad0ee984209779ba')).toBe(true)
  })

  it('rejects everything else without throwing', () => {
    for (const value of ['eip155', 'eip155:', 'eip155:1:0xab', 'foo:1', '', undefined, null, 1, {}]) {
      expect(isCaipNetworkId(value)).toBe(false)
    }
  })

  it('agrees with parseCaipNetworkId on arbitrary strings', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc
        .array(fc.oneof(fc.string(), fc.constantFrom(...chainNamespaces)), { maxLength: 4 })
        .map((p) => p.join(':')),
    )
    fc.assert(
      fc.property(candidate, (value) => {
        let parses = true
        try {
          parseCaipNetworkId(value)
        } catch {
          parses = false
        }
        expect(isCaipNetworkId(value)).toBe(parses)
      }),
    )
  })
})
