import { cpSync, existsSync, mkdirSync, readdirSync, realpathSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { inject } from 'vitest'
import { packagesInBuild } from './bundle.js'
import { bundleLicenceProblems } from './licences.js'
import { run } from './pack.js'
import { tempDir } from './tempDir.js'
import { type Manifest, publishedPackages, readManifest, root } from './workspace.js'

const here = join(root, 'tools/release-check')

const runtimeDependencies = (manifest: Manifest) => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
  ...Object.keys(manifest.optionalDependencies ?? {}),
]

function link(nodeModules: string, name: string, from: string[]): void {
  const target = join(nodeModules, name)
  if (existsSync(target)) return
  const source = from.map((dir) => join(dir, 'node_modules', name)).find((path) => existsSync(path))
  if (!source) return // an optional peer nobody installed
  mkdirSync(dirname(target), { recursive: true })
  symlinkSync(realpathSync(source), target, 'dir')
}

/**
 * Copies `examples/<name>` to a fresh folder and installs it as an app outside this repository would get it:
 * every `@portico/*` package extracted from its packed tarball (not a workspace link), and the other packages
 * (vite, viem, lit…) linked to the copies this workspace already installed, so it works offline.
 */
export async function installExample(name: string): Promise<string> {
  // Packed once for the run by the global setup.
  const tarballs = new Map(Object.entries(inject('tarballs')))
  const app = tempDir(`portico-example-${name}-`)
  cpSync(join(root, 'examples', name), app, {
    recursive: true,
    filter: (path) => !/\/(node_modules|dist|\.next)(\/|$)/.test(path.slice(root.length)),
  })
  const nodeModules = join(app, 'node_modules')
  mkdirSync(join(nodeModules, '@portico'), { recursive: true })
  for (const [packageName, tarball] of tarballs) {
    const dir = join(nodeModules, packageName)
    mkdirSync(dir, { recursive: true })
    await run('tar', ['xzf', tarball, '-C', dir, '--strip-components=1'])
  }
  const manifest = readManifest(app)
  const wanted = [...runtimeDependencies(manifest), ...Object.keys(manifest.devDependencies ?? {})]
  const missing = wanted.filter((dep) => dep.startsWith('@portico/') && !tarballs.has(dep))
  if (missing.length)
    throw new Error(`${name} asks for packages that are not published: ${missing.join(', ')}`)
  for (const dep of wanted) if (!dep.startsWith('@portico/')) link(nodeModules, dep, [here])
  // What the packed packages need, from where the workspace installed each of them. A package whose copy
  // differs from the one already at the top (another major of @noble/hashes, say) gets its own, nested under
  // it, as npm places a second version.
  for (const { dir, manifest: published } of publishedPackages())
    for (const dep of runtimeDependencies(published)) {
      if (dep.startsWith('@portico/')) continue
      const top = join(nodeModules, dep)
      const own = [dir, here].map((from) => join(from, 'node_modules', dep)).find((path) => existsSync(path))
      if (existsSync(top) && own && realpathSync(top) !== realpathSync(own))
        link(join(nodeModules, published.name, 'node_modules'), dep, [dir])
      else link(nodeModules, dep, [dir, here])
    }
  return app
}

/** The files under `dir`, relative, recursively. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
  )
}

/**
 * `vite build --sourcemap` in an installed example, then the licence problems of what went into its bundle
 * (read from the source maps): copyleft code (unless reviewed LGPL) and gateway-licensed releases.
 */
export async function buildExampleWithVite(app: string, env: Record<string, string> = {}): Promise<string[]> {
  await run(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--sourcemap', '--logLevel', 'warn'],
    {
      cwd: app,
      // What ships: vite builds production code only under NODE_ENV "production" (or unset), and vitest sets "test".
      env: { ...process.env, NODE_ENV: 'production', ...env },
    },
  )
  const bundled = packagesInBuild(join(app, 'dist'))
  // The bundle really holds the packages (Portico's own came from the tarballs, inside the app).
  if (!bundled.some((entry) => entry.name === '@portico/core'))
    throw new Error(`the source maps of ${app} name no @portico/core module`)
  return bundleLicenceProblems(bundled)
}
