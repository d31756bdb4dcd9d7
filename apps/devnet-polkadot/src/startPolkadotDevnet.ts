import { freePort } from '@portico/dev-utils'
import { devAccounts } from './accounts.js'
import { loadChainSpec, type RawChainSpec } from './chainSpec.js'
import { withGenesisTimestamp } from './genesisTimestamp.js'
import { createHttpRpc } from './rpc.js'
import type { PolkadotDevnet, StartPolkadotDevnetOptions } from './types.js'

const DEFAULT_ENDOWMENT = 10_000n * 10n ** 12n

// chopsticks runs every chain of the process on one wasm-executor worker; the last stop() ends it.
let running = 0

/**
 * Runs the packaged Kusama local-testnet genesis in chopsticks (in this process, its runtime in a worker),
 * on a free port, blocks built as soon as a transaction arrives, the dev accounts funded through
 * `dev_setStorage`. Offline: no endpoint, no wasm override, no storage prefetch, no database.
 */
export async function startPolkadotDevnet(options: StartPolkadotDevnetOptions = {}): Promise<PolkadotDevnet> {
  const started = performance.now()
  process.env.LOG_LEVEL ??= 'error'
  const { setupWithServer, destroyWorker } = await import('@acala-network/chopsticks')
  running++
  const release = async () => {
    if (--running === 0) await destroyWorker()
  }
  try {
    return await start(setupWithServer, options, started, release)
  } catch (error) {
    await release()
    throw error
  }
}

async function start(
  setupWithServer: typeof import('@acala-network/chopsticks').setupWithServer,
  options: StartPolkadotDevnetOptions,
  started: number,
  release: () => Promise<void>,
): Promise<PolkadotDevnet> {
  const spec = withGenesisTimestamp(loadChainSpec())
  const host = options.host ?? '127.0.0.1'

  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = options.port ?? (await freePort(host))
    let context: Awaited<ReturnType<typeof setupWithServer>> | undefined
    try {
      context = await setupWithServer({
        genesis: spec as never,
        host,
        port,
        'build-block-mode': 'Instant' as never,
      })
    } catch (error) {
      lastError = error
      if (options.port === undefined && /EADDRINUSE|in use/i.test(String(error))) continue
      throw error
    }
    const chain = context
    const server = {
      addr: chain.addr,
      close: async () => {
        await chain.close()
        await release()
      },
    }
    try {
      return await ready(server, host, port, spec, options.endowment ?? DEFAULT_ENDOWMENT, started)
    } catch (error) {
      await chain.close() // the caller releases the worker
      throw error
    }
  }
  throw lastError
}

async function ready(
  server: { close(): Promise<void>; addr: string },
  host: string,
  port: number,
  spec: RawChainSpec,
  endowment: bigint,
  started: number,
): Promise<PolkadotDevnet> {
  const httpUrl = `http://${host}:${port}`
  const rpc = createHttpRpc(httpUrl)
  const { properties } = spec
  const accounts = await devAccounts(properties.ss58Format)
  const accountEntry = (address: string, free: bigint) => [
    [address],
    { providers: 1, data: { free: free.toString(), reserved: '0', frozen: '0' } },
  ]
  await rpc('dev_setStorage', [
    { System: { Account: accounts.map((a) => accountEntry(a.address, endowment)) } },
  ])
  const genesisHash = await rpc<`0x${string}`>('chain_getBlockHash', [0])

  let stopping: Promise<void> | undefined
  return {
    wsUrl: `ws://${host}:${port}`,
    httpUrl,
    genesisHash,
    caipNetworkId: `polkadot:${genesisHash.slice(2, 34)}`,
    chainName: spec.name,
    ss58Format: properties.ss58Format,
    decimals: properties.tokenDecimals,
    symbol: properties.tokenSymbol,
    accounts,
    endowment,
    startupMs: Math.round(performance.now() - started),
    async setBalance(address, free) {
      // The whole AccountInfo is written: keep the nonce, or the account's next extrinsic would reuse one.
      const nonce = await rpc<number>('system_accountNextIndex', [address])
      const [key, value] = accountEntry(address, free) as [string[], Record<string, unknown>]
      await rpc('dev_setStorage', [{ System: { Account: [[key, { ...value, nonce }]] } }])
    },
    rpc,
    stop() {
      stopping ??= server.close()
      return stopping
    },
  }
}
