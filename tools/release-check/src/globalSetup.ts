import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { pack } from './pack.js'
import { TEMP_ROOT_ENV } from './tempDir.js'
import { publishedPackages } from './workspace.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Every published package packed once for the run (as `pnpm publish` would): name → tarball path. */
    tarballs: Record<string, string>
  }
}

/**
 * One temporary root for the run's folders (see tempDir.ts), removed when the run ends, passed or failed; and
 * every published package packed once into it, for all the files (each file runs in a process of its own).
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'portico-release-check-'))
  process.env[TEMP_ROOT_ENV] = root
  const tarballs: Record<string, string> = {}
  const queue = publishedPackages()
  // Two at a time: packing is mostly pnpm starting up, on a 2-core machine.
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        tarballs[next.manifest.name] = await pack(next.dir)
    }),
  )
  project.provide('tarballs', tarballs)
  return () => rmSync(root, { recursive: true, force: true })
}
