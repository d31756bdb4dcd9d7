import { expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { availableConnectMethods, enabledFeatures, isFeatureAvailable } from './isFeatureAvailable.js'

const setup = (overrides: Partial<Parameters<typeof createConfig>[0]> = {}) =>
  createConfig({
    projectId: 'project-1',
    networks: [chainA],
    adapters: [createTestAdapter('eip155').adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
    ...overrides,
  })

test('with nothing configured only what needs nothing shows, and the Connect view lists wallets only', () => {
  const config = setup()
  expect(enabledFeatures(config)).toEqual({
    email: false,
    socials: false,
    allWallets: false,
    onramp: false,
    swaps: false,
    send: true,
    receive: true,
    history: false,
    names: false,
    analytics: false,
    smartSessions: false,
  })
  expect(availableConnectMethods(config)).toEqual(['wallet'])
})

test('with the API, its features show when their flags are on', () => {
  const config = setup({ api: { url: 'http://127.0.0.1:1' } })
  expect(enabledFeatures(config)).toMatchObject({
    allWallets: true,
    swaps: true,
    history: true,
    names: true,
    analytics: true,
    onramp: true,
    // Off unless asked for.
    smartSessions: false,
    // Both need the embedded-wallet plug-in.
    email: false,
    socials: false,
  })
  config.options.setFeatures({ smartSessions: true })
  expect(isFeatureAvailable(config, 'smartSessions')).toBe(true)
  config.options.setFeatures({ history: false, allWallets: false })
  expect(isFeatureAvailable(config, 'history')).toBe(false)
  expect(isFeatureAvailable(config, 'allWallets')).toBe(false)
})

test('a flag that is off hides the feature even when what it needs is there', () => {
  const config = setup({ api: { url: 'http://127.0.0.1:1' }, features: { swaps: false, send: false } })
  expect(isFeatureAvailable(config, 'swaps')).toBe(false)
  expect(isFeatureAvailable(config, 'send')).toBe(false)
  expect(isFeatureAvailable(config, 'receive')).toBe(true)
})

test('wallets are always a connect method, in the order asked for', () => {
  const config = setup({ features: { connectMethodsOrder: ['email', 'social'] } })
  expect(availableConnectMethods(config)).toEqual(['wallet'])
})
