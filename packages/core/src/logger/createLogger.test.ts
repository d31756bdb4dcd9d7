import { describe, expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { mainnet } from '../networks/networks.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { createLogger, DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, type LogEntry } from './createLogger.js'

const bytesOf = (entries: LogEntry[]) =>
  entries.reduce((sum, entry) => sum + new TextEncoder().encode(JSON.stringify(entry)).length, 0)

describe('logger', () => {
  test("records errors only by default ('error'); 'debug' records all, 'silent' nothing", () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    const byDefault = createLogger({ now: () => 5 })
    byDefault.error('api', 'GET /x failed', { status: 500 })
    byDefault.warn('api', 'slow')
    byDefault.debug('api', 'asked')
    expect(byDefault.getLogs()).toEqual([
      { time: 5, level: 'error', source: 'api', message: 'GET /x failed', details: { status: 500 } },
    ])
    const debug = createLogger({ level: 'debug' })
    for (const level of ['error', 'warn', 'info', 'debug'] as const) debug[level]('core', level)
    expect(debug.getLogs().map((entry) => entry.level)).toEqual(['error', 'warn', 'info', 'debug'])
    const silent = createLogger({ level: 'silent' })
    silent.error('core', 'lost')
    expect(silent.getLogs()).toEqual([])
  })

  test('a ring buffer of 1,024,000 bytes: the oldest entries go first, the newest stay', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    const logger = createLogger()
    const filler = 'x'.repeat(1000)
    for (let i = 0; i < 2000; i++) logger.error('core', `${i} ${filler}`)
    const logs = logger.getLogs()
    expect(bytesOf(logs)).toBeLessThanOrEqual(LOG_BUFFER_BYTES)
    expect(bytesOf(logs)).toBeGreaterThan(LOG_BUFFER_BYTES - 1100)
    expect(logs.at(-1)?.message.startsWith('1999 ')).toBe(true)
    expect(logs[0]?.message.startsWith('0 ')).toBe(false)
  })
})

describe('config.logger', () => {
  test('an app reads what went wrong: a failed connect is logged with its message', async () => {
    const evm = createTestAdapter('eip155')
    const config = createConfig({
      networks: [chainA],
      adapters: [evm.adapter],
      storage: memoryStorage(),
      reconnectOnInit: false,
    })
    evm.wallet.reject = true
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' }).catch(() => undefined)
    expect(config.logger.level).toBe('error')
    expect(config.logger.getLogs()).toMatchObject([
      { level: 'error', source: 'core', message: 'CONNECT_ERROR', details: { message: expect.any(String) } },
    ])
  })

  test('adapters are set up once with the logger and the RPC URL of a network', () => {
    const evm = createTestAdapter('eip155')
    const contexts: Parameters<NonNullable<typeof evm.adapter.setup>>[0][] = []
    evm.adapter.setup = (context) => void contexts.push(context)
    const config = createConfig({
      networks: [chainA],
      adapters: [evm.adapter],
      storage: memoryStorage(),
      reconnectOnInit: false,
      logLevel: 'debug',
    })
    expect(contexts).toHaveLength(1)
    expect(contexts[0]?.logger).toBe(config.logger)
    expect(contexts[0]?.rpcUrlOf(chainA)).toBeUndefined()
    expect(config.logger.level).toBe('debug')
  })

  test('with an API, adapters read well-known chains through its RPC proxy, other chains through their own', () => {
    const evm = createTestAdapter('eip155')
    let rpcUrlOf: ((network: Network) => string | undefined) | undefined
    evm.adapter.setup = (context) => {
      rpcUrlOf = context.rpcUrlOf
    }
    createConfig({
      projectId: 'project-1',
      networks: [chainA, mainnet],
      adapters: [evm.adapter],
      storage: memoryStorage(),
      reconnectOnInit: false,
      api: { url: 'http://127.0.0.1:9/' },
    })
    const proxied = new URL(rpcUrlOf?.(mainnet) ?? '')
    expect(proxied.pathname).toBe('/v1')
    expect(Object.fromEntries(proxied.searchParams)).toEqual({ chainId: 'eip155:1', projectId: 'project-1' })
    expect(rpcUrlOf?.(chainA)).toBeUndefined()
  })
})
