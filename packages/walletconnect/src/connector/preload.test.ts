import { createConfig, memoryStorage } from '@portico/core'
import { type Relay, startRelay } from '@portico/relay'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { evmNetwork } from '../test/network.js'
import { nodeWebSocket } from '../test/referenceWallet.js'
import { sessionAdapter } from '../test/sessionAdapter.js'
import { getWalletConnect, walletConnect } from './walletConnect.js'

// `preload()`: what the modal calls while a WalletConnect view's code loads, so the QR code does not wait for the
// connector's code and the relay connection one after the other.

const network = evmNetwork(1)

let relay: Relay
const cleanups: (() => void)[] = []
beforeAll(async () => {
  relay = await startRelay()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
afterAll(async () => {
  await relay?.stop()
})

/** A config with WalletConnect, and every socket its client opens (the `ws` package's, counted). */
function setup(relayUrl = relay.url) {
  const Base = nodeWebSocket()
  const sockets: WebSocket[] = []
  class CountedWebSocket extends Base {
    constructor(...parameters: ConstructorParameters<typeof WebSocket>) {
      super(...parameters)
      sockets.push(this)
    }
  }
  const config = createConfig({
    projectId: 'portico-local',
    networks: [network],
    adapters: [sessionAdapter('eip155', { methods: ['personal_sign'], chainId: network.caipNetworkId })],
    storage: memoryStorage(),
    reconnectOnInit: false,
    plugins: [walletConnect({ relayUrl, WebSocket: CountedWebSocket })],
  })
  cleanups.push(() => config.destroy())
  return { wc: getWalletConnect(config)!, sockets }
}

test('preload opens the relay connection without pairing; connect then pairs over that same connection', async () => {
  const { wc, sockets } = setup()
  wc.preload()
  await expect.poll(() => sockets[0]?.readyState).toBe(1) // OPEN
  expect(wc.state).toMatchObject({ status: 'idle', uri: undefined })

  const pairing = wc.connect()
  await expect.poll(() => wc.state.uri).toMatch(/^wc:/)
  expect(sockets).toHaveLength(1)
  wc.cancel()
  await expect(pairing).rejects.toThrow()
})

test('a preload that cannot reach the relay stays quiet; connect meets the failure and shows it', async () => {
  const { wc } = setup('ws://127.0.0.1:1')
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  cleanups.push(() => process.off('unhandledRejection', onUnhandled))
  wc.preload()
  expect(wc.state.status).toBe('idle')
  await expect(wc.connect()).rejects.toThrow()
  expect(wc.state.status).toBe('error')
  expect(unhandled).toEqual([])
})
