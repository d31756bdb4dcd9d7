// `pnpm --filter @portico/relay start`: the relay alone. HOST and PORT set where it listens (127.0.0.1:4500 by
// default), DATABASE_URL switches to PostgreSQL storage, RELAY_PROJECT_IDS (comma separated) turns on the
// project allowlist, RELAY_PUBLIC_URL names the URL clients dial when it sits behind a proxy, and
// RELAY_TRUST_PROXY=1 takes client addresses (for per-address limits) from that proxy's X-Forwarded-For.
import { runUntilSignal } from '@portico/server-kit/cli'
import { startRelay } from './index.js'

const env = process.env
const port = Number(env.PORT ?? 4500)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got ${env.PORT}`)
  process.exit(1)
}
const projectIds = (env.RELAY_PROJECT_IDS ?? '')
  .split(',')
  .map((id) => id.trim())
  .filter((id) => id !== '')

await runUntilSignal({
  start: () =>
    startRelay({
      host: env.HOST ?? '127.0.0.1',
      port,
      projectIds,
      trustProxy: env.RELAY_TRUST_PROXY === '1' || env.RELAY_TRUST_PROXY === 'true',
      ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
      ...(env.RELAY_PUBLIC_URL ? { publicUrl: env.RELAY_PUBLIC_URL } : {}),
    }),
  stop: (relay) => relay.stop(),
  describe: (relay) => ({
    relay: relay.url,
    storage: env.DATABASE_URL ? 'postgresql' : 'memory',
    projectIds: projectIds.length > 0 ? projectIds : 'any',
  }),
  indent: 0,
})
