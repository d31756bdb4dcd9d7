import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js'
import { chainNamespaces } from '../caip/types.js'
import { InvalidCaipNetworkIdError, InvalidChainIdError, RpcUrlRequiredError } from '../errors/thrown.js'
import { defineNetwork, type NetworkInput } from './defineNetwork.js'
import type { Network } from './types.js'

const base = {
  id: 31337,
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} satisfies NetworkInput

describe('defineNetwork', () => {
  it('fills caipNetworkId from namespace and id and keeps the rest', () => {
    const network = defineNetwork(base)
    expect(network).toEqual({ ...base, caipNetworkId: 'eip155:31337' })
    expectTypeOf(network).toExtend<Network>()
  })

  it('keeps literal types', () => {
    const network = defineNetwork({ ...base, id: 8453 })
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:8453'>()
    expectTypeOf(network.id).toEqualTypeOf<8453>()
  })

  it('uses the reference string as id outside eip155', () => {
    const network = defineNetwork({
      ...base,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    })
    expect(network.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('accepts a caipNetworkId that agrees and refuses one that does not', () => {
    expect(defineNetwork({ ...base, caipNetworkId: 'eip155:31337' }).caipNetworkId).toBe('eip155:31337')
    expect(() => defineNetwork({ ...base, caipNetworkId: 'eip155:1' })).toThrow(InvalidCaipNetworkIdError)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, '1'])('refuses the eip155 id %j', (id) => {
    expect(() => defineNetwork({ ...base, id })).toThrow(InvalidChainIdError)
    expect(() => defineNetwork({ ...base, id })).toThrow('Invalid chainId')
  })

  it.each([1, '', 'a:b'])('refuses the solana id %j', (id) => {
    expect(() => defineNetwork({ ...base, chainNamespace: 'solana', id })).toThrow(InvalidChainIdError)
  })

  it('refuses an unknown namespace', () => {
    expect(() => defineNetwork({ ...base, chainNamespace: 'cosmos' as 'eip155' })).toThrow(
      'Invalid CAIP Network Id',
    )
  })

  it.each([
    { default: { http: [] } },
    { default: { http: ['not a url'] } },
    { default: { http: ['ftp://example.com'] } },
    { default: { http: ['wss://example.com'] } },
    { default: { http: ['https://example.com'], webSocket: ['https://example.com'] } },
    { default: { http: ['https://example.com'] }, chainDefault: { http: ['nope'] } },
  ])('refuses the rpc urls %j', (rpcUrls) => {
    expect(() => defineNetwork({ ...base, rpcUrls })).toThrow(RpcUrlRequiredError)
    expect(() => defineNetwork({ ...base, rpcUrls })).toThrow('A valid URL is required')
  })

  it('accepts ws(s) urls as webSocket urls and a chainDefault', () => {
    const rpcUrls = {
      default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] },
      chainDefault: { http: ['http://localhost:9933'] },
    }
    expect(defineNetwork({ ...base, rpcUrls }).rpcUrls).toEqual(rpcUrls)
  })

  it('derives a caipNetworkId that parses back to namespace and id, for any valid id', () => {
    const reference = fc.string({ minLength: 1, maxLength: 32 }).filter((value) => !value.includes(':'))
    const input = fc.oneof(
      fc.record({
        chainNamespace: fc.constant('eip155' as const),
        id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      }),
      fc.record({
        chainNamespace: fc.constantFrom(...chainNamespaces.filter((n) => n !== 'eip155')),
        id: reference,
      }),
    )
    fc.assert(
      fc.property(input, ({ chainNamespace, id }) => {
        const network = defineNetwork({ ...base, chainNamespace, id })
        expect(parseCaipNetworkId(network.caipNetworkId)).toEqual({
          namespace: chainNamespace,
          reference: String(id),
        })
      }),
    )
  })
})
