import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PGLITE_TEMPLATE_ENV } from './memoryCluster.js'

let folder: string
let before: string | undefined
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'pglite-template-test-'))
  before = process.env[PGLITE_TEMPLATE_ENV]
  process.env[PGLITE_TEMPLATE_ENV] = folder
  vi.resetModules()
})
afterEach(() => {
  if (before === undefined) delete process.env[PGLITE_TEMPLATE_ENV]
  else process.env[PGLITE_TEMPLATE_ENV] = before
  rmSync(folder, { recursive: true, force: true })
})

// A fresh module each time stands for another process: it finds only what the folder holds.
const freshModule = () => import('./memoryCluster.js')

test('the first database keeps a copy of the empty cluster; the next ones start from it, empty and separate', async () => {
  const first = await (await freshModule()).newMemoryPGlite()
  expect(readdirSync(folder).filter((name) => name.endsWith('.tar'))).toHaveLength(1)
  expect(readdirSync(folder).some((name) => name.endsWith('.partial'))).toBe(false)
  await first.exec('create table notes (body text); insert into notes values ($$first$$)')

  vi.resetModules()
  const { newMemoryPGlite } = await freshModule()
  const second = await newMemoryPGlite()
  const third = await newMemoryPGlite()
  // Made from the empty cluster, not from the first database's later state.
  const tables = await second.query(`select count(*)::int as n from pg_tables where tablename = 'notes'`)
  expect(tables.rows).toEqual([{ n: 0 }])
  await second.exec('create table notes (body text); insert into notes values ($$second$$)')
  await third.exec('create table notes (body text)')
  expect((await third.query('select body from notes')).rows).toEqual([])
  expect((await second.query('select body from notes')).rows).toEqual([{ body: 'second' }])
  await Promise.all([first.close(), second.close(), third.close()])
})

test('a damaged copy is not used: the database is made from scratch', async () => {
  const { newMemoryPGlite } = await freshModule()
  const made = await newMemoryPGlite()
  await made.close()
  const [file] = readdirSync(folder)
  const { writeFileSync } = await import('node:fs')
  writeFileSync(join(folder, file!), 'not a tar')
  vi.resetModules()
  const db = await (await freshModule()).newMemoryPGlite()
  expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }])
  await db.close()
})
