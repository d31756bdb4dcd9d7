// Load figures for the API on loopback: a cached balance, a swap quote and a batched RPC call, each at 50
// concurrent connections for a bounded time. autocannon runs in a process of its own (its CLI), so the load
// generator does not share the server's event loop. Prints a table; numbers depend on the machine.

import { execFile, execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'
import { startDevnet } from '@portico/devnet'
import { devnetChains } from '../src/chain/devnetChains.js'
import { loadConfig } from '../src/config.js'
import { startApiServer } from '../src/server.js'
import { startHonoFloor, startNodeFloor } from './floors.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
/** A run before each measured one, not counted: the server's code is compiled and its caches warm. */
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

type AutocannonResult = {
  requests: { average: number }
  latency: { p50: number; p99: number }
  errors: number
  non2xx: number
}

/**
 * On Linux with `taskset` and two cores or more, the server (this process, its threads and the chains it
 * starts) runs on core 0 and autocannon on core 1, so neither moves onto the other's core mid-run; elsewhere
 * both float. Unpinned runs on the 2-core machine varied by a third from one run to the next.
 */
const pinned = process.platform === 'linux' && availableParallelism() >= 2 && hasTaskset()
function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const pinTo = (cores: string) => (pinned ? ['taskset', '-c', cores] : [])
if (pinned) execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' })

/** One autocannon run in its own Node process; its JSON result. */
async function loadTest(url: string, method: string, body?: string): Promise<AutocannonResult> {
  if (warmUpSeconds > 0) await autocannon(url, method, warmUpSeconds, body)
  return autocannon(url, method, seconds, body)
}

async function autocannon(url: string, method: string, duration: number, body?: string) {
  const args = [autocannonBin, '--json', '-c', String(connections), '-d', String(duration), '-m', method]
  if (body) args.push('-H', 'content-type=application/json', '-b', body)
  const [command, ...rest] = [...pinTo('1'), process.execPath, ...args, url]
  const { stdout } = await promisify(execFile)(command as string, rest, { maxBuffer: 16 << 20 })
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
  console.log(
    `${connections} connections, ${seconds} s each after ${warmUpSeconds} s not counted, autocannon in its own process${pinned ? ', server on core 0 and autocannon on core 1' : ''}`,
  )
  console.table(rows)
} finally {
  await server.close()
  await devnet.stop()
}
