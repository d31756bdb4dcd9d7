import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { ENTRY_POINT_ADDRESS } from '@portico/devnet/contracts'
import { bodyLimit } from '@portico/server-kit/http'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { createBundlerContext } from './context.js'
import { answer } from './rpc.js'

/** Largest request body, in bytes (a user operation's callData and signature are bounded at 32 KiB each). */
export const MAX_BODY_BYTES = 512 * 1024

export type StartBundlerParameters = {
  /** The chain's JSON-RPC (HTTP). It must answer eth_call state overrides and eth_simulateV1 (anvil does). */
  rpcUrl: string
  /** The EntryPoint v0.8 served. Default its canonical address, `0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108`. */
  entryPoint?: Address
  /** The bundler's own key: it sends (and pays for) the handleOps transactions and is their beneficiary. */
  privateKey: Hex
  /** Default 0: a free port. */
  port?: number
  /** Default 127.0.0.1 (loopback). */
  host?: string
}

export type Bundler = {
  /** `http://<host>:<port>`: POST JSON-RPC here. */
  url: string
  /** Stops listening and closes every open connection. */
  close(): Promise<void>
}

/** Thrown by `startBundler` for a bad setting. */
export class BundlerOptionsError extends Error {
  override name = 'BundlerOptionsError'
}

/**
 * Starts the bundler: the ERC-4337 bundler JSON-RPC over HTTP, one user operation per bundle.
 *
 * @example
 * const bundler = await startBundler({ rpcUrl: chain.rpcUrl, privateKey })
 * const client = createBundlerClient({ client: publicClient, transport: http(bundler.url) })
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
  const { rpcUrl, privateKey, port = 0, host = '127.0.0.1' } = parameters
  const entryPoint = parameters.entryPoint ?? ENTRY_POINT_ADDRESS
  if (!isAddress(entryPoint, { strict: false }))
    throw new BundlerOptionsError(`entryPoint ${entryPoint} is not an address`)
  if (!isHex(privateKey) || privateKey.length !== 66)
    throw new BundlerOptionsError('privateKey must be 32 bytes of hex')
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new BundlerOptionsError(`port ${port} is not a port`)
  const context = await createBundlerContext({ rpcUrl, entryPoint: getAddress(entryPoint), privateKey })

  const app = new Hono()
  // A public JSON-RPC endpoint: wallets in web pages (the embedded wallet's frame) call it from any origin.
  app.use('*', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['content-type'] }))
  app.use('*', bodyLimit({ maxBytes: MAX_BODY_BYTES }))
  app.post('/', async (c) => c.json(await answer(context, await c.req.text())))

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: host, port }, () => resolve(s))
    s.once('error', reject)
  })
  const { port: boundPort } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`
  let closing: Promise<void> | undefined
  return {
    url,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      return closing
    },
  }
}
