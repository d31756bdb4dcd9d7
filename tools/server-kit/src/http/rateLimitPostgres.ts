import type { DatabaseConnection } from '../db/database.js'
import {
  clientShareOfProject,
  PROJECT_REQUESTS_PER_CLIENT,
  type RateLimiter,
  type RateLimiterOptions,
  refusal,
} from './rateLimit.js'

/** Counts one request of a key in the window `$2`; a newer window starts the count again at 1. */
const upsert = (values: string) => `insert into rate_limits as r (key, window_start, count) ${values}
  on conflict (key) do update set
    count = case when r.window_start >= excluded.window_start then r.count + 1 else 1 end,
    window_start = greatest(r.window_start, excluded.window_start)
  returning count, window_start`

/**
 * The client's count, and the project's when the client was within its limit — one statement, so each
 * request is one round trip and concurrent requests on any instance are counted exactly.
 */
const TAKE_SQL = `with client as (${upsert('values ($1, $2, 1)')}),
project as (${upsert('select $3::text, $2::bigint, 1 from client where $3::text is not null and client.count <= $4')})
select client.count as client_count, client.window_start as client_start,
       project.count as project_count, project.window_start as project_start
from client left join project on true`

type TakeRow = {
  client_count: number
  client_start: string
  project_count: number | null
  project_start: string | null
}

/**
 * The rate limiter of instances sharing a PostgreSQL database, in its table
 * `rate_limits (key text primary key, window_start bigint not null, count integer not null)` (each service's
 * migrations create it). Windows are aligned to multiples of `windowMs`, so every instance counts into the same
 * one. Rows of ended windows are deleted at most once a window. Several limiters share the table under
 * distinct `name`s (their keys start with `name|`, and each deletes only its own rows).
 *
 * @example
 * const mails = createPostgresRateLimiter({ db, name: 'mails-ip', requests: 5, windowMs: 3_600_000 })
 */
export function createPostgresRateLimiter({
  db,
  name,
  requests,
  projectRequests = PROJECT_REQUESTS_PER_CLIENT * requests,
  windowMs,
  now = Date.now,
}: RateLimiterOptions & {
  db: Pick<DatabaseConnection, 'query'>
  /** This limiter's prefix in the shared table; without one its keys are `client|…` and `project|…`. */
  name?: string | undefined
}): RateLimiter {
  const prefix = name === undefined ? '' : `${name}|`
  let sweptAt = 0
  const refuse = (start: number, time: number) => refusal(start, windowMs, time)
  return {
    async take(client, project) {
      const time = now()
      const window = Math.floor(time / windowMs) * windowMs
      if (time - sweptAt >= windowMs) {
        sweptAt = time
        db.query('delete from rate_limits where window_start < $1 and left(key, length($2)) = $2', [
          window,
          prefix,
        ]).catch((error: unknown) => console.error('[rate-limit] could not delete ended windows', error))
      }
      const limit = project === undefined ? requests : clientShareOfProject(requests, projectRequests)
      const [row] = await db.query<TakeRow>(TAKE_SQL, [
        `${prefix}client|${client}`,
        window,
        project === undefined ? null : `${prefix}project|${project}`,
        limit,
      ])
      if (!row) throw new Error('rate_limits upsert returned no row')
      if (row.client_count > limit) return refuse(Number(row.client_start), time)
      if (row.project_count !== null && row.project_count > projectRequests) {
        return refuse(Number(row.project_start), time)
      }
      return { ok: true }
    },
  }
}
