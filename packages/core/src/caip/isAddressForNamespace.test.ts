import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAddressForNamespace } from './isAddressForNamespace.js'
import { chainNamespaces } from './types.js'

const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const solana = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const bitcoin = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
const bitcoinTestnet = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const bitcoinRegtest = 'bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9'

describe('isAddressForNamespace', () => {
  it('matches each address to its namespace only', () => {
    const table = { eip155: evm, solana, polkadot, bip122: bitcoin } as const
    for (const namespace of chainNamespaces) {
      for (const [owner, address] of Object.entries(table)) {
        expect([namespace, address, isAddressForNamespace(namespace, address)]).toEqual([
          namespace,
          address,
          namespace === owner,
        ])
      }
    }
  })

  it('accepts any Bitcoin network without a reference', () => {
    expect(isAddressForNamespace('bip122', bitcoinTestnet)).toBe(true)
    expect(isAddressForNamespace('bip122', bitcoinRegtest)).toBe(true)
    expect(isAddressForNamespace('bip122', 'mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ')).toBe(true)
  })

  it('narrows bip122 to the network of a known reference', () => {
    const mainnet = '000000000019d6689c085ae165831e93'
    const testnet = '000000000933ea01ad0ee984209779ba'
    expect(isAddressForNamespace('bip122', bitcoin, mainnet)).toBe(true)
    expect(isAddressForNamespace('bip122', bitcoin, testnet)).toBe(false)
    expect(isAddressForNamespace('bip122', bitcoinTestnet, testnet)).toBe(true)
    expect(isAddressForNamespace('bip122', bitcoinTestnet, mainnet)).toBe(false)
    expect(isAddressForNamespace('bip122', bitcoinRegtest, 'unknown')).toBe(true)
  })

  it('rejects an unknown namespace at runtime', () => {
    expect(isAddressForNamespace('cosmos' as 'eip155', evm)).toBe(false)
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.constantFrom(...chainNamespaces), fc.string({ maxLength: 80 }), (namespace, address) => {
        expect(typeof isAddressForNamespace(namespace, address)).toBe('boolean')
      }),
    )
  })
})
