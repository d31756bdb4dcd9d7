import { startPostgres } from '@portico/dev-utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { type ApiServer, startApiServer } from '../server.js'

// Instances on one PostgreSQL database count into the same rate-limit windows.

let postgres: Awaited<ReturnType<typeof startPostgres>>
let apis: ApiServer[] = []
beforeAll(async () => {
  postgres = await startPostgres()
  const config = loadConfig(
    {},
    {
      port: 0,
      databaseUrl: postgres.url,
      rateLimit: { requests: 3, projectRequests: 5, windowMs: 60_000 },
      projects: [{ id: 'p', allowedOrigins: ['*'] }],
      indexer: { enabled: false, intervalMs: 1_000 },
    },
  )
  apis = [await startApiServer(config), await startApiServer(config)]
}, 120_000)
afterAll(async () => {
  await Promise.all(apis.map((api) => api.close()))
  await postgres?.stop()
})

const status = async (api: ApiServer | undefined, address: string) =>
  (await fetch(`${api?.url}/v1/supported-chains?projectId=p&address=${address}`)).status

test('two API instances on one database share the per-client limit', async () => {
  const [a, b] = apis
  const statuses = [await status(a, '0x01'), await status(b, '0x01'), await status(a, '0x01')]
  expect(statuses).toEqual([200, 200, 200])
  const over = await fetch(`${b?.url}/v1/supported-chains?projectId=p&address=0x01`)
  expect(over.status).toBe(429)
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another client of the project is still served, by either instance.
  expect(await status(b, '0x02')).toBe(200)
})

test('and the project ceiling', async () => {
  // 0x01 used 3 of the project's 5, 0x02 one: one more fits, on whichever instance.
  expect(await status(apis[0], '0x03')).toBe(200)
  expect(await status(apis[1], '0x04')).toBe(429)
})
