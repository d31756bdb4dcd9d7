import { createLogger } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter } from '../adapter.js'
import { devnetNetwork } from '../test/devnet.js'
import { deadUrl, type FaultProxy, startFaultProxy } from '../test/faultProxy.js'

// What a config gives the adapter at setup: the RPC URL to read a network through (the API's proxy when an
// API is configured) and its logger.

let devnet: Devnet
let proxy: FaultProxy
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
  proxy = await startFaultProxy(devnet.chains[0]!.rpcUrl)
}, 60_000)
afterAll(async () => {
  await proxy?.close()
  await devnet?.stop()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('setup', () => {
  test("reads go through the config's RPC URL for the network, not the network's own", async () => {
    const network = devnetNetwork(devnet.chains[0]!, [await deadUrl()])
    const adapter = createEvmAdapter({ target: new EventTarget() })
    adapter.setup?.({ logger: createLogger(), rpcUrlOf: () => proxy.url })
    const { balance } = await adapter.getBalance({ address: account, network })
    expect(Number(balance)).toBeGreaterThan(0)
    expect(proxy.calls().flatMap((call) => call.methods)).toContain('eth_getBalance')
    adapter.destroy()
  })

  test('without a URL from the config the network keeps its own', async () => {
    const network = devnetNetwork(devnet.chains[0]!)
    const adapter = createEvmAdapter({ target: new EventTarget() })
    adapter.setup?.({ logger: createLogger(), rpcUrlOf: () => undefined })
    const before = proxy.calls().length
    await adapter.getBalance({ address: account, network })
    expect(proxy.calls()).toHaveLength(before)
    adapter.destroy()
  })

  test("a failed connect is written to the config's logger with its connector", async () => {
    const logger = createLogger()
    const adapter = createEvmAdapter({ target: new EventTarget() })
    adapter.setup?.({ logger, rpcUrlOf: () => undefined })
    const network = devnetNetwork(devnet.chains[0]!)
    await expect(adapter.connect({ connectorId: 'com.nowhere.wallet', network })).rejects.toThrow()
    expect(logger.getLogs()).toMatchObject([
      {
        level: 'error',
        source: 'eip155',
        message: 'connect failed',
        details: { connectorId: 'com.nowhere.wallet', name: 'ConnectorNotFoundError' },
      },
    ])
    adapter.destroy()
  })
})
