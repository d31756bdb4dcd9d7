// Load figures for the API on loopback: a cached balance, a swap quote and a batched RPC call, each at 50
// concurrent connections for a bounded time. autocannon runs in a process of its own (its CLI), so the load
// generator does not share the server's event loop. Prints a table; numbers depend on the machine.

import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import { startDevnet } from '@portico/devnet'
import { devnetChains } from '../src/chain/devnetChains.js'
import { loadConfig } from '../src/config.js'
import { startApiServer } from '../src/server.js'
import { startHonoFloor, startNodeFloor } from './floors.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

type AutocannonResult = {
  requests: { average: number }
  latency: { p50: number; p99: number }
  errors: number
  non2xx: number
}

/** One autocannon run in its own Node process; its JSON result. */
async function loadTest(url: string, method: string, body?: string): Promise<AutocannonResult> {
  const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(seconds), '-m', method]
  if (body) args.push('-H', 'content-type=application/json', '-b', body)
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 16 << 20 })
  return JSON.parse(stdout) as AutocannonResult
}
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
const row = (scenario: string, result: AutocannonResult) => ({
  scenario,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
})
try {
  const cached = await fetch(`${server.url}${scenarios[0]!.path}`) // warm the cache
  const cachedBody = await cached.text()
  // BENCH_ONLY='cached balance' runs one scenario (e.g. under --cpu-prof).
  const only = process.env.BENCH_ONLY
  for (const scenario of scenarios.filter((s) => !only || s.name === only)) {
    const result = await loadTest(`${server.url}${scenario.path}`, scenario.method, scenario.body)
    rows.push(row(scenario.name, result))
  }
  if (!only || only === 'floors') {
    for (const start of [startNodeFloor, startHonoFloor]) {
      const floor = await start(cachedBody)
      try {
        rows.push(row(floor.name, await loadTest(`${floor.url}${scenarios[0]!.path}`, 'GET')))
      } finally {
        await floor.close()
      }
    }
  }
  console.log(`${connections} connections, ${seconds} s each, autocannon in its own process`)
  console.table(rows)
} finally {
  await server.close()
  await devnet.stop()
}
