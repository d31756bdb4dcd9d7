import { expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, toWalletAsset } from './getAssets.js'

const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 }

test('ERC-7811 assets become Portico wallet assets; NFTs and malformed entries are left out', () => {
  expect(toWalletAsset({ address: 'native', balance: '0x10', type: 'native' }, eth)).toEqual({
    address: NATIVE_TOKEN_ADDRESS,
    balance: '0x10',
    type: 'NATIVE',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 0, iconUrl: '' },
  })
  expect(
    toWalletAsset(
      {
        address: '0x00000000000000000000000000000000000000aa',
        balance: '0x01',
        type: 'erc20',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://i', value: 2 },
      },
      eth,
    ),
  ).toEqual({
    address: '0x00000000000000000000000000000000000000aa',
    balance: '0x01',
    type: 'ERC20',
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://i', value: 2 },
  })
  expect(toWalletAsset({ address: '0x01', balance: '0x1', type: 'erc721' }, eth)).toBeUndefined()
  expect(toWalletAsset({ type: 'erc20', balance: '12' }, eth)).toBeUndefined()
})
