import { tamper } from '@portico/dev-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newEmail, startTestWalletService, type TestWalletService } from '../test/startTestWalletService.js'
import { verifyMove } from './importMove.js'
import type { MoveFile } from './moveFile.js'
import { movedUser, operatorOf, originOf, share, walletBody } from './test/exitWorld.js'

// The new service's side of the exit: a move file is checked (signed by a trusted service, for this service,
// unexpired, new) and kept until its e-mail signs in here, which makes the wallet with the same addresses.

let old: TestWalletService
let next: TestWalletService
let trusted: { origin: string; publicKey: string }[]
beforeAll(async () => {
  ;[old, next] = await Promise.all([startTestWalletService(), startTestWalletService()])
  const { publicKey } = (await old.get('/v1/exit/key', { query: '' })).body as { publicKey: string }
  trusted = [{ origin: originOf(old), publicKey }]
})
afterAll(async () => {
  await old?.close()
  await next?.close()
})

const refusal = (code: string) => expect.objectContaining({ name: 'ExitRefusedError', code })
const importsCount = async () =>
  Number((await next.db.query<{ n: string }>('select count(*) as n from wallet_imports'))[0]?.n)

describe('importing a move', () => {
  test('the user signs in with the same address and has the wallet: same addresses, recovery blob and shares', async () => {
    const email = newEmail('mover')
    const { move } = await movedUser(old, email, originOf(next))
    const imported = await operatorOf(next).import(move, trusted)
    expect(imported).toEqual({ email, from: originOf(old), addresses: walletBody.addresses })
    await expect(operatorOf(next).import(move, trusted)).rejects.toEqual(refusal('REPLAYED'))

    const deviceId = 'new-service-device-0001'
    await next.post('/v1/email/connect', { email, deviceId })
    const otp = await next.codeFor(email)
    const signedIn = await next.post('/v1/email/otp', { email, deviceId, otp })
    expect(signedIn.body.wallet).toEqual({ exists: true })
    const { token } = signedIn.body as { token: string }
    expect((await next.get('/v1/wallet', { token })).body).toEqual({
      exists: true,
      addresses: walletBody.addresses,
      recovery: walletBody.recovery,
    })
    expect((await next.get('/v1/wallet/shares/split-1', { token })).body).toEqual({ share: share(2) })
    // The device's recovery then adds its own split, as on any new device.
    expect(
      (await next.post('/v1/wallet/shares', { splitId: 'split-9', share: share(5) }, { token })).status,
    ).toBe(201)
    await expect(operatorOf(next).import(move, trusted)).rejects.toEqual(refusal('HAS_WALLET'))
  })

  test('a wallet of one chain (an imported key) moves with its one address', async () => {
    const email = newEmail('solana-only')
    const solanaOnly = { ...walletBody, addresses: { solana: walletBody.addresses.solana } }
    const { move } = await movedUser(old, email, originOf(next), solanaOnly)
    expect(move.addresses).toEqual({ solana: walletBody.addresses.solana })
    await operatorOf(next).import(move, trusted)
    const { token } = await next.signIn(email)
    expect((await next.get('/v1/wallet', { token })).body).toEqual({
      exists: true,
      addresses: { solana: walletBody.addresses.solana },
      recovery: walletBody.recovery,
    })
  })

  test('a tampered, untrusted, misaddressed, expired or malformed file is refused and nothing is written', async () => {
    const email = newEmail('refused')
    const { move } = await movedUser(old, email, originOf(next))
    const operator = operatorOf(next)
    const before = await importsCount()
    const tampered: MoveFile[] = [
      { ...move, addresses: { ...move.addresses, eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' } },
      { ...move, email: newEmail('thief') },
      { ...move, shares: [...move.shares, { splitId: 'extra', share: share(1) }] },
      { ...move, expiresAt: new Date(Date.parse(move.expiresAt) + 1000).toISOString() },
      { ...move, signature: tamper(move.signature) },
    ]
    for (const file of tampered)
      await expect(operator.import(file, trusted)).rejects.toEqual(refusal('BAD_SIGNATURE'))
    await expect(operator.import(move, [])).rejects.toEqual(refusal('UNTRUSTED'))
    const otherKey = [{ origin: originOf(old), publicKey: 'A'.repeat(43) }]
    await expect(operator.import(move, otherKey)).rejects.toEqual(refusal('BAD_SIGNATURE'))
    const now = Date.now()
    expect(() => verifyMove(move, { origin: 'https://elsewhere.example', trusted, now })).toThrow(
      expect.objectContaining({ code: 'WRONG_DESTINATION' }),
    )
    await expect(operatorOf(old).import(move, trusted)).rejects.toEqual(refusal('WRONG_DESTINATION'))
    const later = Date.parse(move.expiresAt) + 1
    expect(() => verifyMove(move, { origin: originOf(next), trusted, now: later })).toThrow(
      expect.objectContaining({ code: 'EXPIRED' }),
    )
    const malformed: unknown[] = [
      null,
      'move',
      {},
      { ...move, format: 'portico-emergency-kit' },
      { ...move, v: 2 },
      { ...move, shares: [] },
      { ...move, shares: 'x'.repeat(100_000) },
      { ...move, recovery: { ...move.recovery, blob: 'x'.repeat(5000) } },
      { ...move, extra: true },
      { ...move, to: `${move.to}/` },
      { ...move, issuedAt: 'yesterday' },
    ]
    for (const file of malformed)
      await expect(operator.import(file, trusted)).rejects.toEqual(refusal('BAD_FILE'))
    expect(await importsCount()).toBe(before)
    // The untouched file still imports.
    expect((await operator.import(move, trusted)).email).toBe(email)
  })

  test('one move waits per address; a user who made a wallet meanwhile keeps it', async () => {
    const email = newEmail('twice')
    const { move } = await movedUser(old, email, originOf(next))
    const operator = operatorOf(next)
    await operator.import(move, trusted)
    // A second export (a lost file) is a new move: it waits behind the first.
    const again = await operatorOf(old, () => Date.now() + 1000).export(email)
    await expect(operator.import(again, trusted)).rejects.toEqual(refusal('PENDING'))

    const own = newEmail('own')
    const { move: ownMove } = await movedUser(old, own, originOf(next))
    await operator.import(ownMove, trusted)
    // Made a wallet here before the import was claimed? Only a sign-in claims, and only without a wallet: here
    // the user signs in first, makes a wallet, and the waiting import stays unclaimed.
    await next.db.query('update wallet_imports set claimed_at = -1 where email = $1', [own])
    const { token, deviceId } = await next.signIn(own)
    await next.db.query('update wallet_imports set claimed_at = null where email = $1', [own])
    const mine = {
      ...walletBody,
      addresses: { ...walletBody.addresses, eip155: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    }
    expect((await next.post('/v1/wallet', mine, { token })).status).toBe(201)
    await next.signIn(own, deviceId)
    expect(((await next.get('/v1/wallet', { token })).body as typeof mine).addresses).toEqual(mine.addresses)
    const [row] = await next.db.query<{ claimed_at: unknown }>(
      'select claimed_at from wallet_imports where email = $1',
      [own],
    )
    expect(row?.claimed_at).toBeNull()
  })
})
