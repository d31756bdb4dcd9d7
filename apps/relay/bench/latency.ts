// `pnpm --filter @portico/relay bench:latency`: what the performance issue asks of the relay — "two clients
// through one relay, publish → delivered: p99 ≤ 10 ms at 1,000 msg/s on loopback; memory flat over 10
// minutes of churn" — against a relay in its own process (`src/cli.ts`, started as `bench/memory.ts` does;
// DATABASE_URL, when set, is passed on and the relay stores in PostgreSQL):
//   1. latency: client A publishes ~500-byte base64 envelopes (ttl 300) on a topic client B subscribes to,
//      at a fixed open-loop rate (sends are scheduled by the clock and never wait for an answer), 100 and
//      then 1,000 msg/s for BENCH_SECONDS (default 20) each, after a 2 s warm-up that is not reported. Each
//      envelope carries its sequence number; A keeps each send time, B stamps each `irn_subscription` push
//      as it arrives (and acknowledges it, as a client must). The relay runs with its rate limits raised: by
//      default one connection may send 50 requests and 256 KiB a second, so most of a 1,000 msg/s publisher
//      would be refused and the figures would measure the limiter, not the path.
//   2. churn: a fresh relay with the default limits (only the per-address rates raised: every bench client
//      comes from 127.0.0.1, where real clients come from many addresses). For BENCH_CHURN_SECONDS (default
//      600) 10 pairs of clients cycle: connect, subscribe to a fresh topic, publish 3 messages, receive
//      them, unsubscribe, disconnect. The relay's RSS (/proc) and V8 heap used after a full collection (asked
//      over an IPC channel by a one-line preload; the relay runs with --expose-gc) are sampled every 10 s. Messages live for their 300 s TTL, so the relay's
//      memory rises for the first ~5.5 minutes (TTL + purge interval) before it can be flat.
// Both clients run in this process: one clock stamps sends and receipts, and the load (≤ 1,000 sends and
// receipts a second) is light next to the relay's; "max send lag" shows when this process itself fell
// behind its schedule (a busy machine), which then shows in the latencies too.
import { randomBytes } from 'node:crypto'
import { connect, randomTopic, type TestClient } from '../src/test/rpcClient.js'
import { type Memory, type RelayProcess, startRelayProcess } from './relayProcess.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CHURN_SECONDS = Number(process.env.BENCH_CHURN_SECONDS ?? 600)
const RATES = [100, 1_000]
const CHURN_PAIRS = 10
const CHURN_MESSAGES = 3
const SAMPLE_MS = 10_000
const TTL = 300

