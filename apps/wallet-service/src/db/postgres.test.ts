import { readdir } from 'node:fs/promises'
import { postgresAvailable, startPostgres } from '@portico/dev-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { extractLink } from '../mail/extract.js'
import {
  newDeviceId,
  newEmail,
  startTestWalletService,
  type TestWalletService,
} from '../test/startTestWalletService.js'

// Two instances on one PostgreSQL database act as one service: codes, links, sessions, wallets and rate limits
// are shared, and the schema is migrated once.

const available = await postgresAvailable()

describe.skipIf(!available)('two instances on one PostgreSQL database', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>
  let a: TestWalletService
  let b: TestWalletService
  beforeAll(async () => {
    postgres = await startPostgres()
    // Started together: migrations take turns under an advisory lock. Each has its own mail catcher.
    const config = {
      databaseUrl: postgres.url,
      rateLimits: { mailsPerEmail: 3, mailsPerIp: 1000, requestsPerIp: 100_000 },
    }
    ;[a, b] = await Promise.all([startTestWalletService(config), startTestWalletService(config)])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await postgres?.stop()
  })

  test('a code mailed by one is taken by the other; the session, wallet and device links work on both', async () => {
    const email = newEmail('pg')
    const deviceId = newDeviceId()
    await a.post('/v1/email/connect', { email, deviceId })
    const otp = await a.codeFor(email)
    const signedIn = await b.post('/v1/email/otp', { email, deviceId, otp })
    expect(signedIn.status).toBe(200)
    const { token } = signedIn.body as { token: string }
    expect((await a.get('/v1/session', { token })).body).toMatchObject({ user: { email } })

    const wallet = {
      splitId: 's1',
      share: Buffer.alloc(33, 1).toString('base64'),
      recovery: { splitId: 's1', blob: 'encrypted' },
      addresses: {
        eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      },
    }
    expect((await a.post('/v1/wallet', wallet, { token })).status).toBe(201)
    expect((await b.post('/v1/wallet', wallet, { token })).status).toBe(409)
    expect((await b.get('/v1/wallet/shares/s1', { token })).body).toEqual({ share: wallet.share })

    const second = newDeviceId()
    expect((await b.post('/v1/email/connect', { email, deviceId: second })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const link = extractLink((await b.catcher.waitForMail({ to: email, subjectIncludes: 'device' })).text)!
    const linkToken = new URL(link).searchParams.get('token')!
    const approved = await fetch(`${a.url}/device/approve`, { method: 'POST', body: `token=${linkToken}` })
    expect(approved.status).toBe(200)
    expect((await b.post('/v1/device/wait', { email, deviceId: second })).body).toEqual({ approved: true })
  })

  test('the send limit per address counts across instances', async () => {
    const email = newEmail('limit')
    const deviceId = newDeviceId()
    expect((await a.post('/v1/email/connect', { email, deviceId })).status).toBe(200)
    expect((await b.post('/v1/email/connect', { email, deviceId })).status).toBe(200)
    expect((await a.post('/v1/email/connect', { email, deviceId })).status).toBe(200)
    const refused = await b.post('/v1/email/connect', { email, deviceId })
    expect(refused).toMatchObject({ status: 429, body: { reason: 'RATE_LIMITED' } })
  })

  test('the schema was migrated once', async () => {
    const versions = await a.db.query<{ version: string }>('select version from schema_migrations')
    // Each migration in the folder, once.
    const files = (await readdir(new URL('./migrations/', import.meta.url))).filter((name) =>
      name.endsWith('.sql'),
    )
    expect(versions.map((v) => v.version)).toEqual(files.sort().map((name) => name.replace(/\.sql$/, '')))
    expect(versions.map((v) => v.version)).toContain('0001_embedded_wallet')
  })
})
