import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The repository's root folder. */
export const root = new URL('../../../', import.meta.url).pathname

export type Manifest = {
  name: string
  version: string
  private?: boolean
  license?: string
  description?: string
  repository?: { type?: string; url?: string; directory?: string } | string
  homepage?: string
  bugs?: { url?: string } | string
  keywords?: string[]
  engines?: Record<string, string>
  files?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

export type WorkspacePackage = { dir: string; relativeDir: string; manifest: Manifest }

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest
}

/** Every package under the workspace's folders. */
export function workspacePackages(): WorkspacePackage[] {
  return ['packages', 'apps', 'tools', 'examples']
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      readdirSync(join(root, folder)).map((name) => ({
        relativeDir: `${folder}/${name}`,
        dir: join(root, folder, name),
      })),
    )
    .concat([{ relativeDir: 'bench', dir: join(root, 'bench') }])
    .filter(({ dir }) => existsSync(join(dir, 'package.json')))
    .map((entry) => ({ ...entry, manifest: readManifest(entry.dir) }))
}

/** The packages released to the registry: every workspace package not marked private. */
export function publishedPackages(): WorkspacePackage[] {
  return workspacePackages().filter(({ manifest }) => manifest.private !== true)
}
