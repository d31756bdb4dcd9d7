import { createConfig, memoryStorage } from '@portico/core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createSolanaAdapter } from '../adapter.js'
import { startWorld, type World } from '../test/world.js'

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
  const adapter = createSolanaAdapter({ wallets: world.registry, storage: memoryStorage() })
  const config = createConfig({
    projectId: 'p',
    networks: [world.network],
    adapters: [adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })
  world.dev.disconnect()
  world.dev.setPolicy('reject')
  await expect(config.connect({ namespace: 'solana', connectorId: WALLET })).rejects.toThrow()
  world.dev.setPolicy('approve')
  const { accounts } = await config.connect({ namespace: 'solana', connectorId: WALLET })
  world.dev.setPolicy('reject')
  await expect(adapter.signMessage({ address: accounts[0]!.address, message: SECRET })).rejects.toThrow()

  const logs = config.logger.getLogs().filter((entry) => entry.source === 'solana')
  expect(logs).toMatchObject([
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
  expect(written).not.toContain(world.dev.address)
  config.destroy()
})
