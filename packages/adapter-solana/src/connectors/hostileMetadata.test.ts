import { WALLET_NAME_MAX_LENGTH } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { expect, test } from 'vitest'
import { createConnectorStore } from './createConnectorStore.js'

const hostileName = `"><img src=x onerror=alert(1)>\u202E${'W'.repeat(10_000)}`
const hostileIcons = [
  'javascript:alert(1)',
  'http://evil.example/icon.png',
  'data:text/html,<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
]

const wallet = (icon: string) =>
  ({
    version: '1.0.0',
    name: hostileName,
    icon,
    chains: ['solana:devnet'],
    features: { 'standard:connect': {} },
    accounts: [],
  }) as unknown as Wallet

test.each(hostileIcons)('a Wallet Standard wallet with icon %s gives a connector without it', (icon) => {
  const registry = { get: () => [wallet(icon)], on: () => () => {} }
  const [connector] = createConnectorStore(registry).getConnectors()
  expect(connector?.imageUrl).toBeUndefined()
  expect(connector?.info?.icon).toBeUndefined()
  expect(Array.from(connector?.name ?? '')).toHaveLength(WALLET_NAME_MAX_LENGTH)
  expect(connector?.name).not.toContain('\u202E')
})
