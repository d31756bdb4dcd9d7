// Bundles the wallet frame (frame/main.ts) into one browser script: dist/frame.js, served by the service.
import { existsSync } from 'node:fs'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
if (existsSync(`${root}frame/main.ts`)) {
  await build({
    absWorkingDir: root,
    entryPoints: ['frame/main.ts'],
    outfile: 'dist/frame.js',
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
}
