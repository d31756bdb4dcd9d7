import { defaultLimits, limitsFromEnv, type RelayLimits } from './limits.js'
import { startRelayServer } from './relay.js'
import { createMemoryStore, type MessageStore } from './store.js'

export { defaultLimits, type RelayLimits } from './limits.js'
export { didKeyOf, signClientJwt } from './relayToken.js'

export interface StartRelayParameters {
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Port; 0 (the default) picks a free one. */
  port?: number
  /** PostgreSQL connection string; messages then live in the database and several relays share them. Default: memory. */
  databaseUrl?: string
  /** When set and non-empty, connections must name one of these in `?projectId=`. */
  projectIds?: readonly string[]
  /** The URL clients dial when it differs from `ws://host:port` (e.g. `wss://relay.example.com` behind a TLS proxy); JWTs whose `aud` names it are accepted. */
  publicUrl?: string
  /** ms clock for message TTLs and JWT expiry (tests). */
  now?: () => number
  /** The relay sits behind one proxy of its own (e.g. a TLS terminator): per-address limits use the last `X-Forwarded-For` entry. */
  trustProxy?: boolean
  /** Bounds; each one not given here is read from the environment (`RELAY_MAX_BYTES_TOTAL`, …), else its default. */
  limits?: Partial<RelayLimits>
}

export interface Relay {
  /** `ws://host:port` */
  url: string
  stop(): Promise<void>
}

/**
 * Starts a WalletConnect v2 relay.
 *
 * @example
 * const relay = await startRelay({ port: 0 })
 * // a Sign client with relayUrl: relay.url
 * await relay.stop()
 */
export async function startRelay(parameters: StartRelayParameters = {}): Promise<Relay> {
  const limits = { ...defaultLimits, ...limitsFromEnv(process.env), ...parameters.limits }
  const now = parameters.now ?? Date.now
  const { databaseUrl } = parameters
  let store: MessageStore
  if (databaseUrl) {
    const { createPostgresStore } = await import('./postgresStore.js')
    store = await createPostgresStore(databaseUrl, limits)
  } else store = createMemoryStore(limits)
  try {
    return await startRelayServer({
      host: parameters.host ?? '127.0.0.1',
      port: parameters.port ?? 0,
      store,
      projectIds: parameters.projectIds ?? [],
      publicUrl: parameters.publicUrl,
      now,
      trustProxy: parameters.trustProxy ?? false,
      limits,
    })
  } catch (error) {
    await store.close()
    throw error
  }
}
