// Bundles src/inject.ts (viem included) into one browser IIFE: dist/inject.js.
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname

await build({
  absWorkingDir: root,
  entryPoints: ['src/inject.ts'],
  outfile: 'dist/inject.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
})
