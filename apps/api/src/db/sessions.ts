import type { Database } from './database.js'

/** A smart-account session grant as stored; `account` is CAIP-10 in lower case, `expiry` in seconds. */
export type SessionRow = {
  pci: string
  account: string
  permissions: unknown
  expiry: string
  created_at: Date | string
  revoked_at: Date | string | null
}

export type InsertSessionParameters = {
  pci: string
  account: string
  permissions: Record<string, unknown>
  expiry: number
}

/** Stores a grant; false when the account has a session with this `pci` already (granted or revoked). */
export async function insertSession(
  db: Database,
  { pci, account, permissions, expiry }: InsertSessionParameters,
): Promise<boolean> {
  const inserted = await db.query(
    'insert into smart_sessions (pci, account, permissions, expiry) values ($1, $2, $3, $4) on conflict do nothing returning pci',
    [pci, account, JSON.stringify(permissions), expiry],
  )
  return inserted.length > 0
}

/** Every session of an account, newest first. */
export function listSessions(db: Database, account: string): Promise<SessionRow[]> {
  return db.query<SessionRow>('select * from smart_sessions where account = $1 order by created_at desc', [
    account,
  ])
}

/** The session `pci` of `account`, if there is one. */
export async function findSession(
  db: Database,
  pci: string,
  account: string,
): Promise<SessionRow | undefined> {
  const [row] = await db.query<SessionRow>('select * from smart_sessions where account = $2 and pci = $1', [
    pci,
    account,
  ])
  return row
}

/** Marks the session `pci` of `account` revoked; a session revoked already keeps its first revocation time. */
export async function revokeSession(db: Database, pci: string, account: string): Promise<void> {
  await db.query(
    'update smart_sessions set revoked_at = coalesce(revoked_at, now()) where account = $2 and pci = $1',
    [pci, account],
  )
}
