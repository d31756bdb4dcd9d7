import { createConfig, memoryStorage, type Network } from '@portico/core'
import { afterEach, expect, test } from 'vitest'
import { EmbeddedWalletLoadError } from '../errors.js'
import { CODE, scriptedWallet } from '../test/scriptedFrame.js'
import { embeddedWallet, getEmbeddedWallet } from './embeddedWallet.js'
import type { EmbeddedWalletModule } from './types.js'

// The connector writes to the config's logger (handed to the plug-in at setup): a frame that does not load and
// a failed login step, with the error's name and message and never the login code or the e-mail being typed.

const chain: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1/31337'] } },
}

const configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs.splice(0)) config.destroy()
})

function setup(load: () => Promise<EmbeddedWalletModule>) {
  const config = createConfig({
    projectId: 'portico-local',
    networks: [chain],
    adapters: [
      {
        namespace: 'eip155',
        getConnectors: () => [],
        subscribe: () => () => {},
        connect: async () => ({ accounts: [], caipNetworkId: chain.caipNetworkId }),
        reconnect: async () => undefined,
        disconnect: async () => {},
        getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
        switchNetwork: async () => {},
        signMessage: async () => ({ signature: '0x' }),
        sendTransfer: async () => ({ hash: '0x01' }),
        estimateFee: async () => null,
        parseUnits: (value) => BigInt(value),
        formatUnits: (value) => value.toString(),
      },
    ],
    storage: memoryStorage(),
    reconnectOnInit: false,
    plugins: [embeddedWallet({ url: 'http://127.0.0.1:4600', document: {} as Document, load })],
  })
  configs.push(config)
  const entries = () => config.logger.getLogs().filter((entry) => entry.source === 'ID_AUTH')
  return { config, embedded: getEmbeddedWallet(config)!, entries }
}

test("a frame that does not load lands in the config's logger", async () => {
  const wallet = scriptedWallet()
  const { embedded, entries } = setup(async () => {
    const module = await wallet.load()
    return {
      createFrameClient(options) {
        const client = module.createFrameClient(options)
        const ready = Promise.reject(new EmbeddedWalletLoadError({ details: 'timed out' }))
        ready.catch(() => undefined)
        return { ...client, ready }
      },
    }
  })
  await expect(embedded.connectEmail('ada@example.com')).rejects.toThrow(EmbeddedWalletLoadError)
  expect(entries()).toMatchObject([
    { level: 'error', message: 'frame failed to load', details: { name: 'EmbeddedWalletLoadError' } },
    { level: 'error', message: 'login step failed', details: { name: 'EmbeddedWalletLoadError' } },
  ])
})

test('a refused login code is logged by its error, never the code', async () => {
  const wallet = scriptedWallet()
  const { config, embedded, entries } = setup(() => wallet.load())
  await embedded.connectEmail('ada@example.com')
  const wrong = CODE.split('').reverse().join('')
  await expect(embedded.verifyOtp(wrong)).rejects.toThrow()
  expect(entries()).toMatchObject([{ level: 'error', message: 'login step failed' }])
  const written = JSON.stringify(config.logger.getLogs())
  expect(written).not.toContain(wrong)
  expect(written).not.toContain(CODE)
})
