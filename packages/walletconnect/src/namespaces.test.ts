import { describe, expect, test } from 'vitest'
import { chainsOf, isSessionNamespaces, unmetRequirement } from './namespaces.js'

const eip155 = {
  accounts: ['eip155:1:0xab', 'eip155:10:0xab'],
  methods: ['personal_sign', 'eth_sendTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}

describe('namespaces', () => {
  test('session namespaces need accounts (CAIP-10), methods and events', () => {
    expect(isSessionNamespaces({ eip155 })).toBe(true)
    expect(isSessionNamespaces({ eip155: { ...eip155, chains: ['eip155:1'] } })).toBe(true)
    expect(isSessionNamespaces({ eip155: { ...eip155, accounts: ['0xab'] } })).toBe(false)
    expect(isSessionNamespaces({ eip155: { methods: [], events: [] } })).toBe(false)
    expect(isSessionNamespaces([])).toBe(false)
    expect(isSessionNamespaces(null)).toBe(false)
  })

  test('chains come from the list, else from the accounts', () => {
    expect(chainsOf(eip155)).toEqual(['eip155:1', 'eip155:10'])
    expect(chainsOf({ ...eip155, chains: ['eip155:5'] })).toEqual(['eip155:5'])
  })

  test('required namespaces, chains, methods and events must be met', () => {
    const session = {
      eip155,
      solana: { accounts: ['solana:5eyk:Ab'], methods: ['solana_signMessage'], events: [] },
    }
    expect(
      unmetRequirement({ eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } }, session),
    ).toBe(undefined)
    expect(
      unmetRequirement({ 'eip155:10': { methods: ['personal_sign'], events: ['chainChanged'] } }, session),
    ).toBe(undefined)
    expect(
      unmetRequirement({ polkadot: { chains: ['polkadot:91b1'], methods: [], events: [] } }, session),
    ).toMatch(/namespace polkadot/)
    expect(
      unmetRequirement({ eip155: { chains: ['eip155:137'], methods: [], events: [] } }, session),
    ).toMatch(/chain eip155:137/)
    expect(
      unmetRequirement({ solana: { methods: ['solana_signTransaction'], events: [] } }, session),
    ).toMatch(/method solana_signTransaction/)
    expect(unmetRequirement({ solana: { methods: [], events: ['accountChanged'] } }, session)).toMatch(
      /event/,
    )
  })
})
