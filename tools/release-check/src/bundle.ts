import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import { build } from 'esbuild'
import { type InstalledPackage, owningPackage } from './dependencyTree.js'
import type { WorkspacePackage } from './workspace.js'

/** The import specifiers of a package's public entry points (its `exports`, without package.json). */
export function entryPoints({ manifest }: WorkspacePackage & { manifest: { exports?: unknown } }): string[] {
  const exports = (manifest as { exports?: Record<string, unknown> }).exports ?? { '.': {} }
  return Object.keys(exports)
    .filter((key) => key !== './package.json' && !key.includes('*'))
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`))
}

/**
 * Bundles every entry point of `packages` for the browser, as an app's bundler would, and returns the packages
 * whose code ended up in the bundle (from esbuild's metafile), the workspace's own packages left out.
 */
export async function bundledPackages(
  packages: WorkspacePackage[],
  resolveDir: string,
): Promise<InstalledPackage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bundle-'))
  const entry = join(dir, 'entry.js')
  const specifiers = packages.flatMap(entryPoints)
  writeFileSync(entry, specifiers.map((specifier, i) => `export * as m${i} from '${specifier}'\n`).join(''))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: join(dir, 'out'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    nodePaths: [join(resolveDir, 'node_modules')],
    absWorkingDir: resolveDir,
  })
  const found = new Map<string, InstalledPackage>()
  for (const input of Object.keys(result.metafile.inputs)) {
    const path = isAbsolute(input) ? input : join(resolveDir, input)
    if (!path.includes('/node_modules/')) continue
    const owner = owningPackage(path)
    if (owner) found.set(owner.dir, owner)
  }
  return [...found.values()]
}
