import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

// A PGlite data folder made by `initdb` costs seconds of CPU (WebAssembly); one loaded from the kept copy of an
// empty cluster (PORTICO_PGLITE_TEMPLATE, the same copy @portico/server-kit's in-memory databases start from)
// costs a fraction. The folder holds the same empty cluster either way: the API still applies every migration.

/** The kept copy's file, named for the PGlite build in use exactly as @portico/server-kit names it. */
function templateFile(folder: string): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const { size, mtimeMs } = statSync(entry)
  const key = createHash('sha256').update(`${entry}:${size}:${mtimeMs}`).digest('hex').slice(0, 16)
  return join(folder, `empty-cluster-${key}.tar`)
}

async function emptyCluster(): Promise<Blob | undefined> {
  const folder = process.env.PORTICO_PGLITE_TEMPLATE
  if (!folder) return undefined
  const file = templateFile(folder)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    // No copy yet: make one (as the first in-memory database would) and keep it for every later start.
    const db = new PGlite()
    await db.waitReady
    const dump = await db.dumpDataDir('none')
    await db.close()
    const bytes = Buffer.from(await dump.arrayBuffer())
    try {
      mkdirSync(folder, { recursive: true })
      const partial = `${file}.${process.pid}.${Date.now()}.partial`
      writeFileSync(partial, bytes)
      renameSync(partial, file)
    } catch {
      // A folder that cannot be written only costs the next start its initdb.
    }
    return new Blob([bytes])
  }
}

/** A new temporary PGlite data folder holding an empty cluster, for an API started with `dataDir`. */
export async function seededDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  const template = await emptyCluster()
  if (template) {
    const db = new PGlite(dir, { loadDataDir: template })
    await db.waitReady
    await db.close()
  }
  return dir
}
