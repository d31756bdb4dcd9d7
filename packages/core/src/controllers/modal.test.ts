import { describe, expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import type { PorticoEvent } from '../events/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA } from '../test/networks.js'
import { createTestAdapter } from '../test/testAdapter.js'

function setup(siwx?: { required: boolean }) {
  const { adapter } = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'p',
    networks: [chainA],
    adapters: [adapter],
    storage: memoryStorage(),
    ...(siwx ? { siwx } : {}),
  })
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

  test('back with UnsupportedChain in history closes the modal', () => {
    const { config } = setup()
    config.open({ view: 'UnsupportedChain' })
    config.router.push('Networks')
    config.router.back()
    expect(config.modal.state.open).toBe(false)
  })
})

describe('modal', () => {
  test('opens on Connect when disconnected, on Account when connected; open/close tracked', async () => {
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

  test('opening can name a view and a namespace', () => {
    const { config } = setup()
    config.open({ view: 'Networks', namespace: 'eip155' })
    expect(config.router.state.view).toBe('Networks')
    expect(config.modal.state.namespace).toBe('eip155')
  })

  test('cannot close from a sign-in view while sign-in is required and no session exists', () => {
    const { config } = setup({ required: true })
    config.open({ view: 'SIWXSignMessage' })
    expect(config.close()).toBe(false)
    expect(config.modal.state.open).toBe(true)
    config.modal.setSignInSession(true)
    expect(config.close()).toBe(true)
    expect(config.modal.state.open).toBe(false)
  })

  test('sign-in views close normally when sign-in is optional', () => {
    const { config } = setup({ required: false })
    config.open({ view: 'ApproveTransaction' })
    expect(config.close()).toBe(true)
  })
})
