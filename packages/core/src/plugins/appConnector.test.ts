import { describe, expect, test } from 'vitest'
import type { RemoteWalletSession } from '../adapter/remoteWalletSession.js'
import { createConfig } from '../createConfig.js'
import { DuplicatePluginError } from '../errors/thrown.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import type { Plugin, PluginInstance, RemoteConnection } from './types.js'

// A connector an app writes itself (the shape docs/guide/connectors.md shows): it connects through core's
// contract with a session of its own, and its connection is EXTERNAL.
const address = '0xabc0000000000000000000000000000000000001'

function bridgeSession(): RemoteWalletSession {
  return {
    namespace: 'eip155',
    peer: { name: 'Bridge Wallet', icon: 'https://bridge.example/icon.png' },
    getAccounts: () => [`${chainA.caipNetworkId}:${address}`],
    getChains: () => [chainA.caipNetworkId],
    getMethods: () => ['personal_sign'],
    request: async <result>() => '0x' as result,
    subscribe: () => () => undefined,
  }
}

type Bridge = PluginInstance & { connect(): Promise<void>; calls: string[] }

function bridge(): Plugin<'bridge', Bridge> {
  return {
    id: 'bridge',
    type: 'connector',
    namespaces: ['eip155'],
    setup(context) {
      const calls: string[] = []
      const remote = (): RemoteConnection => ({
        session: bridgeSession(),
        parameter: 'walletConnect',
        type: 'EXTERNAL',
        method: 'qrcode',
      })
      return {
        calls,
        async connect() {
          await context.connection.connect({ namespace: 'eip155', connectorId: 'bridge', remote: remote() })
        },
        async restore() {
          calls.push('restore')
          return remote()
        },
        async disconnect() {
          calls.push('disconnect')
        },
      }
    },
  }
}

function configWith(storage = memoryStorage()) {
  const evm = createTestAdapter('eip155')
  const config = createConfig({
    projectId: 'app-connector',
    networks: [chainA],
    adapters: [evm.adapter],
    storage,
    plugins: [bridge()],
  })
  return { config, storage, get: () => config.plugins.get('bridge') as Bridge }
}

describe("an app's own connector plug-in", () => {
  test('connects through the contract; the connection is EXTERNAL with the wallet’s name; it is restored and disconnected', async () => {
    const first = configWith()
    await first.config.ready
    await first.get().connect()
    expect(first.config.getAccount()).toMatchObject({
      status: 'connected',
      address,
      connectedWalletInfo: { name: 'Bridge Wallet', type: 'EXTERNAL' },
    })
    first.config.destroy()

    // A reload: the stored connection of that connector is the plug-in's to restore.
    const second = configWith(first.storage)
    await second.config.ready
    expect(second.get().calls).toEqual(['restore'])
    expect(second.config.getAccount()).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { type: 'EXTERNAL' },
    })
    await second.config.disconnect()
    expect(second.get().calls).toEqual(['restore', 'disconnect'])
    expect(second.config.getAccount()?.status).toBe('disconnected')
    second.config.destroy()
  })

  test('two plug-ins with one id are refused', () => {
    expect(() =>
      createConfig({
        projectId: 'app-connector',
        networks: [chainA],
        adapters: [createTestAdapter('eip155').adapter],
        plugins: [bridge(), bridge()],
      }),
    ).toThrow(DuplicatePluginError)
  })
})
