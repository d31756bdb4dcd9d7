import { postgresAvailable, startPostgres } from '@portico/dev-utils'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newEmail, startTestWalletService, type TestWalletService } from '../test/startTestWalletService.js'
import { movedUser, operatorOf, originOf, share, walletBody } from './test/exitWorld.js'

// The exit between two services on two PostgreSQL databases: the export's and the claim's transactions hold
// one pooled connection each, and the wallet arrives whole.

const available = await postgresAvailable()

describe.skipIf(!available)('moving a wallet between two PostgreSQL databases', () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>>
  let old: TestWalletService
  let next: TestWalletService
  beforeAll(async () => {
    postgres = await startPostgres()
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query('create database next_service')
    await admin.end()
    ;[old, next] = await Promise.all([
      startTestWalletService({ databaseUrl: postgres.url }),
      startTestWalletService({ databaseUrl: postgres.url.replace(/\/postgres$/, '/next_service') }),
    ])
  })
  afterAll(async () => {
    await old?.close()
    await next?.close()
    await postgres?.stop()
  })

  test('the moved wallet keeps its addresses and shares; the old database serves it no more', async () => {
    const email = newEmail('pg-mover')
    const { move, token: oldToken } = await movedUser(old, email, originOf(next))
    const { publicKey } = (await old.get('/v1/exit/key', { query: '' })).body as { publicKey: string }
    await operatorOf(next).import(move, [{ origin: originOf(old), publicKey }])
    const { token } = await next.signIn(email)
    expect((await next.get('/v1/wallet', { token })).body).toEqual({
      exists: true,
      addresses: walletBody.addresses,
      recovery: walletBody.recovery,
    })
    expect((await next.get('/v1/wallet/shares/split-1', { token })).body).toEqual({ share: share(2) })
    expect(await old.get('/v1/wallet/shares/split-1', { token: oldToken })).toMatchObject({
      status: 410,
      body: { code: 'WALLET_MOVED', movedTo: originOf(next) },
    })
  })
})
