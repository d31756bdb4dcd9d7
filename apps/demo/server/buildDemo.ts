import { fileURLToPath } from 'node:url'
import { build, type LogLevel, preview } from 'vite'
import type { DemoWorld } from '../src/world.js'
import { porticoPlugin } from './porticoPlugin.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/** `vite build` of the demo into `outDir` (default `dist/`). */
export async function buildDemo({
  outDir = 'dist',
  logLevel = 'warn',
}: {
  outDir?: string
  logLevel?: LogLevel
} = {}) {
  await build({ root, configFile: `${root}vite.config.ts`, logLevel, build: { outDir, emptyOutDir: true } })
}

/**
 * Serves a built demo (`vite preview`) on a free port, with `world` as `/portico.json`. The built page has no
 * dev wallet: tests add it with `page.addInitScript`.
 */
export async function previewDemo({
  world,
  outDir = 'dist',
  logLevel = 'warn',
}: {
  world: DemoWorld
  outDir?: string
  logLevel?: LogLevel
}) {
  const server = await preview({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    plugins: [porticoPlugin({ world })],
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('The demo preview server did not start')
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() }
}
