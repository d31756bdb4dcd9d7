import { createConfig, memoryStorage } from '@portico/core'
import { expect, test } from 'vitest'
import { createWorld, devnet } from '../test/world.js'

// The adapter writes its failures to the config's logger (given at setup): the step, the connector and the
// error's name and message, never a key or the message being signed.

const SECRET = 'sign me: the password is hunter2'

test("a refused connect and a refused signature land in the config's logger, with nothing secret", async () => {
  const local = await createWorld(['//Alice'])
  const config = createConfig({
    projectId: 'p',
    networks: [local.network],
    adapters: [local.adapter],
    storage: memoryStorage(),
    reconnectOnInit: false,
  })
  try {
    local.wallet.setPolicy('reject')
    const connectorId = 'portico-dev-wallet'
    await expect(config.connect({ namespace: 'polkadot', connectorId })).rejects.toThrow()
    local.wallet.setPolicy('approve')
    await config.connect({ namespace: 'polkadot', connectorId })
    local.wallet.setPolicy('reject')
    const address = devnet().accounts[0]!.address
    await expect(local.adapter.signMessage({ address, message: SECRET })).rejects.toThrow()

    expect(config.logger.getLogs().filter((entry) => entry.source === 'polkadot')).toMatchObject([
      {
        level: 'error',
        message: 'connect failed',
        details: { connectorId, name: 'UserRejectedRequestError' },
      },
      { level: 'error', message: 'signMessage failed', details: { connectorId } },
    ])
    const written = JSON.stringify(config.logger.getLogs())
    expect(written).not.toContain('hunter2')
    expect(written).not.toContain(address)
  } finally {
    config.destroy()
    await local.stop()
  }
})
