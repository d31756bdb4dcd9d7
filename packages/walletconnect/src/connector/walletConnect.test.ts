import { createConfig, memoryStorage, sepolia } from '@portico/core'
import { afterEach, expect, test } from 'vitest'
import { getWalletConnect, walletConnect } from './walletConnect.js'

const configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs.splice(0)) config.destroy()
})

const configWith = (plugin: ReturnType<typeof walletConnect>) => {
  const config = createConfig({
    projectId: 'p',
    networks: [sepolia],
    adapters: [],
    storage: memoryStorage(),
    reconnectOnInit: false,
    plugins: [plugin],
  })
  configs.push(config)
  return config
}

test('basic mode: the connector says so, and the modal may not open UnsupportedChain', () => {
  const config = configWith(walletConnect({ relayUrl: 'ws://127.0.0.1:1', basic: true }))
  expect(getWalletConnect(config)?.basic).toBe(true)
  expect(config.options.state.allowUnsupportedChain).toBe(true)
})

test('not basic by default: UnsupportedChain stays as the app set it', () => {
  const config = configWith(walletConnect({ relayUrl: 'ws://127.0.0.1:1' }))
  expect(getWalletConnect(config)?.basic).toBe(false)
  expect(config.options.state.allowUnsupportedChain).toBe(false)
})
