// What each chunk of a build holds and which user action loads it: from Vite's manifest (which chunk imports
// which, statically or on demand) and the modules each chunk holds (`modules.json`, see moduleBreakdown.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSize } from './jsSizes.js'
import { type ChunkModules, initialByPackage, MODULES_FILE, type PackageShare } from './moduleBreakdown.js'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** One chunk: its size, what it holds and what loads it. */
export type ChunkInfo = {
  file: string
  gzipBytes: number
  /** Loaded by index.html (the entry and its static imports). */
  initial: boolean
  /** The on-demand imports (their source files, shortened) whose load needs this chunk; empty for initial ones. */
  neededBy: string[]
  /** Its gzip size shared out by package (by rendered length), largest first. */
  packages: PackageShare[]
  /** Its largest modules (shortened source paths) with their rendered length. */
  modules: { id: string; renderedBytes: number }[]
}

/** One on-demand import (a view, a connector, an action): the chunks it needs beyond the initial ones. */
export type ActionLoad = { entry: string; files: string[]; gzipBytes: number }

/** A module id or manifest key as a short readable path: `@portico/ui/views/send/SendView.js`, `viem/_esm/…`. */
export function shortModule(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const inModules = clean.lastIndexOf('/node_modules/')
  if (inModules >= 0) return clean.slice(inModules + '/node_modules/'.length)
  const workspace = /(?:^|\/)(?:packages|apps)\/([^/]+)\/(?:src|dist)\/(.*)$/.exec(clean)
  if (workspace) return `@portico/${workspace[1]}/${workspace[2]}`
  return clean.replace(/^(\.\.\/)+/, '')
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/** The manifest keys reached from `start` through static imports, `start` included. */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  visit(start)
  return seen
}

/** Every on-demand import of the build with the chunks it needs beyond the initial ones, largest first. */
export function actionLoads(dir: string): ActionLoad[] {
  const manifest = readManifest(dir)
  const initial = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => [...staticClosure(manifest, key)]),
  )
  const gzipOf = new Map<string, number>()
  const size = (file: string) => {
    const known = gzipOf.get(file)
    if (known !== undefined) return known
    const bytes = gzipSize(readFileSync(join(dir, file)))
    gzipOf.set(file, bytes)
    return bytes
  }
  return Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry)
    .map((key) => {
      const files = [...staticClosure(manifest, key)]
        .filter((reached) => !initial.has(reached))
        .map((reached) => manifest[reached]!.file)
        .filter((file) => file.endsWith('.js'))
      return { entry: shortModule(key), files, gzipBytes: files.reduce((sum, file) => sum + size(file), 0) }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** Every JS chunk of the build in `dir`, largest first: size, packages, largest modules and what loads it. */
export function chunkReport(dir: string, initialFiles: readonly string[]): ChunkInfo[] {
  const loads = actionLoads(dir)
  const chunks = JSON.parse(readFileSync(join(dir, MODULES_FILE), 'utf8')) as ChunkModules[]
  return chunks
    .filter((chunk) => chunk.fileName.endsWith('.js'))
    .map((chunk) => ({
      file: chunk.fileName,
      gzipBytes: gzipSize(readFileSync(join(dir, chunk.fileName))),
      initial: initialFiles.includes(chunk.fileName),
      neededBy: loads.filter((load) => load.files.includes(chunk.fileName)).map((load) => load.entry),
      packages: initialByPackage(dir, [chunk.fileName]),
      modules: [...chunk.modules]
        .sort((a, b) => b.length - a.length)
        .slice(0, 5)
        .map((module) => ({ id: shortModule(module.id), renderedBytes: module.length })),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}
