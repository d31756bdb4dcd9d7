import { existsSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { type Manifest, readManifest } from './workspace.js'

export type InstalledPackage = { name: string; version: string; license: string | undefined; dir: string }

/** Node's lookup: the nearest `node_modules/<name>` from `fromDir` upwards, through pnpm's symlinks. */
function findInstalled(fromDir: string, name: string): string | undefined {
  let dir = fromDir
  for (;;) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/** `license`, or the legacy `licenses` list (of strings or `{ type }`), as one SPDX-like expression. */
export function licenceOf(
  manifest: Manifest & { licenses?: (string | { type?: string })[] },
): string | undefined {
  if (typeof manifest.license === 'string') return manifest.license
  const legacy = manifest.licenses
    ?.map((entry) => (typeof entry === 'string' ? entry : entry.type))
    .filter(Boolean)
  return legacy?.length ? legacy.join(' OR ') : undefined
}

/** The package a file belongs to: the nearest package.json upwards that has a name and a version. */
export function owningPackage(file: string): InstalledPackage | undefined {
  let dir = dirname(file)
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) {
      const manifest = readManifest(dir)
      if (manifest.name && manifest.version)
        return {
          name: manifest.name,
          version: manifest.version,
          license: licenceOf(manifest),
          dir: realpathSync(dir),
        }
    }
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/**
 * Every package a user installs with `dir`'s package: its dependencies, optional dependencies and peer
 * dependencies, transitively, as installed in this workspace. Dev dependencies are not shipped and not walked.
 */
export function productionTree(dir: string): InstalledPackage[] {
  const seen = new Map<string, InstalledPackage>()
  const visit = (packageDir: string, isRoot: boolean) => {
    const manifest = readManifest(packageDir)
    const key = realpathSync(packageDir)
    if (seen.has(key)) return
    if (!isRoot)
      seen.set(key, {
        name: manifest.name,
        version: manifest.version,
        license: licenceOf(manifest),
        dir: key,
      })
    const names = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ])
    for (const name of names) {
      const found = findInstalled(key, name)
      if (found) visit(found, false)
    }
  }
  visit(dir, true)
  return [...seen.values()]
}