const UNLIMITED = String(1e9)
/** Per-address request and byte rates out of the way (all bench clients share 127.0.0.1). */
const ADDRESS_RATES_RAISED = {
  RELAY_IP_RATE: UNLIMITED,
  RELAY_IP_BURST: UNLIMITED,
  RELAY_IP_BYTES_PER_SECOND: UNLIMITED,
  RELAY_IP_BYTES_BURST: UNLIMITED,
}
/** Per-connection rates out of the way too, for one publisher at 1,000 msg/s. */
const RATES_RAISED = {
  ...ADDRESS_RATES_RAISED,
  RELAY_CONNECTION_RATE: UNLIMITED,
  RELAY_CONNECTION_BURST: UNLIMITED,
  RELAY_CONNECTION_BYTES_PER_SECOND: UNLIMITED,
  RELAY_CONNECTION_BYTES_BURST: UNLIMITED,
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A WalletConnect-sized envelope: 375 bytes (type 0, sequence number, random bytes), 500 base64 chars. */
const TEMPLATE = randomBytes(375)
function envelopeOf(seq: number): string {
  const bytes = Buffer.from(TEMPLATE).fill(0, 0, 1)
  bytes.writeUInt32BE(seq, 1)
  return bytes.toString('base64')
}
const seqOf = (message: string) => Buffer.from(message.slice(0, 8), 'base64').readUInt32BE(1)

/** Opens `count` clients; if any fails, closes those that opened and throws. */
async function connectAll(url: string, count: number): Promise<TestClient[]> {
  const settled = await Promise.allSettled(Array.from({ length: count }, () => connect(url)))
  const clients = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const failed = settled.find((s) => s.status === 'rejected')
  if (failed) {
    await closeAll(clients)
    throw failed.reason
  }
  return clients
}
const closeAll = (clients: TestClient[]) => Promise.all(clients.map((c) => c.close()))

interface LatencyResult {
  rate: number
  sent: number
  delivered: number
  refused: number
  duplicates: number
  p50: number
  p95: number
  p99: number
  max: number
  achieved: number
  maxLagMs: number
  subscriberDropped: boolean
  before: Memory
  after: Memory
}

/** The nearest-rank `q` quantile of sorted values. */
const quantile = (sorted: Float64Array, q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN)

/** Phase 1 at one rate: A publishes `rate` msg/s for `seconds` on a clock schedule, B stamps each push. */
async function measureLatency(relay: RelayProcess, rate: number, seconds: number): Promise<LatencyResult> {
  const before = await relay.memory()
  const clients = await connectAll(relay.url, 2)
  const [publisher, subscriber] = clients as [TestClient, TestClient]
  try {
    const total = Math.round(rate * seconds)
    const sentAt = new Float64Array(total)
    const latency = new Float64Array(total).fill(Number.NaN)
    let delivered = 0
    let duplicates = 0
    let answered = 0
    let refused = 0
    let maxLagMs = 0
    let subscriberDropped = false
    subscriber.ws.once('close', () => {
      subscriberDropped = true
    })
    // Stamped before the test client's own listener parses and acknowledges the push.
    subscriber.ws.prependListener('message', (data) => {
      const at = performance.now()
      const json = JSON.parse(data.toString()) as {
        method?: string
        params?: { data?: { message?: string } }
      }
      const message = json.params?.data?.message
      if (json.method !== 'irn_subscription' || message === undefined) return
      const seq = seqOf(message)
      if (seq >= total) return
      if (!Number.isNaN(latency[seq] ?? 0)) duplicates += 1
      else {
        latency[seq] = at - (sentAt[seq] ?? Number.NaN)
        delivered += 1
      }
    })
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })

    const start = performance.now()
    let next = 0
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1_000) + 1)
        for (; next < due; next++) {
          const message = envelopeOf(next)
          const at = performance.now()
          maxLagMs = Math.max(maxLagMs, at - (start + (next * 1_000) / rate))
          sentAt[next] = at
          publisher.request('irn_publish', { topic, message, ttl: TTL }).then(
            () => {
              answered += 1
            },
            () => {
              answered += 1
              refused += 1
            },
          )
        }
        if (next >= total) resolve()
        else setTimeout(tick, 1)
      }
      tick()
    })
    const sendSeconds = ((sentAt[total - 1] ?? 0) - (sentAt[0] ?? 0)) / 1_000
    // Drain: every publish answered and every stored one delivered, or 5 s without progress.
    let lastProgress = Date.now()
    let seen = -1
    while ((answered < total || delivered < total - refused) && Date.now() - lastProgress < 5_000) {
      if (delivered + answered !== seen) lastProgress = Date.now()
      seen = delivered + answered
      await sleep(20)
    }
    const sorted = latency.filter((v) => !Number.isNaN(v)).sort()
    return {
      rate,
      sent: total,
      delivered,
      refused,
      duplicates,
      p50: quantile(sorted, 0.5),
      p95: quantile(sorted, 0.95),
      p99: quantile(sorted, 0.99),
      max: quantile(sorted, 1),
      achieved: (total - 1) / sendSeconds,
      maxLagMs,
      subscriberDropped,
      before,
      after: await relay.memory(),
    }
  } finally {
    await closeAll(clients)
  }
}

interface ChurnStats {
  cycles: number
  delivered: number
  refused: number
  /** error message → count */
  failures: Map<string, number>
}

/** One churn cycle: a subscriber and a publisher on a fresh topic, 3 messages, unsubscribe, disconnect. */
async function churnCycle(url: string, stats: ChurnStats, seq: { next: number }) {
  const clients = await connectAll(url, 2)
  const [subscriber, publisher] = clients as [TestClient, TestClient]
  try {
    const topic = randomTopic()
    await subscriber.request('irn_subscribe', { topic })
    const published = await Promise.allSettled(
      Array.from({ length: CHURN_MESSAGES }, () =>
        publisher.request('irn_publish', { topic, message: envelopeOf(seq.next++ % 2 ** 32), ttl: TTL }),
      ),
    )
    const stored = published.filter((p) => p.status === 'fulfilled').length
    stats.refused += published.length - stored
    await subscriber.waitForPushes(stored, 10_000)
    stats.delivered += stored
    await subscriber.request('irn_unsubscribe', { topic })
    stats.cycles += 1
  } finally {
    await closeAll(clients)
  }
}

interface ChurnSample extends Memory {
  seconds: number
  cycles: number
}

