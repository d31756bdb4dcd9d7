import { createRequire } from 'node:module'
import { build, type Rolldown } from 'vite'
import { gzipSize } from './jsSizes.js'

/** The published entries whose size has a budget. */
export const entries = [
  '@portico/core',
  // Core's features, each an entry of its own so that an app importing `@portico/core` loads none of them.
  '@portico/core/swap',
  '@portico/core/send',
  '@portico/core/onramp',
  '@portico/core/history',
  '@portico/core/names',
  '@portico/core/encoding',
  '@portico/core/sessions',
  '@portico/adapter-evm',
  // Session permissions: the encoding, the redeeming action (an app's session key) and the wallet side's parser.
  '@portico/adapter-evm/sessions',
  '@portico/ui',
  '@portico/ui/elements',
  '@portico/react',
  '@portico/walletconnect',
  '@portico/embedded-wallet',
  '@portico/siwx',
] as const

/**
 * The plug-ins' packages (the connectors and sign-in). An app that lists one already has core and valtio, so a
 * plug-in is measured without them: what listing it adds.
 */
export const pluginEntries = ['@portico/walletconnect', '@portico/embedded-wallet', '@portico/siwx'] as const
const sharedWithCore = [/^@portico\/core($|\/)/, /^valtio($|\/)/]

export type EntrySize = {
  /** gzip -9 of the entry chunk and every chunk it imports statically. */
  initial: number
  /** The same plus every chunk it can import on demand. */
  total: number
}

/** Which source files an entry's first load and its on-demand chunks hold. */
export type EntryModules = { initial: string[]; lazy: string[] }

const require = createRequire(import.meta.url)

/**
 * Bundles one built entry with everything it imports (minified, as an app's bundler would; React stays
 * outside, it is the app's) and measures it.
 */
export async function entrySize(entry: string): Promise<EntrySize> {
  const { size } = await measureEntry(require.resolve(entry), {
    external: (pluginEntries as readonly string[]).includes(entry) ? sharedWithCore : [],
  })
  return size
}

/**
 * A module of the bench (`file`, e.g. one that imports only a plug-in's descriptor) measured as an app that
 * already has core would bundle it, with the source files of its first load and of its on-demand chunks.
 */
export async function moduleSize(file: string): Promise<{ size: EntrySize; modules: EntryModules }> {
  return measureEntry(file, { external: sharedWithCore })
}

async function measureEntry(
  file: string,
  { external }: { external: RegExp[] },
): Promise<{ size: EntrySize; modules: EntryModules }> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: file, formats: ['es'], fileName: 'entry' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, ...external] },
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
    return [...seen]
  }
  const initialChunks = reach((chunk) => chunk.imports)
  const allChunks = reach((chunk) => [...chunk.imports, ...chunk.dynamicImports])
  const bytes = (names: string[]) => names.reduce((sum, name) => sum + gzipSize(byName.get(name)!.code), 0)
  const modulesOf = (names: string[]) => names.flatMap((name) => byName.get(name)!.moduleIds)
  return {
    size: { initial: bytes(initialChunks), total: bytes(allChunks) },
    modules: {
      initial: modulesOf(initialChunks),
      lazy: modulesOf(allChunks.filter((name) => !initialChunks.includes(name))),
    },
  }
}

/** The source files of a published entry's bundle (everything it can load). */
export async function entryModules(entry: string): Promise<EntryModules> {
  return (await measureEntry(require.resolve(entry), { external: [] })).modules
}
