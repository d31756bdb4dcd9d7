import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { gzipSize } from './jsSizes.js'

/** What one built chunk holds: each module with the length of its code in the chunk (before minifying). */
export type ChunkModules = { fileName: string; modules: { id: string; length: number }[] }

/** The file `recordModules` writes next to the build. */
export const MODULES_FILE = 'modules.json'

/** A Vite plugin that writes each chunk's modules to `modules.json` beside the build. */
export function recordModules(): Plugin {
  return {
    name: 'bench-record-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [
              {
                fileName: file.fileName,
                modules: Object.entries(file.modules).map(([id, module]) => ({
                  id,
                  length: module.renderedLength,
                })),
              },
            ]
          : [],
      )
      this.emitFile({ type: 'asset', fileName: MODULES_FILE, source: JSON.stringify(chunks) })
    },
  }
}

/**
 * The package a module belongs to: `@portico/core` for the workspace's packages (source or dist), the npm name
 * under node_modules (`viem`, `@noble/curves`), `(app)` for the app's own files.
 */
export function packageOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const inModules = clean.lastIndexOf('/node_modules/')
  if (inModules >= 0) {
    const parts = clean.slice(inModules + '/node_modules/'.length).split('/')
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean)
  }
  const workspace = /\/packages\/([^/]+)\/(src|dist)\//.exec(clean)
  if (workspace) return `@portico/${workspace[1]}`
  return clean.startsWith('vite/') || clean.includes('vite/preload-helper') ? '(vite)' : '(app)'
}

/** One package's share of an app's initial JS. */
export type PackageShare = {
  package: string
  /** Its modules' code in the initial chunks, before minifying. */
  renderedBytes: number
  /** Its part of the initial chunks' gzip -9 size, shared out by rendered length within each chunk. */
  gzipBytes: number
}

/**
 * Where the initial JS of the build in `dir` goes, by package, largest first: each initial chunk's gzip size
 * is shared out among its modules by their rendered length (gzip of one module alone would overstate it).
 */
export function initialByPackage(dir: string, initialFiles: readonly string[]): PackageShare[] {
  const chunks = JSON.parse(readFileSync(join(dir, MODULES_FILE), 'utf8')) as ChunkModules[]
  const shares = new Map<string, PackageShare>()
  for (const chunk of chunks) {
    if (!initialFiles.includes(chunk.fileName)) continue
    const gzip = gzipSize(readFileSync(join(dir, chunk.fileName)))
    const rendered = chunk.modules.reduce((sum, module) => sum + module.length, 0) || 1
    for (const module of chunk.modules) {
      const name = packageOf(module.id)
      const share = shares.get(name) ?? { package: name, renderedBytes: 0, gzipBytes: 0 }
      share.renderedBytes += module.length
      share.gzipBytes += (gzip * module.length) / rendered
      shares.set(name, share)
    }
  }
  return [...shares.values()]
    .map((share) => ({ ...share, gzipBytes: Math.round(share.gzipBytes) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** Lines for the console: each app's largest packages in its initial JS. */
export function formatBreakdown(apps: { name: string; initialByPackage: PackageShare[] }[], top = 8): string {
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
  return apps
    .map(
      ({ name, initialByPackage: shares }) =>
        `${name}: ${shares
          .slice(0, top)
          .map((share) => `${share.package} ${kB(share.gzipBytes)}`)
          .join(' · ')}`,
    )
    .join('\n')
}
