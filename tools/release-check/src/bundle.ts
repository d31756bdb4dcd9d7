import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { build } from 'esbuild'
import { type InstalledPackage, owningPackage } from './dependencyTree.js'
import { tempDir } from './tempDir.js'
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
  const dir = tempDir('portico-bundle-')
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

/**
 * The packages whose code is in a built app, read from its source maps (`vite build --sourcemap`): every source
 * a map lists, resolved to the package that holds it. The workspace's own files and virtual modules are left out.
 */
export function packagesInBuild(distDir: string): InstalledPackage[] {
  const found = new Map<string, InstalledPackage>()
  const maps = listFiles(distDir).filter((file) => file.endsWith('.js.map'))
  for (const file of maps) {
    const mapPath = join(distDir, file)
    const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] }
    for (const source of sources) {
      if (!source.includes('node_modules/')) continue
      const path = resolve(dirname(mapPath), source)
      if (!existsSync(path)) continue
      const owner = owningPackage(realpathSync(path))
      if (owner) found.set(owner.dir, owner)
    }
  }
  return [...found.values()]
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  )
}
