import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSafe, deploySafeContracts } from './deploy.js'
import { type HostState, handleHostRequest, hostRequestSchema } from './handlers.js'
import { hostPageHtml } from './page.js'

export type StartSafeHostOptions = {
  /** The chain the Safe lives on (an anvil chain of `@portico/devnet`). */
  rpcUrl: string
  chainId: number
  chainName?: string | undefined
  /** The owners' keys: one (threshold 1) or two (threshold 2); the first pays for deployment and execution. */
  ownerKeys: readonly Hex[]
  /** 'prompt' (default): each request waits for Approve or Reject on the page; 'auto': approved at once. */
  approve?: 'auto' | 'prompt' | undefined
  /** Native balance the Safe is topped up to at start (default 10 ETH). */
  fund?: bigint | undefined
  host?: string | undefined
  port?: number | undefined
  /**
   * The host name in the page's URL and origin, when not `host` (e.g. `localhost` for 127.0.0.1: an app on
   * `localhost` is then framed by a page of its own site, which keeps its storage in a browser that blocks a
   * third-party frame's).
   */
  publicHost?: string | undefined
}

export type SafeHost = {
  /** The host page's base URL; open `appUrl(url)` to load an app in it. */
  url: string
  /** The host's origin: the one a Safe App's connector allows. */
  origin: string
  safeAddress: Address
  owners: readonly Address[]
  threshold: number
  /** The host page with `url` as its Safe App. */
  appUrl(url: string): string
  stop(): Promise<void>
}

const MAX_BODY = 256 * 1024

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY) reject(new Error('body too large'))
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

/** Builds the host's state: Safe's contracts deployed when missing, the Safe created and funded. */
async function prepare(options: StartSafeHostOptions): Promise<HostState> {
  if (options.ownerKeys.length < 1 || options.ownerKeys.length > 2)
    throw new Error('Safe host: one or two owner keys')
  const chain = defineChain({
    id: options.chainId,
    name: options.chainName ?? 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const accounts = options.ownerKeys.map((key) => privateKeyToAccount(key))
  const transport = http(options.rpcUrl, { retryCount: 0 })
  const wallet = createWalletClient({ account: accounts[0], chain, transport })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 100 }) as PublicClient
  const clients = { wallet, public: publicClient }
  const deployment = await deploySafeContracts(clients)
  const owners = accounts.map((account) => account.address)
  const threshold = owners.length
  const safe = await createSafe(clients, { deployment, owners, threshold, fund: options.fund })
  return {
    signer: { safe, chainId: options.chainId, deployment, owners: accounts, wallet, public: publicClient },
    threshold,
    owners,
    chainName: chain.name,
    rpcUrl: options.rpcUrl,
    transactions: new Map(),
    idle: Promise.resolve(),
    signatures: new Map(),
  }
}

/**
 * Starts a Safe host for development and tests: a real Safe (Safe's own v1.4.1 contracts) on `rpcUrl`, and a
 * page on its own loopback origin that embeds a Safe App and answers its Safe Apps messages. Transactions are
 * signed by the owner keys and executed on chain; messages are signed off chain by the owners (valid through
 * the Safe's ERC-1271).
 */
export async function startSafeHost(options: StartSafeHostOptions): Promise<SafeHost> {
  const state = await prepare(options)
  const approve = options.approve ?? 'prompt'
  let origin = ''

  async function api(req: IncomingMessage, res: ServerResponse) {
    // Only the host page may ask: same origin, JSON (a cross-origin page cannot send that without a preflight).
    const json = req.headers['content-type']?.startsWith('application/json')
    if (req.headers.origin !== origin || !json) return res.writeHead(403).end()
    const parsed = hostRequestSchema.safeParse(JSON.parse((await readBody(req)) || 'null'))
    const reply = (body: unknown) =>
      res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body))
    if (!parsed.success) return reply({ ok: false, error: 'Invalid request' })
    await handleHostRequest(state, parsed.data).then(
      (data) => reply({ ok: true, data }),
      (error: Error) => reply({ ok: false, error: error.message.split('\n')[0] }),
    )
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (req.method === 'POST' && url.pathname === '/api') {
      api(req, res).catch(() => res.headersSent || res.writeHead(400).end())
      return
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    const app = url.searchParams.get('app')
    if (req.method !== 'GET' || url.pathname !== '/' || !app || !/^https?:\/\//.test(app)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Open /?app=<the Safe App URL>')
      return
    }
    const html = hostPageHtml({
      appUrl: app,
      appOrigin: new URL(app).origin,
      safeAddress: state.signer.safe,
      chainId: state.signer.chainId,
      approve,
    })
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { address, port } = server.address() as AddressInfo
  const name = options.publicHost ?? (address.includes(':') ? `[${address}]` : address)
  origin = `http://${name}:${port}`
  return {
    url: `${origin}/`,
    origin,
    safeAddress: state.signer.safe,
    owners: state.owners,
    threshold: state.threshold,
    appUrl: (app) => `${origin}/?app=${encodeURIComponent(app)}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
