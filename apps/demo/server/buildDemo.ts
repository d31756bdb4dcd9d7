import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type LogLevel, preview } from 'vite'
import type { DemoWorld } from '../src/world.js'
import { porticoPlugin } from './porticoPlugin.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const viteCli = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js')

/**
 * `vite build` of the demo into `outDir` (default `dist/`): the production code of React and lit, whatever
 * NODE_ENV the caller runs under. Vite builds production code only when NODE_ENV is "production" or unset, and a
 * test runner sets it to "test" (a build in its process shipped React's development build and lit's dev mode),
 * so the build runs as vite's own command with NODE_ENV=production.
 */
export async function buildDemo({
  outDir = 'dist',
  logLevel = 'warn',
}: {
  outDir?: string
  logLevel?: LogLevel
} = {}) {
  await promisify(execFile)(
    process.execPath,
    [viteCli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', logLevel],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 },
  )
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
  // Opened as `localhost`, the site of the wallet service's frame: a frame of another site gets no storage in
  // Chromium, and the frame's passkeys need a domain name.
  return { url: `http://localhost:${address.port}/`, close: () => server.close() }
}
