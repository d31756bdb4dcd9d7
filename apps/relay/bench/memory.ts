// `pnpm --filter @portico/relay bench`: the relay's resident memory (RSS) over time under two hostile loads
// on loopback, against a relay process with its default limits:
//   (a) one client publishing 400 KB messages as fast as the relay lets it (backing off 100 ms when refused);
//   (b) 190 subscribers on one topic that stop reading, and one client publishing 400 KB messages on it;
//       then the subscribers leave.
// Each phase lasts BENCH_SECONDS (default 15); RSS is read from /proc every second.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import type { Socket } from 'node:net'
import { createInterface } from 'node:readline'
import { connect, randomTopic, type TestClient } from '../src/test/rpcClient.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const MESSAGE = 'x'.repeat(400_000)

async function startRelayProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  for await (const line of lines) {
    const url = (JSON.parse(line) as { relay?: string }).relay
    if (url) return { child, url }
  }
  throw new Error('the relay exited before printing its URL')
}

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round(kb / 1024)
}

/** Prints the relay's RSS every second while `load` runs, for `seconds`. */
async function sample(
  label: string,
  pid: number,
  seconds: number,
  load: (stop: () => boolean) => Promise<void>,
) {
  const started = Date.now()
  const done = () => Date.now() - started >= seconds * 1_000
  const figures: number[] = []
  const running = load(done)
  while (!done()) {
    figures.push(await rssMegabytes(pid))
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  await running
  console.log(`${label}: RSS MB per second: ${figures.join(' ')}`)
  return figures
}

/** Publishes MESSAGE on fresh topics until `stop`; counts what was stored and refused. */
async function publishLoop(client: TestClient, stop: () => boolean, topic?: string) {
  let stored = 0
  let refused = 0
  while (!stop()) {
    try {
      await client.request('irn_publish', {
        topic: topic ?? randomTopic(),
        message: `${stored}${MESSAGE}`,
        ttl: 3_600,
      })
      stored += 1
    } catch {
      refused += 1
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { stored, refused }
}

const { child, url } = await startRelayProcess()
const pid = child.pid ?? 0
try {
  console.log(`relay pid ${pid} at ${url}; idle RSS ${await rssMegabytes(pid)} MB`)

  const publisher = await connect(url)
  let a = { stored: 0, refused: 0 }
  await sample('(a) one client publishing 400 KB messages', pid, SECONDS, async (stop) => {
    a = await publishLoop(publisher, stop)
  })
  console.log(
    `(a) stored ${a.stored} messages (${(a.stored * 0.4).toFixed(1)} MB sent), refused ${a.refused}`,
  )
  await publisher.close()

  const topic = randomTopic()
  const subscribers: TestClient[] = []
  for (let i = 0; i < 190; i++) {
    const subscriber = await connect(url, { autoAck: false })
    await subscriber.request('irn_subscribe', { topic })
    ;(subscriber.ws as unknown as { _socket: Socket })._socket.pause()
    subscribers.push(subscriber)
  }
  const sender = await connect(url)
  let b = { stored: 0, refused: 0 }
  await sample('(b) 190 paused subscribers, one publisher', pid, SECONDS, async (stop) => {
    b = await publishLoop(sender, stop, topic)
  })
  console.log(`(b) published ${b.stored} (${(b.stored * 0.4).toFixed(1)} MB), refused ${b.refused}`)
  // Reading again, a subscriber the relay dropped sees its socket close.
  const dropped = await Promise.all(
    subscribers.map(
      (s) =>
        new Promise<boolean>((resolve) => {
          if (s.ws.readyState === s.ws.CLOSED) return resolve(true)
          const timer = setTimeout(() => resolve(false), 10_000)
          s.ws.once('close', () => {
            clearTimeout(timer)
            resolve(true)
          })
          ;(s.ws as unknown as { _socket: Socket })._socket.resume()
        }),
    ),
  )
  console.log(`(b) subscribers the relay dropped: ${dropped.filter(Boolean).length} of 190`)
  for (const s of subscribers) s.ws.terminate()
  await sender.close()
  await sample('(b) after the subscribers left', pid, 5, async () => undefined)
} finally {
  child.kill('SIGTERM')
}
