import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import { chainNamespaces } from './types.js'

describe('formatCaipNetworkId', () => {
  it('joins namespace and reference, numbers included', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: 11155111 })).toBe('eip155:11155111')
    expect(formatCaipNetworkId({ namespace: 'solana', reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('throws for an empty or colon-holding reference and an unknown namespace', () => {
    expect(() => formatCaipNetworkId({ namespace: 'eip155', reference: '' })).toThrow(
      'Invalid CAIP Network Id',
    )
    expect(() => formatCaipNetworkId({ namespace: 'eip155', reference: '1:2' })).toThrow(
      'Invalid CAIP Network Id',
    )
    expect(() => formatCaipNetworkId({ namespace: 'cosmos' as 'eip155', reference: 'x' })).toThrow(
      'Invalid CAIP Network Id',
    )
  })

  it('round-trips parse → format', () => {
    const part = fc.string({ minLength: 1 }).filter((value) => !value.includes(':'))
    fc.assert(
      fc.property(fc.constantFrom(...chainNamespaces), part, (namespace, reference) => {
        const value = `${namespace}:${reference}`
        expect(formatCaipNetworkId(parseCaipNetworkId(value))).toBe(value)
      }),
    )
  })
})
