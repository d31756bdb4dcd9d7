import { startPostgres } from '@portico/dev-utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { type ApiServer, startApiServer } from '../server.js'
import { freshRateLimitWindow } from '../test/freshRateLimitWindow.js'

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
      // Behind a proxy of the test's own, so each X-Forwarded-For address is a client.
      rateLimit: { requests: 3, projectRequests: 5, windowMs: 60_000, trustProxy: true },
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

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
const status = async (api: ApiServer | undefined, ip: string) =>
  (await fetch(`${api?.url}/v1/supported-chains?projectId=p`, from(ip))).status

test('two API instances on one database share the per-client limit', async () => {
  // This test's requests and the next one's must fall in one window (60 s, aligned to the clock).
  await freshRateLimitWindow(60_000, 20_000)
  const [a, b] = apis
  const ip = '203.0.113.1'
  const statuses = [await status(a, ip), await status(b, ip), await status(a, ip)]
  expect(statuses).toEqual([200, 200, 200])
  const over = await fetch(`${b?.url}/v1/supported-chains?projectId=p`, from(ip))
  expect(over.status).toBe(429)
  expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  // Another client of the project is still served, by either instance.
  expect(await status(b, '203.0.113.2')).toBe(200)
})

test('and the project ceiling', async () => {
  // .1 used 3 of the project's 5, .2 one: one more fits, on whichever instance.
  expect(await status(apis[0], '203.0.113.3')).toBe(200)
  expect(await status(apis[1], '203.0.113.4')).toBe(429)
})
