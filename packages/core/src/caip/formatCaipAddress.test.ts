import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import { chainNamespaces } from './types.js'

const part = fc.string({ minLength: 1 }).filter((value) => !value.includes(':'))

describe('formatCaipAddress', () => {
  it('joins namespace, reference and address', () => {
    expect(formatCaipAddress({ namespace: 'eip155', reference: 1, address: '0xab' })).toBe('eip155:1:0xab')
  })

  it('joins a network id and an address', () => {
    expect(
      formatCaipAddress({ caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', address: 'bc1q' }),
    ).toBe('bip122:000000000019d6689c085ae165831e93:bc1q')
  })

  it.each([
    { namespace: 'eip155', reference: '', address: '0xab' },
    { namespace: 'eip155', reference: '1', address: '' },
    { namespace: 'eip155', reference: '1', address: 'a:b' },
    { namespace: 'cosmos', reference: 'hub', address: 'x' },
  ] as const)('throws for %j', (parameters) => {
    expect(() => formatCaipAddress(parameters as Parameters<typeof formatCaipAddress>[0])).toThrow(
      'Invalid CAIP Address',
    )
  })

  it('throws for a malformed network id', () => {
    expect(() => formatCaipAddress({ caipNetworkId: 'eip155:1:2', address: '0xab' })).toThrow(
      'Invalid CAIP Address',
    )
  })

  it('round-trips parse → format', () => {
    fc.assert(
      fc.property(fc.constantFrom(...chainNamespaces), part, part, (namespace, reference, address) => {
        const value = `${namespace}:${reference}:${address}`
        expect(formatCaipAddress(parseCaipAddress(value))).toBe(value)
      }),
    )
  })

  it('gives the same result from parts and from a network id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...chainNamespaces), part, part, (namespace, reference, address) => {
        expect(formatCaipAddress({ caipNetworkId: `${namespace}:${reference}`, address })).toBe(
          formatCaipAddress({ namespace, reference, address }),
        )
      }),
    )
  })
})
