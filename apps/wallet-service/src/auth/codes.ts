import type { Database } from '../db/database.js'
import { CodeRefusedError } from '../errors.js'
import { hashCode, newCode, newId, sameHash } from './tokens.js'

/**
 * What a code is for; each has its own pending code per subject and, for device-bound codes (login), per device:
 * a code is asked for, tried and burned on its own device only.
 */
export type CodePurpose = 'login' | 'email-update-primary' | 'email-update-secondary' | 'export' | 'kit'

/** How long a code works. */
export const CODE_TTL_MS = 10 * 60_000
/** Wrong tries that burn a code. */
export const CODE_MAX_ATTEMPTS = 5
/** Burned and expired codes are kept this long after they expire (to answer OTP_BURNED / OTP_EXPIRED), then deleted. */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60_000

export type IssueCodeParameters = {
  purpose: CodePurpose
  /** Login: the e-mail address; the others: the user id. */
  subject: string
  /** The device the code is for (login codes): it works only there. */
  deviceId?: string | undefined
  /** Carried to the code's use (the new address of an e-mail change). */
  payload?: string | undefined
  locale?: string | undefined
}

export type CodeStore = {
  /** Makes a code for `purpose`, `subject` (and device), replacing the pending one; returns the code to mail. */
  issue(parameters: IssueCodeParameters): Promise<{ code: string; expiresAt: number }>
  /**
   * Uses up the pending code of `purpose`, `subject` and `deviceId` when `code` is it: returns what it carried.
   * Otherwise throws `CodeRefusedError`: OTP_INVALID (wrong, or none pending for this device), OTP_EXPIRED,
   * OTP_BURNED (the fifth wrong try and every try after it, the right code included). Tries from another device
   * never reach the code, so they neither count against it nor burn it.
   */
  verify(parameters: {
    purpose: CodePurpose
    subject: string
    code: string
    deviceId?: string | undefined
  }): Promise<{ payload: string | null; locale: string | null }>
  /** Drops the pending code of `purpose` and `subject`, if any. */
  discard(purpose: CodePurpose, subject: string): Promise<void>
}

type CodeRow = {
  id: string
  code_hash: string
  device_id: string | null
  payload: string | null
  locale: string | null
  attempts: number
  expires_at: string | number
}

export function createCodeStore({
  db,
  pepper,
  now,
}: {
  db: Pick<Database, 'query'>
  pepper: string
  now: () => number
}): CodeStore {
  return {
    async issue({ purpose, subject, deviceId, payload, locale }) {
      const time = now()
      await db.query('delete from one_time_codes where expires_at < $1', [time - KEEP_AFTER_EXPIRY_MS])
      const code = newCode()
      const expiresAt = time + CODE_TTL_MS
      await db.query(
        `insert into one_time_codes
           (purpose, subject, id, code_hash, device_id, payload, locale, attempts, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9)
         on conflict (purpose, subject, (coalesce(device_id, ''))) do update set
           id = excluded.id, code_hash = excluded.code_hash, device_id = excluded.device_id,
           payload = excluded.payload, locale = excluded.locale, attempts = 0,
           expires_at = excluded.expires_at, created_at = excluded.created_at`,
        [
          purpose,
          subject,
          newId(),
          hashCode(pepper, purpose, subject, code),
          deviceId ?? null,
          payload ?? null,
          locale ?? null,
          expiresAt,
          time,
        ],
      )
      return { code, expiresAt }
    },

    async verify({ purpose, subject, code, deviceId }) {
      const time = now()
      // Each try takes one attempt before the comparison, in one statement: concurrent guesses cannot share one.
      const [row] = await db.query<CodeRow>(
        `update one_time_codes set attempts = attempts + 1
         where purpose = $1 and subject = $2 and coalesce(device_id, '') = $5 and attempts < $3 and expires_at > $4
         returning id, code_hash, device_id, payload, locale, attempts, expires_at`,
        [purpose, subject, CODE_MAX_ATTEMPTS, time, deviceId ?? ''],
      )
      if (!row) {
        const [pending] = await db.query<Pick<CodeRow, 'attempts' | 'expires_at'>>(
          `select attempts, expires_at from one_time_codes
           where purpose = $1 and subject = $2 and coalesce(device_id, '') = $3`,
          [purpose, subject, deviceId ?? ''],
        )
        if (!pending) throw new CodeRefusedError('OTP_INVALID')
        if (pending.attempts >= CODE_MAX_ATTEMPTS) throw new CodeRefusedError('OTP_BURNED')
        throw new CodeRefusedError('OTP_EXPIRED')
      }
      const matches =
        /^\d{6}$/.test(code) && sameHash(hashCode(pepper, purpose, subject, code), row.code_hash)
      if (!matches)
        throw new CodeRefusedError(row.attempts >= CODE_MAX_ATTEMPTS ? 'OTP_BURNED' : 'OTP_INVALID')
      // Single use: of two concurrent right answers, one deletes the row.
      const used = await db.query(
        'delete from one_time_codes where purpose = $1 and subject = $2 and id = $3 returning id',
        [purpose, subject, row.id],
      )
      if (used.length === 0) throw new CodeRefusedError('OTP_INVALID')
      return { payload: row.payload, locale: row.locale }
    },

    async discard(purpose, subject) {
      await db.query('delete from one_time_codes where purpose = $1 and subject = $2', [purpose, subject])
    },
  }
}
