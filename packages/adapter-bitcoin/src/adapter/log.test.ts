import { createConfig, memoryStorage } from '@portico/core'
import { createBitcoinDevWallet } from '@portico/dev-wallet/bitcoin'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createBitcoinAdapter } from '../adapter.js'
import { createRegistry, startWorld, type World } from '../test/world.js'

// The adapter writes its failures to the config's logger (given at setup): the step, the connector and the
// error's name and message, never a key or the message being signed.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

const WALLET = 'Portico Dev Wallet'
const SECRET = 'sign me: the password is hunter2'

test("a refused connect and a refused signature land in the config's logger, with nothing secret", async () => {
  const registry = createRegistry()
  const dev = createBitcoinDevWallet({
    network: world.devnet.network,
    chains: [world.chain.caipNetworkId],
    symbol: 'LTC',
  })
  dev.register(registry)
  const adapter = createBitcoinAdapter({
    networks: [world.chain],
    wallets: registry,
    target: {},
    esplora: { fetch: world.fetch, retryCount: 0 },
  })
  const config = createConfig({
    projectId: 'p',
    networks: [world.network],
    adapters: [adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })
  try {
    dev.setPolicy('reject')
    await expect(config.connect({ namespace: 'bip122', connectorId: WALLET })).rejects.toThrow()
    dev.setPolicy('approve')
    await config.connect({ namespace: 'bip122', connectorId: WALLET })
    dev.setPolicy('reject')
    const address = dev.payment.address
    await expect(adapter.signMessage({ address, message: SECRET })).rejects.toThrow()

    expect(config.logger.getLogs().filter((entry) => entry.source === 'bip122')).toMatchObject([
      {
        level: 'error',
        message: 'connect failed',
        details: { connectorId: WALLET, name: 'UserRejectedRequestError' },
      },
      {
        level: 'error',
        message: 'signMessage failed',
        details: { connectorId: WALLET, name: 'UserRejectedRequestError' },
      },
    ])
    const written = JSON.stringify(config.logger.getLogs())
    expect(written).not.toContain('hunter2')
    expect(written).not.toContain(address)
  } finally {
    config.destroy()
    adapter.destroy()
  }
})
