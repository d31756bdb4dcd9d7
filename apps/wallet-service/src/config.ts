import { z } from 'zod'
import { originSchema, publicKeySchema } from './exit/moveFile.js'

const projectSchema = z.object({
  id: z.string().min(1).max(128),
  /** Exact origins, or patterns with `*` for a port or a subdomain (`http://localhost:*`, `https://*.example.com`). */
  allowedOrigins: z.array(z.string().min(1).max(256)).max(256).default([]),
})

/** The longest a device-approval wait may hold its request open. */
export const MAX_DEVICE_WAIT_MS = 20_000

export const authConfigSchema = z.object({
  host: z.string().default('127.0.0.1'),
  /** 0 picks a free port. */
  port: z.number().int().min(0).max(65535).default(4600),
  /**
   * Where users reach the service (device-approval links, the own origin that `/v1` requests must come from).
   * Without it: the server's own URL for links, and the request's `Host` for the origin check.
   */
  publicUrl: z.url().optional(),
  /** PostgreSQL; without it the service embeds PGlite (in memory, or in `dataDir`). */
  databaseUrl: z.string().min(1).optional(),
  dataDir: z.string().min(1).optional(),
  projects: z
    .array(projectSchema)
    .default([{ id: 'portico-local', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }]),
  /** Where mail goes (`smtp://`, `smtps://`, with credentials in the URL when the server needs them). */
  smtpUrl: z.string().min(1).optional(),
  mailFrom: z.string().min(3).max(256).default('Portico Wallet <wallet@localhost>'),
  /** Read the client IP from the last `X-Forwarded-For` entry: only behind a proxy of your own. */
  trustProxy: z.boolean().default(false),
  /**
   * Mixed into the hashes of one-time codes (at least 32 characters). Without one, a random pepper is made once
   * per database and kept in it, so every instance on it checks the same codes.
   */
  codePepper: z.string().min(32).optional(),
  /** Largest request body, in bytes. */
  maxBodyBytes: z.number().int().positive().max(1_048_576).default(16_384),
  /** How long `POST /v1/device/wait` holds a request open at most, and how often it looks meanwhile. */
  deviceWait: z
    .object({
      timeoutMs: z.number().int().positive().max(MAX_DEVICE_WAIT_MS).default(MAX_DEVICE_WAIT_MS),
      pollMs: z.number().int().min(10).max(5_000).default(500),
      /** Waits held open at once; past it a wait answers at once with the current state. */
      maxConcurrent: z.number().int().positive().default(1_000),
      /** Waits one client IP may hold at once; past it a wait is refused (429) without being held. */
      maxPerClient: z.number().int().positive().default(20),
      /** Waits one device link (address and device) may hold at once; past it, 429. */
      maxPerDevice: z.number().int().positive().default(2),
    })
    .default({
      timeoutMs: MAX_DEVICE_WAIT_MS,
      pollMs: 500,
      maxConcurrent: 1_000,
      maxPerClient: 20,
      maxPerDevice: 2,
    }),
  /**
   * Fixed-window limits. E-mails sent (codes, device links) per recipient and requesting device
   * (`mailsPerEmail`), per recipient to devices not verified for it (`mailsPerEmailAllDevices`, a ceiling that
   * never holds back the owner's own devices) and per client IP; requests of any kind per client IP. `maxKeys` bounds each in-memory counter map; with PostgreSQL the counters live in the database,
   * shared by every instance.
   */
  rateLimits: z
    .object({
      mailsPerEmail: z.number().int().positive().default(5),
      mailsPerEmailAllDevices: z.number().int().positive().default(50),
      mailsPerIp: z.number().int().positive().default(30),
      mailWindowMs: z.number().int().positive().default(600_000),
      requestsPerIp: z.number().int().positive().default(600),
      requestWindowMs: z.number().int().positive().default(60_000),
      maxKeys: z.number().int().positive().default(100_000),
    })
    .default({
      mailsPerEmail: 5,
      mailsPerEmailAllDevices: 50,
      mailsPerIp: 30,
      mailWindowMs: 600_000,
      requestsPerIp: 600,
      requestWindowMs: 60_000,
      maxKeys: 100_000,
    }),
  /**
   * Other wallet services whose exported wallets this one imports (the exit procedure): each one's origin and its
   * exit public key (what `wallet-service exit key` prints there, or its `GET /v1/exit/key`).
   */
  trustedExitKeys: z
    .array(z.strictObject({ origin: originSchema, publicKey: publicKeySchema }))
    .max(64)
    .default([]),
  /** The folder holding the frame's bundle (`frame.js`, `frame.css`); default this package's `dist/`. */
  frameDir: z.string().min(1).optional(),
})

export type WalletServiceConfig = z.infer<typeof authConfigSchema>
export type WalletServiceConfigInput = z.input<typeof authConfigSchema>
export type ProjectConfig = z.infer<typeof projectSchema>

/** Thrown when an environment variable cannot be read as its setting. */
export class WalletServiceConfigError extends Error {
  override name = 'WalletServiceConfigError' as const
}

function parseProjects(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new WalletServiceConfigError(
      'PROJECTS must be JSON: [{"id":"…","allowedOrigins":["https://app.example"]}]',
    )
  }
}

function parseTrustedExitKeys(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new WalletServiceConfigError(
      'TRUSTED_EXIT_KEYS must be JSON: [{"origin":"https://wallet.old.example","publicKey":"…"}]',
    )
  }
}

function parsePort(text: string): number {
  const port = Number(text)
  if (!Number.isInteger(port))
    throw new WalletServiceConfigError(`PORT must be a number, not ${JSON.stringify(text)}`)
  return port
}

/**
 * The service's configuration: the environment (`HOST`, `PORT`, `PUBLIC_URL`, `DATABASE_URL`, `DATA_DIR`,
 * `PROJECTS`, `SMTP_URL`, `MAIL_FROM`, `TRUST_PROXY`, `CODE_PEPPER`, `TRUSTED_EXIT_KEYS`), then `overrides`, over the defaults.
 *
 * @example
 * const config = loadWalletServiceConfig(process.env, { port: 0 })
 */
export function loadWalletServiceConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: WalletServiceConfigInput = {},
): WalletServiceConfig {
  const fromEnv: WalletServiceConfigInput = {
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PORT ? { port: parsePort(env.PORT) } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    ...(env.PROJECTS
      ? { projects: parseProjects(env.PROJECTS) as WalletServiceConfigInput['projects'] }
      : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: ['1', 'true', 'yes'].includes(env.TRUST_PROXY.toLowerCase()) } : {}),
    ...(env.CODE_PEPPER ? { codePepper: env.CODE_PEPPER } : {}),
    ...(env.TRUSTED_EXIT_KEYS
      ? {
          trustedExitKeys: parseTrustedExitKeys(
            env.TRUSTED_EXIT_KEYS,
          ) as WalletServiceConfigInput['trustedExitKeys'],
        }
      : {}),
  }
  const parsed = authConfigSchema.safeParse({ ...fromEnv, ...overrides })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new WalletServiceConfigError(
      `Invalid configuration at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`,
    )
  }
  return parsed.data
}
