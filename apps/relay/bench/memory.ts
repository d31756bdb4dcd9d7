// `pnpm --filter @portico/relay bench`: the relay's resident memory (RSS) over time under two hostile loads
// on loopback, against a relay process with its default limits:
//   (a) one client publishing 400 KB messages as fast as the relay lets it (backing off 100 ms when refused);
//   (b) 190 subscribers on one topic that stop reading, and one client publishing 400 KB messages on it;
//       then the subscribers leave.
// Each phase lasts BENCH_SECONDS (default 15); RSS is read from /proc every second.
import type { Socket } from 'node:net'
import { connect, randomTopic, type TestClient } from '../src/test/rpcClient.js'
import { rssMb, startRelayProcess } from './relayProcess.js'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const MESSAGE = 'x'.repeat(400_000)

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
    figures.push(Math.round(await rssMb(pid)))
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

const relay = await startRelayProcess()
const { url, pid } = relay
try {
  console.log(`relay pid ${pid} at ${url}; idle RSS ${Math.round(await rssMb(pid))} MB`)

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
  await relay.stop()
}
