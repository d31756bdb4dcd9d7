import { describe, expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { FeatureDisabledError, UnknownViewError } from '../errors/thrown.js'
import type { PorticoEvent } from '../events/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA } from '../test/networks.js'
import { registerTestViews } from '../test/registerTestViews.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'

function setup({ register = true } = {}) {
  const { adapter } = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'p',
    networks: [chainA],
    adapters: [adapter],
    storage: memoryStorage(),
  })
  if (register) registerTestViews(config)
  const events: PorticoEvent[] = []
  config.events.subscribe((event) => events.push(event))
  return { config, events }
}

describe('router', () => {
  test('push, replace, back and reset move through named views', () => {
    const { config } = setup()
    const { router } = config
    config.open()
    expect(router.state.view).toBe('Connect')
    router.push('AllWallets')
    router.push('ConnectingExternal', { connectorId: 'test-wallet' })
    expect(router.state.history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(router.state.data).toEqual({ connectorId: 'test-wallet' })
    router.replace('Account')
    expect(router.state.history).toEqual(['Connect', 'AllWallets', 'Account'])
    router.back()
    expect(router.state.view).toBe('AllWallets')
    router.reset('Networks')
    expect(router.state.history).toEqual(['Networks'])
  })

  test('back from the first view closes the modal', () => {
    const { config } = setup()
    config.open()
    config.router.back()
    expect(config.modal.state.open).toBe(false)
  })
})

describe('modal', () => {
  test('opens on the UI’s initial view (Connect, Account when connected); open/close tracked', async () => {
    const { config, events } = setup()
    config.open()
    expect(config.router.state.view).toBe('Connect')
    config.close()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    config.open()
    expect(config.router.state.view).toBe('Account')
    expect(events.filter((e) => e.event.startsWith('MODAL_')).map((e) => e.event)).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
    ])
  })

  test('opening can name a view, its data and a namespace', () => {
    const { config } = setup()
    config.open({ view: 'Networks', namespace: 'eip155', data: { from: 'test' } })
    expect(config.router.state.view).toBe('Networks')
    expect(config.router.state.data).toEqual({ from: 'test' })
    expect(config.modal.state.namespace).toBe('eip155')
  })

  test('a view no UI renders is a typed error, and nothing opens', () => {
    const { config, events } = setup()
    expect(() => config.open({ view: 'ConnectingSiwe' })).toThrow(UnknownViewError)
    expect(config.modal.state.open).toBe(false)
    expect(events).toEqual([])
  })

  test("a view of a feature that is off is refused with the UI's error", () => {
    const { config } = setup()
    config.options.setFeatures({ swaps: false })
    expect(() => config.open({ view: 'Swap' })).toThrow(FeatureDisabledError)
    expect(config.modal.state.open).toBe(false)
    config.options.setFeatures({ swaps: true })
    config.open({ view: 'Swap' })
    expect(config.router.state.view).toBe('Swap')
  })

  test('without a UI there is no view to open', () => {
    const { config } = setup({ register: false })
    expect(() => config.open()).toThrow(UnknownViewError)
    const unregister = registerTestViews(config)
    config.open()
    expect(config.modal.state.open).toBe(true)
    config.close()
    unregister()
    expect(() => config.open()).toThrow('Unknown view')
  })
})
