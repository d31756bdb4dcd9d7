import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newEmail, startTestWalletService, type TestWalletService } from '../test/startTestWalletService.js'
import { ExitRefusedError } from './errors.js'
import { moveSignedBy } from './moveFile.js'
import { answer, exitLink, operatorOf, share, walletBody } from './test/exitWorld.js'

// The old service's side of the exit: the operator asks, the user answers by the mailed link, only an approved
// request exports, and the exported wallet is no longer served.

let old: TestWalletService
const to = 'https://wallet.new.example'
beforeAll(async () => {
  old = await startTestWalletService()
})
afterAll(() => old?.close())

const refusal = (code: string) => expect.objectContaining({ name: 'ExitRefusedError', code })

async function userWithWallet(name = 'exit') {
  const email = newEmail(name)
  const session = await old.signIn(email)
  expect((await old.post('/v1/wallet', walletBody, { token: session.token })).status).toBe(201)
  return { email, ...session }
}

describe('the exit key', () => {
  test('is made once and shown at GET /v1/exit/key with the origin', async () => {
    const first = await old.get('/v1/exit/key', { query: '' })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({
      origin: new URL(old.url).origin,
      publicKey: expect.stringMatching(/^[\w-]{43}$/),
    })
    expect((await old.get('/v1/exit/key', { query: '' })).body).toEqual(first.body)
  })
})

describe('asking the user', () => {
  test('refuses an unknown address, a user without a wallet, a destination that is no origin or is this service', async () => {
    const operator = operatorOf(old)
    await expect(operator.request(newEmail('nobody'), to)).rejects.toEqual(refusal('NO_USER'))
    const bare = newEmail('bare')
    await old.signIn(bare)
    await expect(operator.request(bare, to)).rejects.toEqual(refusal('NO_WALLET'))
    const { email } = await userWithWallet()
    for (const bad of ['wallet.new.example', 'https://wallet.new.example/path', 'ftp://x.example', ''])
      await expect(operator.request(email, bad)).rejects.toEqual(refusal('CONFIG'))
    await expect(operator.request(email, new URL(old.url).origin)).rejects.toEqual(refusal('CONFIG'))
  })

  test('mails a link whose page names the new service; a GET changes nothing; Decline refuses the export', async () => {
    const { email } = await userWithWallet()
    const operator = operatorOf(old)
    const after = Date.now()
    await operator.request(email, to)
    const { mail, link, token } = await exitLink(old, email, after)
    expect(mail.subject).toBe('Approve moving your wallet')
    expect(mail.text).toContain(to)
    expect(link).toBe(`${old.url}/exit/approve?token=${token}`)
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link, { headers: { 'accept-language': 'fr' } })
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
      expect(page.headers.get('x-frame-options')).toBe('DENY')
      const html = await page.text()
      expect(html).toContain('Transférer votre portefeuille ?')
      expect(html).toContain(to)
      expect(html).toContain('action="approve"')
      expect(html).toContain('action="decline"')
    }
    await expect(operator.export(email)).rejects.toEqual(refusal('NOT_APPROVED'))
    const declined = await answer(old, token, false)
    expect(declined.status).toBe(200)
    expect(declined.html).toContain('Move declined')
    // Answered once: the link then works no more, for either answer.
    expect((await answer(old, token, true)).status).toBe(410)
    expect((await fetch(link)).status).toBe(410)
    await expect(operator.export(email)).rejects.toEqual(refusal('DECLINED'))
  })

  test('bad tokens get the invalid page (410), never an error', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), '<script>', 'A'.repeat(5000)]) {
      expect((await answer(old, encodeURIComponent(token))).status).toBe(410)
      expect((await fetch(`${old.url}/exit/approve?token=${encodeURIComponent(token)}`)).status).toBe(410)
    }
  })
})

describe('the export', () => {
  test('an approved request exports a signed file; then the old service serves the wallet no more', async () => {
    const { email, token: session } = await userWithWallet()
    expect(
      (await old.post('/v1/wallet/shares', { splitId: 'split-2', share: share(9) }, { token: session }))
        .status,
    ).toBe(201)
    const operator = operatorOf(old)
    const after = Date.now()
    await operator.request(email, to)
    const { token } = await exitLink(old, email, after)
    const approved = await answer(old, token)
    expect(approved.html).toContain('Move approved')
    expect(approved.html).toContain(to)

    const move = await operator.export(email)
    const { publicKey } = (await old.get('/v1/exit/key', { query: '' })).body as { publicKey: string }
    expect(move).toMatchObject({
      format: 'portico-wallet-move',
      v: 1,
      from: new URL(old.url).origin,
      to,
      email,
      addresses: walletBody.addresses,
      recovery: walletBody.recovery,
      shares: [
        { splitId: 'split-1', share: share(2) },
        { splitId: 'split-2', share: share(9) },
      ],
    })
    expect(Date.parse(move.expiresAt) - Date.parse(move.issuedAt)).toBe(24 * 60 * 60_000)
    expect(moveSignedBy(move, publicKey)).toBe(true)

    expect((await old.get('/v1/wallet', { token: session })).body).toEqual({ exists: true, movedTo: to })
    for (const splitId of ['split-1', 'split-2']) {
      const refused = await old.get(`/v1/wallet/shares/${splitId}`, { token: session })
      expect(refused.status).toBe(410)
      expect(refused.body).toEqual({
        message: `This wallet has moved to ${to}. Sign in there with the same e-mail address.`,
        code: 'WALLET_MOVED',
        movedTo: to,
      })
    }
    const added = await old.post(
      '/v1/wallet/shares',
      { splitId: 'split-3', share: share(4) },
      { token: session },
    )
    expect(added).toMatchObject({ status: 410, body: { code: 'WALLET_MOVED' } })
    // A lost file can be exported again (for the same destination); a new request cannot be made.
    expect((await operator.export(email)).to).toBe(to)
    await expect(operator.request(email, 'https://other.example')).rejects.toEqual(refusal('MOVED'))
  })

  test('refusals are ExitRefusedErrors with an exit code per kind', () => {
    expect(new ExitRefusedError('CONFIG', 'x').exitCode).toBe(1)
    expect(new ExitRefusedError('NOT_APPROVED', 'x').exitCode).toBe(2)
    expect(new ExitRefusedError('BAD_SIGNATURE', 'x').exitCode).toBe(3)
  })
})
