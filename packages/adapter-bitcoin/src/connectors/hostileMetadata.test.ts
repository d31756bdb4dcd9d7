import { WALLET_NAME_MAX_LENGTH } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { expect, test } from 'vitest'
import { createConnectorStore } from './createConnectorStore.js'
import { BitcoinConnect, BitcoinSignPsbt } from './walletStandard.js'

const hostileName = `"><img src=x onerror=alert(1)>\u202E${'W'.repeat(10_000)}`
const hostileIcons = [
  'javascript:alert(1)',
  'http://evil.example/icon.png',
  'data:text/html,<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
]

test.each(hostileIcons)('a Wallet Standard wallet with icon %s gives a connector without it', (icon) => {
  const wallet = {
    version: '1.0.0',
    name: hostileName,
    icon,
    chains: ['bitcoin:mainnet'],
    features: { [BitcoinConnect]: {}, [BitcoinSignPsbt]: {} },
    accounts: [],
  } as unknown as Wallet
  const store = createConnectorStore({
    wallets: { get: () => [wallet], on: () => () => {} },
    target: undefined,
  })
  const [connector] = store.getConnectors()
  expect(connector?.imageUrl).toBeUndefined()
  expect(connector?.info?.icon).toBeUndefined()
  expect(Array.from(connector?.name ?? '')).toHaveLength(WALLET_NAME_MAX_LENGTH)
  store.destroy()
})

test.each(hostileIcons)('a sats-connect provider with icon %s gives a connector without it', (icon) => {
  const provider = { request: async () => null }
  const target = { evil: provider, btc_providers: [{ id: 'evil', name: hostileName, icon }] }
  const store = createConnectorStore({ wallets: undefined, target })
  const [connector] = store.getConnectors()
  expect(connector?.id).toBe('evil')
  expect(connector?.imageUrl).toBeUndefined()
  expect(connector?.name).not.toContain('\u202E')
  store.destroy()
})
