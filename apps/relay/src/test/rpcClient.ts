import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import { signClientJwt } from '../relayToken.js'

// A bare relay client for tests: signs its own auth JWT, sends JSON-RPC requests, collects pushed
// irn_subscription messages and (unless told not to) acknowledges them.

export interface Pushed {
  rpcId: number
  subscriptionId: string
  topic: string
  message: string
  publishedAt: number
  tag: number
}

export interface TestClient {
  ws: WebSocket
  request<T = unknown>(method: string, params?: unknown): Promise<T>
  /** Sends raw text and resolves with the next frame that is not a push. */
  raw(text: string): Promise<unknown>
  pushed: Pushed[]
  /** Resolves once `count` pushes have arrived. */
  waitForPushes(count: number, timeoutMs?: number): Promise<Pushed[]>
  ack(rpcId: number): void
  close(): Promise<void>
}

export const randomTopic = () => randomBytes(32).toString('hex')

export interface ConnectOptions {
  secretKey?: Uint8Array
  projectId?: string
  aud?: string
  exp?: number
  nowSeconds?: number
  autoAck?: boolean
  /** Replaces the whole `?auth=` value. */
  auth?: string | null
  headers?: Record<string, string>
}

export function connect(url: string, options: ConnectOptions = {}): Promise<TestClient> {
  const secretKey = options.secretKey ?? randomBytes(32)
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1_000)
  const auth =
    options.auth !== undefined
      ? options.auth
      : signClientJwt({
          secretKey,
          aud: options.aud ?? url,
          iat: nowSeconds,
          exp: options.exp ?? nowSeconds + 3_600,
        })
  const query = new URLSearchParams()
  if (auth !== null) query.set('auth', auth)
  if (options.projectId !== undefined) query.set('projectId', options.projectId)
  const ws = new WebSocket(`${url}/?${query}`, { headers: options.headers ?? {} })
  // Above any 32-bit integer, so an id a fuzzed frame carries (fast-check's integers are 32-bit) never takes a
  // real request's answer.
  let nextId = 2 ** 40
  const waiting = new Map<
    number | string,
    (value: { result?: unknown; error?: { code: number; message: string } }) => void
  >()
  const rawWaiters: Array<(value: unknown) => void> = []
  const pushed: Pushed[] = []
  const pushWaiters: Array<() => void> = []
  ws.on('message', (data) => {
    const json = JSON.parse(data.toString())
    if (json.method === 'irn_subscription') {
      pushed.push({ rpcId: json.id, subscriptionId: json.params.id, ...json.params.data })
      if (options.autoAck !== false) ws.send(JSON.stringify({ jsonrpc: '2.0', id: json.id, result: true }))
      for (const w of pushWaiters.splice(0)) w()
      return
    }
    const waiter = waiting.get(json.id)
    if (waiter) {
      waiting.delete(json.id)
      waiter(json)
      return
    }
    rawWaiters.shift()?.(json)
  })
  const client: TestClient = {
    ws,
    pushed,
    async request<T>(method: string, params?: unknown) {
      const id = nextId++
      const answer = await new Promise<{ result?: unknown; error?: { code: number; message: string } }>(
        (resolve) => {
          waiting.set(id, resolve)
          ws.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
        },
      )
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result as T
    },
    raw(text) {
      return new Promise((resolve) => {
        rawWaiters.push(resolve)
        ws.send(text)
      })
    },
    async waitForPushes(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      while (pushed.length < count) {
        if (Date.now() > deadline) throw new Error(`waited for ${count} pushes, got ${pushed.length}`)
        await new Promise<void>((resolve) => {
          pushWaiters.push(resolve)
          setTimeout(resolve, 50)
        })
      }
      return pushed.slice(0, count)
    },
    ack(rpcId) {
      ws.send(JSON.stringify({ jsonrpc: '2.0', id: rpcId, result: true }))
    },
    close() {
      return new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve()
        ws.once('close', () => resolve())
        ws.close()
      })
    },
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client))
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    )
    ws.once('error', reject)
  })
}
