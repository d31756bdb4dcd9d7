import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createPostgresRateLimiter, createRateLimiter, type RateLimiter } from '@portico/server-kit/http'
import { createApp } from './app.js'
import { createCodeStore } from './auth/codes.js'
import { loadCodePepper } from './auth/pepper.js'
import { type WalletServiceConfig, WalletServiceConfigError } from './config.js'
import type { AuthContext } from './context.js'
import { type Database, openDatabase } from './db/database.js'
import { migrate } from './db/migrate.js'
import { createWaitPool } from './http/waitPool.js'
import { createMailer } from './mail/mailer.js'
import { createSocialClients } from './social/client.js'

export type WalletService = {
  /** Where the server listens: `http://<host>:<port>`. */
  url: string
  /** The service's database (tests read what it stored). */
  db: Database
  /** `POST /v1/device/wait` requests held open now (tests wait on it). */
  heldDeviceWaits(): number
  close(): Promise<void>
}

export type StartWalletServiceOptions = {
  /** The clock (ms since the epoch) of codes, links, sessions and rate limits; tests move it. */
  now?: () => number
}

/**
 * Opens the database, applies migrations and serves the service (port 0 picks a free one). Mail goes to
 * `config.smtpUrl`, which is required (the CLI starts a mail catcher when `SMTP_URL` is unset).
 *
 * @example
 * const catcher = await startMailCatcher()
 * const server = await startWalletService(loadWalletServiceConfig({}, { port: 0, smtpUrl: catcher.smtpUrl }))
 */
export async function startWalletService(
  config: WalletServiceConfig,
  { now = Date.now }: StartWalletServiceOptions = {},
): Promise<WalletService> {
  const { smtpUrl } = config
  if (!smtpUrl)
    throw new WalletServiceConfigError('smtpUrl is required: where the service sends its mail (SMTP_URL)')
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  let pepper: string
  try {
    await migrate(db)
    pepper = await loadCodePepper(db, config.codePepper)
  } catch (error) {
    await db.close()
    throw error
  }
  const mailer = createMailer({ smtpUrl, from: config.mailFrom })
  const { rateLimits } = config
  // Counters live in PostgreSQL when it is the database, so several instances share the limits.
  const limit = (name: string, requests: number, windowMs: number): RateLimiter =>
    config.databaseUrl
      ? createPostgresRateLimiter({ db, name, requests, windowMs, now })
      : createRateLimiter({ requests, windowMs, maxKeys: rateLimits.maxKeys, now })
  let url = ''
  const deviceWaits = createWaitPool(config.deviceWait)
  const ctx: AuthContext = {
    config,
    db,
    codes: createCodeStore({ db, pepper, now }),
    mailer,
    limits: {
      requestsByIp: limit('requests-ip', rateLimits.requestsPerIp, rateLimits.requestWindowMs),
      mailsByIp: limit('mails-ip', rateLimits.mailsPerIp, rateLimits.mailWindowMs),
      mailsByEmail: limit('mails-email-device', rateLimits.mailsPerEmail, rateLimits.mailWindowMs),
      mailsByEmailAllDevices: limit(
        'mails-email',
        rateLimits.mailsPerEmailAllDevices,
        rateLimits.mailWindowMs,
      ),
    },
    deviceWaits,
    social: createSocialClients(config.social),
    now,
    publicUrl: () => (config.publicUrl ?? url).replace(/\/+$/, ''),
  }
  const app = createApp(ctx)
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(s))
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  url = `http://${host}:${port}`
  return {
    url,
    db,
    heldDeviceWaits: () => deviceWaits.held,
    async close() {
      // Held device waits would keep `close` waiting for up to 20 s.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      mailer.close()
      await db.close()
    },
  }
}
