// Load figures for the API on loopback: a cached balance, a swap quote and a batched RPC call, each at 100
// concurrent connections for a bounded time. Prints a table; numbers depend on the machine.

import { startDevnet } from '@portico/devnet'
import autocannon from 'autocannon'
import { devnetChains } from '../src/chain/devnetChains.js'
import { loadConfig } from '../src/config.js'
import { startApiServer } from '../src/server.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const devnet = await startDevnet()
const config = loadConfig(
  {},
  {
    port: 0,
    chains: devnetChains(devnet),
    rateLimit: { requests: 10_000_000, windowMs: 60_000 },
    projects: [{ id: 'bench', allowedOrigins: ['*'] }],
    indexer: { enabled: false, intervalMs: 1000 },
  },
)
const server = await startApiServer(config)
const chain = devnet.chains[0]!
const user = chain.addresses.testAccounts[0]!
const q = 'projectId=bench'
const rpcBatch = JSON.stringify(
  ['eth_blockNumber', 'eth_chainId', 'eth_gasPrice'].map((method, id) => ({
    jsonrpc: '2.0',
    id,
    method,
    params: [],
  })),
)
const scenarios = [
  {
    name: 'cached balance',
    path: `/v1/account/${user}/balance?${q}&chainId=eip155:31337`,
    method: 'GET' as const,
  },
  {
    name: 'swap quote',
    path: `/v1/convert/quotes?${q}&amount=1000000000000000000&from=eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&to=eip155:31337:${chain.addresses.usdc}`,
    method: 'GET' as const,
  },
  {
    name: 'batched RPC (3 calls)',
    path: `/v1/?${q}&chainId=eip155:31337`,
    method: 'POST' as const,
    body: rpcBatch,
  },
]

const rows: {
  scenario: string
  'req/s': number
  'p50 ms': number
  'p99 ms': number
  errors: number
  non2xx: number
}[] = []
try {
  await fetch(`${server.url}${scenarios[0]!.path}`) // warm the cache
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${server.url}${scenario.path}`,
      method: scenario.method,
      ...(scenario.body ? { body: scenario.body, headers: { 'content-type': 'application/json' } } : {}),
      connections: 100,
      duration: seconds,
    })
    rows.push({
      scenario: scenario.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
    })
  }
  console.table(rows)
} finally {
  await server.close()
  await devnet.stop()
}
