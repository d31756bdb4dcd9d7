import { createRequire } from 'node:module'
import { build, type Rolldown } from 'vite'
import { gzipSize } from './jsSizes.js'

/** The published entries whose size has a budget. */
export const entries = [
  '@portico/core',
  '@portico/adapter-evm',
  '@portico/ui',
  '@portico/ui/elements',
  '@portico/react',
  '@portico/walletconnect',
  '@portico/embedded-wallet',
] as const

export type EntrySize = {
  /** gzip -9 of the entry chunk and every chunk it imports statically. */
  initial: number
  /** The same plus every chunk it can import on demand. */
  total: number
}

const require = createRequire(import.meta.url)

/**
 * Bundles one built entry with everything it imports (minified, as an app's bundler would; React stays
 * outside, it is the app's) and measures it.
 */
export async function entrySize(entry: string): Promise<EntrySize> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: require.resolve(entry), formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const chunks = (Array.isArray(output) ? output.flatMap((o) => o.output) : output.output).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  )
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const reach = (follow: (chunk: Rolldown.OutputChunk) => string[]) => {
    const seen = new Set<string>()
    const visit = (name: string) => {
      const chunk = byName.get(name)
      if (!chunk || seen.has(name)) return
      seen.add(name)
      for (const next of follow(chunk)) visit(next)
    }
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
    return [...seen].reduce((sum, name) => sum + gzipSize(byName.get(name)!.code), 0)
  }
  return {
    initial: reach((chunk) => chunk.imports),
    total: reach((chunk) => [...chunk.imports, ...chunk.dynamicImports]),
  }
}
