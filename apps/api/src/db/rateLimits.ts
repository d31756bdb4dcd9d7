// The rate limiter of API instances sharing a PostgreSQL database (keys `client|…` and `project|…` in the
// `rate_limits` table of migration 0007).
export { createPostgresRateLimiter } from '@portico/server-kit/http'
