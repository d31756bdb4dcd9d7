import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import type { RelayLimits } from './limits.js'
import { audiencesOf, urlHostOf } from './relay/audiences.js'
import { open, startPinger } from './relay/connection.js'
import { createRelayContext } from './relay/context.js'
import { fanOut } from './relay/mailbox.js'
import { handleUpgrade } from './relay/upgrade.js'
import type { MessageStore } from './store.js'

export { messageIdOf } from './relay/publish.js'

export interface RelayServerOptions {
  host: string
  port: number
  store: MessageStore
  /** When non-empty, a connection must name one of these in `?projectId=`. */
  projectIds: readonly string[]
  /** The URL clients dial when it is not this server's own address (e.g. `wss://relay.example.com` behind a TLS proxy). */
  publicUrl: string | undefined
  /** ms clock for TTLs and JWT expiry. */
  now: () => number
  /** Behind one proxy of our own: the last `X-Forwarded-For` entry is the client's address. */
  trustProxy: boolean
  limits: RelayLimits
}

export interface RelayServer {
  url: string
  stop(): Promise<void>
}

/**
 * Starts the relay on `host:port`: WebSocket upgrades (`relay/upgrade.ts`), one connection each
 * (`relay/connection.ts`), frames dispatched to the JSON-RPC methods (`relay/dispatch.ts`, `relay/methods.ts`),
 * messages stored, fanned out and fetched (`relay/publish.ts`, `relay/mailbox.ts`).
 */
export async function startRelayServer(options: RelayServerOptions): Promise<RelayServer> {
  const { store, limits, now } = options
  const context = createRelayContext({
    store,
    limits,
    now,
    projectIds: options.projectIds,
    trustProxy: options.trustProxy,
  })

  const http = createServer((req, res) => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
      return
    }
    res
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('WalletConnect relay: connect with a WebSocket\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })
  const onOpen = (ws: WebSocket, clientId: string, ip: string) => open(context, ws, clientId, ip)
  http.on('upgrade', (req, socket, head) => handleUpgrade(context, wss, onOpen, req, socket, head))
  fanOut(context)

  const pinger = startPinger(context)
  const purger = setInterval(() => {
    store.purge(now()).catch(() => undefined)
  }, limits.purgeIntervalMs)
  purger.unref()

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port, options.host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const { port } = http.address() as AddressInfo
  for (const audience of audiencesOf(options.host, port, options.publicUrl)) context.audiences.add(audience)

  return {
    url: `ws://${urlHostOf(options.host)}:${port}`,
    async stop() {
      clearInterval(pinger)
      clearInterval(purger)
      for (const connection of context.connections) connection.ws.terminate()
      wss.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await store.close()
    },
  }
}