/** Phase 2: CHURN_PAIRS pairs cycle for `seconds` while the relay's memory is sampled every SAMPLE_MS. */
async function churn(relay: RelayProcess, seconds: number) {
  const stats: ChurnStats = { cycles: 0, delivered: 0, refused: 0, failures: new Map() }
  const started = Date.now()
  const deadline = started + seconds * 1_000
  const seq = { next: 0 }
  const samples: ChurnSample[] = []
  const sample = async () => {
    const s = {
      seconds: Math.round((Date.now() - started) / 1_000),
      cycles: stats.cycles,
      ...(await relay.memory()),
    }
    samples.push(s)
    console.log(
      `  churn ${s.seconds} s: ${s.cycles} cycles, relay RSS ${s.rssMb.toFixed(0)} MB, heap ${s.heapMb.toFixed(0)} MB`,
    )
  }
  const pair = async () => {
    while (Date.now() < deadline) {
      await churnCycle(relay.url, stats, seq).catch(async (error: unknown) => {
        const key = error instanceof Error ? error.message : String(error)
        stats.failures.set(key, (stats.failures.get(key) ?? 0) + 1)
        await sleep(100)
      })
    }
  }
  const pairs = Promise.all(Array.from({ length: CHURN_PAIRS }, pair))
  await sample()
  while (Date.now() < deadline) {
    await sleep(Math.min(SAMPLE_MS, deadline - Date.now()))
    await sample()
  }
  await pairs
  return { stats, samples, seconds: (Date.now() - started) / 1_000 }
}

const ms = (v: number) => v.toFixed(2)
const mb = (v: number) => v.toFixed(0)

/** A Markdown table, ready to paste into the README. */
function printTable(header: string[], rows: Array<Array<string | number>>) {
  console.log(`| ${header.join(' | ')} |\n|${' --- |'.repeat(header.length)}`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

function printLatency(results: LatencyResult[]) {
  console.log(`\nLatency, publish → delivered, ${SECONDS} s per rate (relay rate limits raised)\n`)
  printTable(
    ['rate asked', 'sent', 'delivered', 'lost', 'refused', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'].concat([
      'achieved msg/s',
      'max send lag ms',
      'relay RSS MB start → end',
      'relay heap MB start → end',
    ]),
    results.map((r) => [
      `${r.rate}/s`,
      r.sent,
      r.delivered,
      `${r.sent - r.delivered}${r.duplicates > 0 ? ` (+${r.duplicates} duplicates)` : ''}${r.subscriberDropped ? ' (B dropped)' : ''}`,
      r.refused,
      ...[r.p50, r.p95, r.p99, r.max].map(ms),
      r.achieved.toFixed(0),
      ms(r.maxLagMs),
      `${mb(r.before.rssMb)} → ${mb(r.after.rssMb)}`,
      `${mb(r.before.heapMb)} → ${mb(r.after.heapMb)}`,
    ]),
  )
}

function printChurn({ stats, samples, seconds }: Awaited<ReturnType<typeof churn>>) {
  console.log(
    `\nChurn, ${CHURN_PAIRS} pairs of clients cycling for ${seconds.toFixed(0)} s: ${stats.cycles} cycles ` +
      `(${(stats.cycles / seconds).toFixed(1)}/s), ${stats.delivered} messages delivered, ` +
      `${stats.refused} publishes refused\n`,
  )
  for (const [message, count] of stats.failures) console.log(`failed cycles: ${count} × ${message}`)
  printTable(
    ['t s', 'cycles', 'relay RSS MB', 'relay heap used MB'],
    samples.map((s) => [s.seconds, s.cycles, mb(s.rssMb), mb(s.heapMb)]),
  )
  const summary = (pick: (s: ChurnSample) => number) => {
    const values = samples.map(pick)
    return [values[0], values.at(-1), Math.max(...values)].map((v) => mb(v ?? Number.NaN)).join(' / ')
  }
  console.log(
    `\nfirst / last / max: RSS ${summary((s) => s.rssMb)} MB, heap used ${summary((s) => s.heapMb)} MB`,
  )
}

const results: LatencyResult[] = []
const fast = await startRelayProcess(RATES_RAISED)
try {
  console.log(`relay pid ${fast.pid} at ${fast.url} (rate limits raised); warming up 2 s at 200 msg/s`)
  await measureLatency(fast, 200, 2)
  for (const rate of RATES) {
    const r = await measureLatency(fast, rate, SECONDS)
    console.log(
      `  ${rate} msg/s: ${r.delivered}/${r.sent} delivered, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms`,
    )
    results.push(r)
  }
} finally {
  await fast.stop()
}
const churnRelay = await startRelayProcess(ADDRESS_RATES_RAISED)
let churned: Awaited<ReturnType<typeof churn>>
try {
  console.log(`relay pid ${churnRelay.pid} at ${churnRelay.url} (default limits, per-address rates raised)`)
  churned = await churn(churnRelay, CHURN_SECONDS)
} finally {
  await churnRelay.stop()
}
printLatency(results)
printChurn(churned)
