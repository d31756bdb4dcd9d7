import { fileURLToPath } from 'node:url'
import { createServer, type LogLevel } from 'vite'
import type { DemoWorld } from '../src/world.js'
import { type DevWalletInjection, porticoPlugin } from './porticoPlugin.js'

const root = fileURLToPath(new URL('..', import.meta.url))

export type DemoServer = Awaited<ReturnType<typeof startDemoServer>>

/** The demo's Vite dev server on a free port (unless `port` is given), serving `world`. */
export async function startDemoServer({
  world,
  devWallet,
  port = 0,
  logLevel = 'warn',
}: {
  world: DemoWorld
  devWallet?: DevWalletInjection | undefined
  port?: number
  logLevel?: LogLevel
}) {
  const server = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel,
    clearScreen: false,
    server: { host: '127.0.0.1', port, strictPort: port !== 0 },
    plugins: [porticoPlugin({ world, devWallet })],
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('The demo server did not start')
  return {
    // Opened as `localhost`, the site of the wallet service's frame: a frame of another site gets no storage in
    // Chromium, and the frame's passkeys need a domain name.
    url: `http://localhost:${address.port}/`,
    vite: server,
    close: () => server.close(),
  }
}
