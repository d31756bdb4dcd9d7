import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import * as all from './networks.js'
import type { Network } from './types.js'

const networks: Record<string, Network> = all

describe('well-known networks', () => {
  it.each([
    ['mainnet', 'eip155:1', false],
    ['sepolia', 'eip155:11155111', true],
    ['base', 'eip155:8453', false],
    ['polygon', 'eip155:137', false],
    ['arbitrum', 'eip155:42161', false],
    ['optimism', 'eip155:10', false],
    ['solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
    ['solanaDevnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true],
    ['polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', false],
    ['kusama', 'polkadot:b0a8d493285c2df73290dfb7e61f870f', false],
    ['bitcoin', 'bip122:000000000019d6689c085ae165831e93', false],
    ['bitcoinTestnet', 'bip122:000000000933ea01ad0ee984209779ba', true],
    ['anvil', 'eip155:31337', true],
    ['anvilB', 'eip155:31338', true],
  ] as const)('%s is %s, testnet %s', (name, caipNetworkId, testnet) => {
    const network = networks[name] as Network
    expect(network.caipNetworkId).toBe(caipNetworkId)
    expect(Boolean(network.testnet)).toBe(testnet)
    expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
  })

  it('exports exactly those fourteen, with distinct ids', () => {
    const values = Object.values(networks)
    expect(values).toHaveLength(14)
    expect(new Set(values.map((n) => n.caipNetworkId)).size).toBe(14)
  })

  it('has valid ids, a name, a native currency and an RPC URL each', () => {
    for (const network of Object.values(networks)) {
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      expect(network.name).not.toBe('')
      expect(Number.isInteger(network.nativeCurrency.decimals)).toBe(true)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    }
  })

  it('uses numeric ids on eip155 only', () => {
    for (const network of Object.values(networks)) {
      expect(typeof network.id).toBe(network.chainNamespace === 'eip155' ? 'number' : 'string')
    }
  })

  it('points the local devnets at localhost', () => {
    expect(all.anvil).toMatchObject({ name: 'Anvil', nativeCurrency: { symbol: 'ETH', decimals: 18 } })
    expect(all.anvil.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(all.anvilB.rpcUrls.default.http[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})
