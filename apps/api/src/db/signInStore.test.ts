import { describe, expect, test } from 'vitest'
import { createSignInSessions } from '../signIn/signInSessions.js'
import { useBothDatabases } from '../test/bothDatabases.js'
import {
  AUTH_NONCES_PER_CLIENT,
  consumeAuthNonce,
  insertAuthSession,
  issueAuthNonce,
  loadAuthSecret,
  revokeAuthSession,
} from './signInStore.js'

// Sign-in nonces, sessions and the token secret behave the same on embedded PGlite and on PostgreSQL.

const database = useBothDatabases()

describe.each(['pglite', 'postgres'])('%s', (name) => {
  const db = () => database(name)

  test('a nonce is used once, by its project, before it expires; a client keeps at most 20', async () => {
    const now = 1_000_000
    const issued = await issueAuthNonce(db(), { project: 'p', client: 'ip|1', now })
    expect(issued?.nonce).toMatch(/^[0-9a-f]{32}$/)
    const nonce = issued?.nonce as string
    expect(await consumeAuthNonce(db(), { nonce, project: 'other', now })).toBe(false)
    expect(await consumeAuthNonce(db(), { nonce, project: 'p', now })).toBe(true)
    expect(await consumeAuthNonce(db(), { nonce, project: 'p', now })).toBe(false)

    const late = await issueAuthNonce(db(), { project: 'p', client: 'ip|1', now })
    expect(await consumeAuthNonce(db(), { nonce: late!.nonce, project: 'p', now: now + 5 * 60_000 })).toBe(
      false,
    )

    const many: string[] = []
    for (let i = 0; i <= AUTH_NONCES_PER_CLIENT; i++) {
      many.push((await issueAuthNonce(db(), { project: 'p', client: 'ip|2', now: now + i }))!.nonce)
    }
    expect(await consumeAuthNonce(db(), { nonce: many[0]!, project: 'p', now: now + 100 })).toBe(false)
    expect(await consumeAuthNonce(db(), { nonce: many[1]!, project: 'p', now: now + 100 })).toBe(true)
  })

  test('sessions: revoked stays revoked; the secret is made once per database', async () => {
    const id = await insertAuthSession(db(), {
      project: 'p',
      account: 'eip155:1:0xabc',
      chainId: 'eip155:1',
      domain: 'example.com',
      issuedAt: 1_000,
      expiresAt: 2_000,
    })
    expect(await revokeAuthSession(db(), { id, project: 'other', now: 1_500 })).toBe(false)
    expect(await revokeAuthSession(db(), { id, project: 'p', now: 1_500 })).toBe(true)
    expect(await revokeAuthSession(db(), { id, project: 'p', now: 1_600 })).toBe(true)
    const [row] = await db().query<{ revoked_at: string | number }>(
      'select revoked_at from auth_sessions where id = $1',
      [id],
    )
    expect(Number(row?.revoked_at)).toBe(1_500)

    const secret = await loadAuthSecret(db())
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await loadAuthSecret(db())).toBe(secret)
  })

  test('a token made by one instance is read by another on the same database', async () => {
    let time = Date.now()
    const a = createSignInSessions({ db: db(), now: () => time })
    const b = createSignInSessions({ db: db(), now: () => time })
    const { token, session } = await a.create({
      project: 'p',
      caipAddress: 'solana:abc:Addr',
      chainId: 'solana:abc',
      domain: 'example.com',
      issuedAt: time,
      expiresAt: time + 60_000,
    })
    expect(session).toMatchObject({ address: 'Addr', chainId: 'solana:abc', expiresAt: time + 60_000 })
    expect(await b.read(token, 'p')).toEqual({ ok: true, session })
    expect(await b.read(token, 'q')).toEqual({ ok: false, code: 'invalid_token' })
    time += 60_000
    expect(await b.read(token, 'p')).toEqual({ ok: false, code: 'session_expired' })
    // Another database's secret does not read it.
    const other = createSignInSessions({ db: db(), secret: 'x'.repeat(32), now: () => time - 1 })
    expect(await other.read(token, 'p')).toEqual({ ok: false, code: 'invalid_token' })
  })
})
