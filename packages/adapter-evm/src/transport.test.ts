import { HttpRequestError, TimeoutError } from '@portico/core'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type Address, createPublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createEvmAdapter } from './adapter.js'
import { devnetNetwork } from './test/devnet.js'
import { deadUrl, type FaultProxy, startFaultProxy } from './test/faultProxy.js'
import {
  type CreateRpcTransportOptions,
  createRpcTransport,
  rankDefaults,
  transportDefaults,
} from './transport.js'

let devnet: Devnet
const proxies: FaultProxy[] = []
const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 60_000)

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
})

afterAll(async () => {
  await devnet?.stop()
})

const anvilUrl = () => devnet.chains[0]!.rpcUrl

async function proxy(): Promise<FaultProxy> {
  const started = await startFaultProxy(anvilUrl())
  proxies.push(started)
  return started
}

function clientFor(urls: string[], options?: CreateRpcTransportOptions) {
  return createPublicClient({ transport: createRpcTransport(urls, options) })
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now()
  const result = await run()
  return { result, ms: performance.now() - start }
}

test('defaults: 10 s timeout, batches of 1000, 3 retries from 150 ms, ranking every 4 s', () => {
  expect(transportDefaults).toEqual({ timeout: 10_000, batchSize: 1000, retryCount: 3, retryDelay: 150 })
  expect(rankDefaults).toEqual({
    interval: 4_000,
    sampleCount: 10,
    timeout: 1_000,
    weights: { stability: 0.7, latency: 0.3 },
  })
  const transport = createRpcTransport(['http://127.0.0.1:1'])({})
  expect(transport.config).toMatchObject({ type: 'http', retryCount: 3, retryDelay: 150, timeout: 10_000 })
  expect(createRpcTransport(['http://127.0.0.1:1', 'http://127.0.0.1:2'])({}).config).toMatchObject({
    type: 'fallback',
    retryCount: 3,
    retryDelay: 150,
  })
})

describe('http: retries', () => {
  test('429 then 500: answered on the third try, after exponential backoff (150 + 300 ms)', async () => {
    const rpc = await proxy()
    rpc.inject(429, 500)
    const { result, ms } = await timed(() => clientFor([rpc.url]).getBalance({ address: account }))
    expect(result).toBeGreaterThan(0n)
    expect(rpc.calls().map((r) => r.fault)).toEqual([429, 500, 'ok'])
    expect(ms).toBeGreaterThanOrEqual(440)
  })

  test('a request that hangs past the timeout is retried', async () => {
    const rpc = await proxy()
    rpc.inject('hang')
    const { result, ms } = await timed(() =>
      clientFor([rpc.url], { timeout: 300 }).getBalance({ address: account }),
    )
    expect(result).toBeGreaterThan(0n)
    expect(rpc.calls().map((r) => r.fault)).toEqual(['hang', 'ok'])
    expect(ms).toBeGreaterThanOrEqual(300)
  })

  test('after 3 retries the failure surfaces as a mapped error', async () => {
    const rpc = await proxy()
    rpc.setDefault(500)
    const adapter = createEvmAdapter({ target: new EventTarget(), transport: { retryDelay: 10 } })
    const network = devnetNetwork(devnet.chains[0]!, [rpc.url])
    const error = await adapter.getBalance({ address: account, network }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ message: 'HTTP status code: 500', status: 500 })
    expect(rpc.calls()).toHaveLength(4)

    rpc.setDefault('hang')
    const slow = createEvmAdapter({ target: new EventTarget(), transport: { timeout: 100, retryCount: 1 } })
    const timeout = await slow.getGasPrice({ network }).catch((e: unknown) => e)
    expect(timeout).toBeInstanceOf(TimeoutError)
    expect(timeout).toMatchObject({ details: expect.stringContaining('did not answer within 100 ms') })
  })

  test('concurrent requests go out as one JSON-RPC batch', async () => {
    const rpc = await proxy()
    const client = clientFor([rpc.url])
    await Promise.all([
      client.getBalance({ address: account }),
      client.getChainId(),
      client.getTransactionCount({ address: account }),
    ])
    expect(rpc.calls().map((r) => r.methods.sort())).toEqual([
      ['eth_chainId', 'eth_getBalance', 'eth_getTransactionCount'],
    ])
  })
})

describe('fallback', () => {
  test('the first URL is dead: the next one answers, through the adapter too', async () => {
    const dead = await deadUrl()
    const rpc = await proxy()
    const { result, ms } = await timed(() =>
      clientFor([dead, rpc.url], { rank: false }).getBalance({ address: account }),
    )
    expect(result).toBeGreaterThan(0n)
    expect(rpc.calls()).toHaveLength(1)
    expect(ms).toBeLessThan(1_000) // no retry wait: the dead URL hands over at once

    const adapter = createEvmAdapter({ target: new EventTarget() })
    const network = devnetNetwork(devnet.chains[0]!, [dead, rpc.url])
    expect(await adapter.getBalance({ address: account, network })).toMatchObject({ symbol: 'ETH' })
  })

  test('500s and hangs on the first URL fall through to the second', async () => {
    const first = await proxy()
    const second = await proxy()
    const client = clientFor([first.url, second.url], { rank: false, timeout: 200 })
    first.inject(500, 'hang')
    expect(await client.getBalance({ address: account })).toBeGreaterThan(0n)
    expect(await client.getBalance({ address: account })).toBeGreaterThan(0n)
    expect(first.calls().map((r) => r.fault)).toEqual([500, 'hang'])
    expect(second.calls()).toHaveLength(2)
  })

  test('ranking moves a failing URL behind a healthy one', async () => {
    const failing = await proxy()
    const healthy = await proxy()
    failing.setDefault(500)
    const client = clientFor([failing.url, healthy.url], { rank: { interval: 20, sampleCount: 3 } })
    // Wait until the ranker has pinged both a few times.
    await expect
      .poll(() => healthy.requests.length, { interval: 20, timeout: 2_000 })
      .toBeGreaterThanOrEqual(3)
    const before = failing.calls().length
    for (let i = 0; i < 3; i++) await client.getBalance({ address: account })
    expect(failing.calls().length).toBe(before)
    expect(healthy.calls()).toHaveLength(3)
  })
})
