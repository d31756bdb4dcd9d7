import { readdir } from 'node:fs/promises'
import { startPostgres } from '@portico/dev-utils'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { coinTypeOfChainId } from '../names/coinType.js'
import { startTestWorld } from '../test/startTestWorld.js'
import { openDatabase } from './database.js'
import { migrate } from './migrate.js'

// The same schema and SQL on a real PostgreSQL server (DATABASE_URL) as on embedded PGlite.

let postgres: Awaited<ReturnType<typeof startPostgres>>
let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  postgres = await startPostgres()
  world = await startTestWorld({ databaseUrl: postgres.url, indexer: { enabled: true, intervalMs: 100 } })
}, 120_000)
afterAll(async () => {
  await world?.stop()
  await postgres?.stop()
})

test('migrations are recorded in PostgreSQL and not applied twice', async () => {
  const db = await openDatabase({ url: postgres.url })
  try {
    const versions = await db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    )
    const files = (await readdir(new URL('./migrations/', import.meta.url))).filter((f) => f.endsWith('.sql'))
    expect(versions.map((v) => v.version)).toEqual(files.sort().map((f) => f.replace(/\.sql$/, '')))
    expect(versions.length).toBeGreaterThanOrEqual(5)
    expect(await migrate(db)).toEqual([])
  } finally {
    await db.close()
  }
})

test('two instances starting at once on an empty database both migrate; each migration is applied once', async () => {
  const admin = await openDatabase({ url: postgres.url })
  const files = (await readdir(new URL('./migrations/', import.meta.url)))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.replace(/\.sql$/, ''))
    .sort()
  try {
    // A few rounds, each on a fresh database: without the lock the race shows in any of them.
    for (let round = 0; round < 3; round++) {
      const name = `empty_${round}`
      await admin.exec(`create database ${name}`)
      const url = postgres.url.replace(/\/postgres$/, `/${name}`)
      const instances = [await openDatabase({ url }), await openDatabase({ url })]
      try {
        const applied = await Promise.all(instances.map((db) => migrate(db)))
        expect(applied.flat().sort()).toEqual(files)
        const recorded = await instances[0]!.query<{ version: string }>(
          'select version from schema_migrations order by version',
        )
        expect(recorded.map((r) => r.version)).toEqual(files)
      } finally {
        await Promise.all(instances.map((db) => db.close()))
      }
    }
  } finally {
    await admin.close()
  }
})

test('names, analytics and indexed history work on PostgreSQL', async () => {
  const owner = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 0,
  })
  const nonce = await world.api.get(`/v1/profile/nonce?projectId=local&address=${owner.address}`)
  const message = JSON.stringify({
    name: 'pg-user',
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    chainId: 31337,
    nonce: ((await nonce.json()) as { nonce: string }).nonce,
  })
  const registered = await world.api.get('/v1/profile/account?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinTypeOfChainId(31337),
      address: owner.address,
      message,
      signature: await owner.signMessage({ message }),
    }),
  })
  expect(registered.status).toBe(200)
  const identity = await world.api.get(`/v1/identity/${owner.address}?projectId=local`)
  expect((await identity.json()).name).toBe('pg-user.portico.id')

  const event = await world.api.get('/e?projectId=local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      eventId: 'e',
      url: 'http://localhost/',
      domain: 'localhost',
      timestamp: 1,
      props: {},
    }),
  })
  expect(await event.json()).toEqual({ stored: true })

  // The devnet's seeding transactions are indexed into PostgreSQL.
  let found = 0
  for (let i = 0; i < 100 && found === 0; i++) {
    const res = await world.api.get(
      `/v1/account/${owner.address}/history?projectId=local&chainId=eip155:31337`,
    )
    found = ((await res.json()) as { data: unknown[] }).data.length
    if (!found) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(found).toBeGreaterThan(0)
})
