// Bundles the wallet frame (frame/main.ts) into one browser script: dist/frame.js, served by the service.
// `--outdir <dir>` writes <dir>/frame.js instead (tests serve a bundle of their own).
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const { values } = parseArgs({ options: { outdir: { type: 'string' } } })
const outfile = values.outdir ? resolve(values.outdir, 'frame.js') : 'dist/frame.js'

// `import { z } from 'zod/mini'` pulls all of zod (every locale, JSON Schema) into a bundle, because the `z`
// it names is a namespace object the bundler cannot prune; `import * as z` is pruned to what is used. The protocol
// module is rewritten to the second form while bundling (a no-op once it is written that way).
const prunableZod = {
  name: 'prunable-zod',
  setup(builder) {
    builder.onLoad({ filter: /embedded-wallet[\\/](dist|src)[\\/]protocol\.(js|ts)$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8')
      return {
        contents: source.replace(/import \{ z \} from 'zod\/mini'/, "import * as z from 'zod/mini'"),
        loader: path.endsWith('.ts') ? 'ts' : 'js',
      }
    })
  },
}

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
    plugins: [prunableZod],
  })
}
