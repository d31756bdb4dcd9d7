import { describe, expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { cookieStorage } from '../storage/backends/cookie.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { createStorage } from '../storage/createStorage.js'
import type { StorageBackend } from '../storage/types.js'
import { chainA } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'

const address = '0xabc0000000000000000000000000000000000001'

function configOn(backend: StorageBackend, allowReconnect = true) {
  const evm = createTestAdapter('eip155')
  evm.wallet.allowReconnect = allowReconnect
  const config = createConfig({
    projectId: 'restore',
    networks: [chainA],
    adapters: [evm.adapter],
    storage: backend,
  })
  return { config, evm }
}

describe('restoring a stored connection', () => {
  test('the last connected address shows at once, while the wallet is asked again', async () => {
    const backend = memoryStorage()
    const first = configOn(backend)
    await first.config.ready
    await first.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(createStorage({ storage: backend }).getItem('connectedAddresses')).toEqual({ eip155: address })
    first.config.destroy()

    const second = configOn(backend)
    // Synchronously after createConfig: what a server render and the browser's first render both see.
    expect(second.config.getAccount()).toMatchObject({ status: 'connecting', address })
    await second.config.ready
    expect(second.config.getAccount()).toMatchObject({ status: 'connected', address })
    second.config.destroy()
  })

  test('a server render reads it from the Cookie header', () => {
    const header = `portico.connectorIds=${encodeURIComponent('{"eip155":"test-wallet"}')}; portico.connectedAddresses=${encodeURIComponent(`{"eip155":"${address}"}`)}`
    const { config } = configOn(cookieStorage({ cookie: header }))
    expect(config.getAccount()).toMatchObject({
      status: 'connecting',
      caipAddress: `eip155:31337:${address}`,
    })
    config.destroy()
  })

  test('a wallet that no longer allows it clears the address, here and in storage', async () => {
    const backend = memoryStorage()
    const first = configOn(backend)
    await first.config.ready
    await first.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    first.config.destroy()
    const second = configOn(backend, false)
    await second.config.ready
    expect(second.config.getAccount()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(createStorage({ storage: backend }).getItem('connectedAddresses')).toEqual({})
    second.config.destroy()
  })

  test('disconnect forgets it; a stored value that is not an address is ignored', async () => {
    const backend = memoryStorage()
    const { config } = configOn(backend)
    await config.ready
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await config.disconnect()
    expect(createStorage({ storage: backend }).getItem('connectedAddresses')).toBeUndefined()
    config.destroy()

    backend.setItem('portico.connectorIds', '{"eip155":"test-wallet"}')
    backend.setItem('portico.connectedAddresses', '{"eip155":"<img src=x onerror=alert(1)>"}')
    const tampered = configOn(backend, false)
    expect(tampered.config.getAccount()?.address).toBeUndefined()
    tampered.config.destroy()
  })

  test('with ssr the wallets are asked only on resumeReconnect (after hydration): until then the stored account shows', async () => {
    const backend = memoryStorage()
    const first = configOn(backend)
    await first.config.ready
    await first.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    first.config.destroy()

    const evm = createTestAdapter('eip155')
    const config = createConfig({
      projectId: 'restore',
      networks: [chainA],
      adapters: [evm.adapter],
      storage: backend,
      ssr: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(config.getAccount()).toMatchObject({ status: 'connecting', address })
    expect(evm.wallet.calls).toEqual([])
    await config.resumeReconnect()
    expect(config.getAccount()).toMatchObject({ status: 'connected', address })
    expect(evm.wallet.calls).toEqual(['reconnect'])
    await config.resumeReconnect() // once only
    expect(evm.wallet.calls).toEqual(['reconnect'])
    config.destroy()
  })
})
