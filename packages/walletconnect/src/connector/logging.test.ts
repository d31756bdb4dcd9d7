import { createConfig, memoryStorage } from '@portico/core'
import { type Relay, startRelay } from '@portico/relay'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { evmNetwork } from '../test/network.js'
import { nodeWebSocket, startReferenceWallet } from '../test/referenceWallet.js'
import { sessionAdapter } from '../test/sessionAdapter.js'
import { getWalletConnect, walletConnect } from './walletConnect.js'

// The connector writes to the config's logger (handed to the plug-in at setup): a declined pairing, with the error's name and message and never the pairing URI (it holds the key).

const methods = ['personal_sign']
const network = evmNetwork(1)

let relay: Relay
const cleanups: (() => Promise<void> | void)[] = []
beforeAll(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})
afterAll(async () => {
  await relay?.stop()
})

function setup({ relayUrl = relay.url, logLevel }: { relayUrl?: string; logLevel?: 'info' } = {}) {
  const config = createConfig({
    ...(logLevel && { logLevel }),
    projectId: 'portico-local',
    networks: [network],
    adapters: [sessionAdapter('eip155', { methods, chainId: network.caipNetworkId })],
    storage: memoryStorage(),
    reconnectOnInit: false,
    plugins: [walletConnect({ relayUrl, WebSocket: nodeWebSocket() })],
  })
  cleanups.push(() => config.destroy())
  return { config, wc: getWalletConnect(config)! }
}

async function wallet(decision: 'approve' | 'reject', relayUrl = relay.url) {
  const started = await startReferenceWallet({
    relayUrl,
    account: privateKeyToAccount(generatePrivateKey()),
    chains: [network.caipNetworkId],
    methods,
    decision,
  })
  cleanups.push(() => started.stop())
  return started
}

test("a declined pairing lands in the config's logger, without the URI", async () => {
  const { config, wc } = setup()
  const entries = () => config.logger.getLogs().filter((entry) => entry.source === 'walletConnect')

  const refusing = await wallet('reject')
  const declined = wc.connect()
  await expect.poll(() => wc.state.uri).toMatch(/^wc:/)
  const refusedUri = wc.state.uri as string
  await refusing.pair(refusedUri)
  await expect(declined).rejects.toThrow()
  expect(entries()).toMatchObject([
    { level: 'error', message: 'pairing declined', details: { name: expect.any(String) } },
  ])

  const written = JSON.stringify(config.logger.getLogs())
  for (const secret of [refusedUri, new URL(refusedUri).searchParams.get('symKey') as string])
    expect(written).not.toContain(secret)
})

test('the relay dropping and coming back is a warning and then information in the logger', async () => {
  let own = await startRelay()
  const port = Number(new URL(own.url).port)
  cleanups.push(() => own.stop())
  const { config, wc } = setup({ relayUrl: own.url, logLevel: 'info' })
  const relayEntries = () =>
    config.logger
      .getLogs()
      .filter((entry) => entry.source === 'walletConnect' && entry.message.startsWith('relay'))
      .map(({ level, message }) => [level, message])

  const approving = await wallet('approve', own.url)
  const connecting = wc.connect()
  await expect.poll(() => wc.state.uri).toMatch(/^wc:/)
  await approving.pair(wc.state.uri as string)
  await connecting
  expect(relayEntries()).toEqual([]) // the first connection is not news

  await own.stop()
  await expect.poll(relayEntries).toEqual([['warn', 'relay connection lost; reconnecting']])
  own = await startRelay({ port })
  await expect.poll(relayEntries).toEqual([
    ['warn', 'relay connection lost; reconnecting'],
    ['info', 'relay connection back'],
  ])
})
