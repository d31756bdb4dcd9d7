// Bundles the wallet frame (frame/main.ts) into one browser script: dist/frame.js, served by the service.
// `--outdir <dir>` writes <dir>/frame.js instead (tests serve a bundle of their own).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const { values } = parseArgs({ options: { outdir: { type: 'string' } } })
const outfile = values.outdir ? resolve(values.outdir, 'frame.js') : 'dist/frame.js'

if (existsSync(`${root}frame/main.ts`)) {
  await build({
    absWorkingDir: root,
    entryPoints: ['frame/main.ts'],
    outfile,
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
