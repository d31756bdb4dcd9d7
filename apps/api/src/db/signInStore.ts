import { randomBytes } from 'node:crypto'
import type { Database } from './database.js'

/** How long a sign-in nonce may be signed and used: 5 minutes. */
export const AUTH_NONCE_TTL_MS = 5 * 60_000
/** Unused nonces one client (IP) of a project may hold; issuing one more drops its oldest. */
export const AUTH_NONCES_PER_CLIENT = 20
/** Unused nonces of one project in all; past it no new nonce is issued until some are used or expire. */
export const AUTH_NONCES_PER_PROJECT = 100_000

export type IssueAuthNonceParameters = { project: string; client: string; now: number }

/**
 * Issues a fresh nonce (32 hex characters: 128 random bits, alphanumeric as EIP-4361 asks), usable once within 5
 * minutes by `project`. Drops expired nonces, and the client's oldest past `AUTH_NONCES_PER_CLIENT`; undefined
 * when the project holds `AUTH_NONCES_PER_PROJECT` unused ones.
 */
export async function issueAuthNonce(
  db: Database,
  { project, client, now }: IssueAuthNonceParameters,
): Promise<{ nonce: string; expiresAt: number } | undefined> {
  await db.query('delete from auth_nonces where expires_at <= $1', [now])
  const [pending] = await db.query<{ count: number | string }>(
    'select count(*) as count from auth_nonces where project = $1',
    [project],
  )
  if (Number(pending?.count ?? 0) >= AUTH_NONCES_PER_PROJECT) return undefined
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = now + AUTH_NONCE_TTL_MS
  await db.query(
    'insert into auth_nonces (nonce, project, client, expires_at, created_at) values ($1, $2, $3, $4, $5)',
    [nonce, project, client, expiresAt, now],
  )
  await db.query(
    `delete from auth_nonces where nonce in (
       select nonce from auth_nonces where project = $1 and client = $2
       order by created_at desc, nonce offset $3)`,
    [project, client, AUTH_NONCES_PER_CLIENT],
  )
  return { nonce, expiresAt }
}

/** Uses up `nonce`: true once, when `project` was issued it and it has not expired; false otherwise. */
export async function consumeAuthNonce(
  db: Database,
  { nonce, project, now }: { nonce: string; project: string; now: number },
): Promise<boolean> {
  const rows = await db.query(
    'delete from auth_nonces where nonce = $1 and project = $2 and expires_at > $3 returning nonce',
    [nonce, project, now],
  )
  return rows.length > 0
}

/** A signed-in session as stored; times in ms since the epoch (bigint columns may read back as strings). */
export type AuthSessionRow = {
  id: string
  project: string
  /** CAIP-10, the address as signed. */
  account: string
  /** CAIP-2. */
  chain_id: string
  domain: string
  issued_at: string | number
  expires_at: string | number
  revoked_at: string | number | null
}

export type InsertAuthSessionParameters = {
  project: string
  account: string
  chainId: string
  domain: string
  issuedAt: number
  expiresAt: number
}

/** Stores a new session under a random id (128 bits, hex) and returns the id. Drops sessions that ended a day ago. */
export async function insertAuthSession(
  db: Database,
  { project, account, chainId, domain, issuedAt, expiresAt }: InsertAuthSessionParameters,
): Promise<string> {
  await db.query('delete from auth_sessions where expires_at <= $1', [issuedAt - 86_400_000])
  const id = randomBytes(16).toString('hex')
  await db.query(
    `insert into auth_sessions (id, project, account, chain_id, domain, issued_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, project, account, chainId, domain, issuedAt, expiresAt],
  )
  return id
}

/** The session `id` of `project`, if there is one (expired and revoked ones included). */
export async function findAuthSession(
  db: Database,
  { id, project }: { id: string; project: string },
): Promise<AuthSessionRow | undefined> {
  const [row] = await db.query<AuthSessionRow>('select * from auth_sessions where id = $1 and project = $2', [
    id,
    project,
  ])
  return row
}

/** Marks the session revoked (a revoked one keeps its first revocation time); false when there is no such session. */
export async function revokeAuthSession(
  db: Database,
  { id, project, now }: { id: string; project: string; now: number },
): Promise<boolean> {
  const rows = await db.query(
    'update auth_sessions set revoked_at = coalesce(revoked_at, $3) where id = $1 and project = $2 returning id',
    [id, project, now],
  )
  return rows.length > 0
}

/**
 * The database's token-signing secret: made (32 random bytes, base64url) by the first caller and the same for
 * every later one, on any instance sharing the database.
 */
export async function loadAuthSecret(db: Database): Promise<string> {
  await db.query('insert into auth_secrets (id, secret) values (1, $1) on conflict (id) do nothing', [
    randomBytes(32).toString('base64url'),
  ])
  const [row] = await db.query<{ secret: string }>('select secret from auth_secrets where id = 1')
  if (!row) throw new Error('auth_secrets has no row after insert')
  return row.secret
}
