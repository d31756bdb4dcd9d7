import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isChainNamespace } from './isChainNamespace.js'
import { chainNamespaces } from './types.js'

describe('isChainNamespace', () => {
  it.each(chainNamespaces)('accepts %s', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(true)
  })

  it.each(['', 'EIP155', 'eip155 ', 'cosmos', 'near', 'ethereum', 'bip122:'])('rejects %j', (value) => {
    expect(isChainNamespace(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    for (const value of [undefined, null, 155, {}, ['eip155']]) expect(isChainNamespace(value)).toBe(false)
  })

  it('accepts exactly the four namespaces', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isChainNamespace(value)).toBe((chainNamespaces as readonly string[]).includes(value))
      }),
    )
  })
})
