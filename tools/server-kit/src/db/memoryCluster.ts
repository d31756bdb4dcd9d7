import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

/**
 * Where a copy of an empty PGlite cluster is kept between processes, when set: `PORTICO_PGLITE_TEMPLATE` names a
 * folder. Making a PGlite database runs `initdb` in WebAssembly (7–20 s on a loaded 2-core machine); loading the
 * same empty cluster from its copy takes a fraction of that. Test runs set it (every API and wallet-service test
 * opens a fresh in-memory database); without it every in-memory database is made from scratch.
 */
export const PGLITE_TEMPLATE_ENV = 'PORTICO_PGLITE_TEMPLATE'

let cached: Promise<Blob | undefined> | undefined

/** A new, empty in-memory PGlite database: from the kept copy of an empty cluster when there is one. */
export async function newMemoryPGlite(): Promise<PGlite> {
  const folder = process.env[PGLITE_TEMPLATE_ENV]
  if (!folder) return ready(new PGlite())
  cached ??= readTemplate(folder)
  const template = await cached
  if (template) {
    const loaded = await ready(new PGlite({ loadDataDir: template })).catch(() => undefined)
    if (loaded) return loaded
  }
  // No copy yet (or one that does not load): make the cluster, keep a copy for the next database, here and in
  // other processes, and use it.
  const db = await ready(new PGlite())
  const dump = await db.dumpDataDir('none')
  writeTemplate(folder, Buffer.from(await dump.arrayBuffer()))
  cached = Promise.resolve(dump)
  return db
}

async function ready(db: PGlite): Promise<PGlite> {
  await db.waitReady
  return db
}

/** The copy's file, named for the PGlite build in use (another version makes and keeps its own). */
function templateFile(folder: string): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const { size, mtimeMs } = statSync(entry)
  const key = createHash('sha256').update(`${entry}:${size}:${mtimeMs}`).digest('hex').slice(0, 16)
  return join(folder, `empty-cluster-${key}.tar`)
}

async function readTemplate(folder: string): Promise<Blob | undefined> {
  try {
    return new Blob([readFileSync(templateFile(folder))])
  } catch {
    return undefined
  }
}

/** Written whole under a name of its own and then renamed, so no process ever reads half a copy. */
function writeTemplate(folder: string, bytes: Buffer): void {
  try {
    mkdirSync(folder, { recursive: true })
    const file = templateFile(folder)
    const partial = `${file}.${process.pid}.${Date.now()}.partial`
    writeFileSync(partial, bytes)
    renameSync(partial, file)
  } catch {
    // A folder that cannot be written only costs the next database its initdb.
  }
}
