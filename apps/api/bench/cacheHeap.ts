// Heap held by the balance cache: 100 000 distinct addresses' balances go through GET
// /v1/account/{address}/balance, whose cache keeps at most BALANCE_CACHE_MAX_ENTRIES entries and
// BALANCE_CACHE_MAX_BYTES. The reader answers what a devnet account holds (the native coin and two tokens)
// without a chain, so only the cache's memory is measured. Run with --expose-gc for settled figures:
//   pnpm --filter @portico/api exec tsx --expose-gc bench/cacheHeap.ts

import type { AccountReader, AccountReaders } from '../src/accounts/AccountReader.js'
import type { TokenBalance } from '../src/chain/readBalances.js'
import { BALANCE_CACHE_MAX_BYTES, BALANCE_CACHE_MAX_ENTRIES, balanceRoutes } from '../src/routes/balance.js'

const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 100_000)
const chainId = 'eip155:31337'

const balancesOf = (address: string): TokenBalance[] =>
  [
    { name: 'Ether', symbol: 'ETH' },
    { name: 'USD Coin', symbol: 'USDC', address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3` },
    { name: 'Tether USD', symbol: 'USDT', address: `${chainId}:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512` },
  ].map((token) => ({
    ...token,
    chainId,
    value: 1234.56,
    price: 1,
    iconUrl: `http://127.0.0.1:8787/public/getTokenImage/${token.symbol}`,
    quantity: { decimals: '18', numeric: `${address.length}.123456789012345678` },
  }))

let reads = 0
const evm: AccountReader = {
  chains: () => [chainId],
  address: (address) => address.toLowerCase(),
  balances: async (_chainId, address) => {
    reads += 1
    return balancesOf(address)
  },
}
const readers = { eip155: evm, solana: evm, polkadot: evm, bip122: evm } satisfies AccountReaders
const app = balanceRoutes({ readers })

const gc = (globalThis as { gc?: () => void }).gc
const heapMiB = () => {
  gc?.()
  return process.memoryUsage().heapUsed / 2 ** 20
}

const addressAt = (i: number) => `0x${i.toString(16).padStart(40, '0')}`
const ask = async (address: string) => {
  const res = await app.request(`/account/${address}/balance?chainId=${chainId}`)
  if (res.status !== 200) throw new Error(`status ${res.status} for ${address}`)
  await res.arrayBuffer()
}

const before = heapMiB()
const started = performance.now()
for (let i = 0; i < ADDRESSES; i++) await ask(addressAt(i))
const seconds = (performance.now() - started) / 1000
const after = heapMiB()
// Asked again after the reading, which also keeps the app (and its cache) alive until then: the newest
// address is served from the cache, the first was dropped long ago.
reads = 0
await ask(addressAt(ADDRESSES - 1))
const newestCached = reads === 0
await ask(addressAt(0))
const firstDropped = reads === 1

// For comparison, the same answers in a plain Map, which nothing bounds.
const plain = new Map<string, TokenBalance[]>()
const beforePlain = heapMiB()
for (let i = 0; i < ADDRESSES; i++) plain.set(`${chainId}|${addressAt(i)}`, balancesOf(addressAt(i)))
const afterPlain = heapMiB()
const entryBytes = JSON.stringify(balancesOf('0x'.padEnd(42, '0'))).length + 55

console.log(`balance cache: ${ADDRESSES} distinct addresses in ${seconds.toFixed(1)} s`)
console.log(
  `bounds: ${BALANCE_CACHE_MAX_ENTRIES} entries, ${(BALANCE_CACHE_MAX_BYTES / 2 ** 20).toFixed(0)} MiB by JSON length (one entry ≈ ${entryBytes} B)`,
)
console.log(`heap used before: ${before.toFixed(1)} MiB`)
console.log(`heap used after:  ${after.toFixed(1)} MiB (+${(after - before).toFixed(1)} MiB)`)
console.log(`newest address served from the cache: ${newestCached}; first address dropped: ${firstDropped}`)
console.log(`a plain Map of the same ${plain.size} answers: +${(afterPlain - beforePlain).toFixed(1)} MiB`)
console.log(
  gc ? 'gc: forced before each reading' : 'gc: not exposed (run with --expose-gc for settled figures)',
)
