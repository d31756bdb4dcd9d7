import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { openDatabase } from './database.js'
import { migrate } from './migrate.js'

const lock = { lockFile: 'test.lock', service: 'test service' }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-db-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('openDatabase', () => {
  test('a PGlite folder opens once at a time; closed, it opens again with its data', async () => {
    const first = await openDatabase({ dataDir: dir, lock })
    try {
      await first.exec("create table kept (note text); insert into kept values ('first')")
      await expect(openDatabase({ dataDir: dir, lock })).rejects.toThrow(
        `PGlite data folder ${dir} is in use by process ${process.pid} on ${hostname()} (started `,
      )
      // The refused open left the holder's lock alone.
      expect(JSON.parse(await readFile(join(dir, lock.lockFile), 'utf8')).pid).toBe(process.pid)
    } finally {
      await first.close()
    }
    expect(existsSync(join(dir, lock.lockFile))).toBe(false)
    const second = await openDatabase({ dataDir: `file://${dir}`, lock })
    try {
      expect(await second.query('select note from kept')).toEqual([{ note: 'first' }])
    } finally {
      await second.close()
    }
  })

  test('the in-memory database takes no lock: several open at once', async () => {
    const [a, b] = await Promise.all([openDatabase({ lock }), openDatabase({ dataDir: 'memory://', lock })])
    await a.exec('create table only_in_a (n int)')
    await expect(b.query('select * from only_in_a')).rejects.toThrow()
    await a.close()
    await b.close()
  })
})

describe('migrate', () => {
  test('applies each file once, in name order, and records it; a failing file is not recorded', async () => {
    const migrations = join(dir, 'migrations')
    await mkdir(migrations)
    await writeFile(join(migrations, '0002_b.sql'), "insert into notes values ('second');")
    await writeFile(join(migrations, '0001_a.sql'), 'create table notes (note text);')
    const migrationsDir = pathToFileURL(`${migrations}/`)
    const db = await openDatabase({ lock })
    try {
      expect(await migrate(db, { migrationsDir, lockKey: 1 })).toEqual(['0001_a', '0002_b'])
      expect(await migrate(db, { migrationsDir, lockKey: 1 })).toEqual([])
      await writeFile(join(migrations, '0003_c.sql'), "insert into notes values ('third'); select nope;")
      await expect(migrate(db, { migrationsDir, lockKey: 1 })).rejects.toThrow()
      expect(await db.query('select note from notes')).toEqual([{ note: 'second' }])
      const versions = await db.query<{ version: string }>('select version from schema_migrations order by 1')
      expect(versions.map((v) => v.version)).toEqual(['0001_a', '0002_b'])
    } finally {
      await db.close()
    }
  })
})

describe('transaction (PGlite)', () => {
  test('writes all or nothing, and transactions at once never interleave', async () => {
    const db = await openDatabase({ lock })
    try {
      await db.exec('create table counter (n integer not null); insert into counter values (0)')
      // Read, wait, write: interleaved, most increments would be lost.
      const increment = () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>('select n from counter')
          await new Promise((resolve) => setTimeout(resolve, 1))
          await tx.query('update counter set n = $1', [(row?.n ?? 0) + 1])
        })
      await Promise.all([
        ...Array.from({ length: 10 }, increment),
        db.query('update counter set n = n + 100'),
      ])
      expect((await db.query<{ n: number }>('select n from counter'))[0]?.n).toBe(110)
      await expect(
        db.transaction(async (tx) => {
          await tx.query('update counter set n = 0')
          throw new Error('changed my mind')
        }),
      ).rejects.toThrow('changed my mind')
      expect((await db.query<{ n: number }>('select n from counter'))[0]?.n).toBe(110)
    } finally {
      await db.close()
    }
  })
})
