import { expect, test } from 'vitest'
import { caipAccounts, frameChainId } from './chains.js'

test('accounts on every chain; the frame names eip155 chains by number and others by CAIP-2', () => {
  expect(caipAccounts(['eip155:1', 'eip155:10'], ['0xa', '0xb'])).toEqual([
    'eip155:1:0xa',
    'eip155:1:0xb',
    'eip155:10:0xa',
    'eip155:10:0xb',
  ])
  expect(frameChainId('eip155:31337')).toBe(31337)
  expect(frameChainId('solana:localnet')).toBe('solana:localnet')
})
