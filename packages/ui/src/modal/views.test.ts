import { createConfig, memoryStorage } from '@portico/core'
import { afterEach, expect, test, vi } from 'vitest'
import { chainA, createWorld } from '../test/world.js'
import { initialView } from './views.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const phone = () =>
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  })

test('the first view: Connect when disconnected, Account when connected', async () => {
  const { config } = await createWorld()
  expect(initialView(config)).toBe('Connect')
  await config.connect({ namespace: 'eip155', connectorId: 'dev.portico.wallet' })
  expect(initialView(config)).toBe('Account')
})

test('on a phone with no chain adapter the modal opens on All wallets (the catalogue is all there is)', () => {
  phone()
  const config = createConfig({
    projectId: 'test',
    networks: [chainA],
    adapters: [],
    storage: memoryStorage(),
    api: { url: 'http://127.0.0.1:1' },
  })
  expect(initialView(config)).toBe('AllWallets')
  // Without the catalogue there is no wallet list to show: Connect, with its empty state.
  const bare = createConfig({ projectId: 'test', networks: [chainA], adapters: [], storage: memoryStorage() })
  expect(initialView(bare)).toBe('Connect')
})

test('on a desktop with no chain adapter the modal opens on Connect', () => {
  const config = createConfig({
    projectId: 'test',
    networks: [chainA],
    adapters: [],
    storage: memoryStorage(),
    api: { url: 'http://127.0.0.1:1' },
  })
  expect(initialView(config)).toBe('Connect')
})
