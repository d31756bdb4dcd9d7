// Bundles src/inject.ts (viem included) into one browser IIFE: dist/inject.js; and the WalletConnect wallet
// page (src/walletconnect/page/main.ts, sign-client included): dist/walletconnect/page.js.
import { createRequire } from 'node:module'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
// The page polyfills Node's Buffer (the reference client's sign-in helpers use it) with the `buffer` package
// @solana/web3.js brings along.
const buffer = createRequire(createRequire(`${root}package.json`).resolve('@solana/web3.js')).resolve(
  'buffer/',
)

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

await build({
  absWorkingDir: root,
  entryPoints: ['src/walletconnect/page/main.ts'],
  outfile: 'dist/walletconnect/page.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  alias: { buffer },
})
