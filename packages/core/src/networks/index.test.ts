import { describe, expect, it } from 'vitest'
import * as networks from './index.js'

describe('networks barrel', () => {
  it('exports defineNetwork and every network', () => {
    expect(Object.keys(networks).sort()).toEqual(
      [
        'anvil',
        'anvilB',
        'arbitrum',
        'base',
        'bitcoin',
        'bitcoinTestnet',
        'defineNetwork',
        'kusama',
        'mainnet',
        'optimism',
        'polkadot',
        'polygon',
        'sepolia',
        'solana',
        'solanaDevnet',
      ].sort(),
    )
  })
})
