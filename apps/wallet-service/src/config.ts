import { z } from 'zod'
import { originSchema, publicKeySchema } from './exit/moveFile.js'
import { farcasterFromEnv, farcasterSettingsSchema } from './farcaster/settings.js'

const projectSchema = z.object({
  id: z.string().min(1).max(128),
  /** Exact origins, or patterns with `*` for a port or a subdomain (`http://localhost:*`, `https://*.example.com`). */
  allowedOrigins: z.array(z.string().min(1).max(256)).max(256).default([]),
})

/** A passkey's relying-party settings; each unset one is resolved from the public URL when a request needs it. */
const webauthnSchema = z.strictObject({
  /** The domain passkeys are bound to: the public URL's host name, or a parent domain of it. */
  rpId: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Expected a domain name')
    .optional(),
  /** The name the browser's passkey prompt shows. */
  rpName: z.string().min(1).max(64).optional(),
  /** The origins passkey ceremonies may run on (the frame's): the public URL's origin when unset. */
  origins: z.array(originSchema).min(1).max(16).optional(),
})

const secretSchema = z.string().min(1).max(4096)
/** An OpenID Connect provider (google, apple): the app's client at it, and its issuer when not the real one. */
const oidcProviderSchema = z.strictObject({
  clientId: z.string().min(1).max(512),
  clientSecret: secretSchema,
  issuer: z.url().optional(),
})
/** An OAuth 2 provider (github, discord, x, facebook): the app's client at it, and endpoints when not the real ones. */
const oauthProviderSchema = z.strictObject({
  clientId: z.string().min(1).max(512),
  clientSecret: secretSchema,
  issuer: z.url().optional(),
  authorizationUrl: z.url().optional(),
  tokenUrl: z.url().optional(),
  userUrl: z.url().optional(),
})
/** Social logins: only the providers set here are offered. */
const socialSchema = z.strictObject({
  google: oidcProviderSchema.optional(),
  apple: oidcProviderSchema.optional(),
  github: oauthProviderSchema.optional(),
  discord: oauthProviderSchema.optional(),
  x: oauthProviderSchema.optional(),
  facebook: oauthProviderSchema.optional(),
})
export type SocialSettings = z.infer<typeof socialSchema>
export type OidcProviderSettings = z.infer<typeof oidcProviderSchema>
export type OauthProviderSettings = z.infer<typeof oauthProviderSchema>

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
  /** Passkeys (WebAuthn): the relying party's id, name and origins. */
  webauthn: webauthnSchema.default({}),
  /** Social logins: each provider's client id and secret (and, for a stand-in, its issuer or endpoints). */
  social: socialSchema.default({}),
  /** Sign In With Farcaster: the OP Mainnet RPC the IdRegistry is read over (off when unset). */
  farcaster: farcasterSettingsSchema.optional(),
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

/** The JSON of environment variable `name`, else a `WalletServiceConfigError` showing `example`. */
function parseJsonSetting(name: string, text: string, example: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new WalletServiceConfigError(`${name} must be JSON: ${example}`)
  }
}

/** `WEBAUTHN_RP_ID`, `WEBAUTHN_RP_NAME`, `WEBAUTHN_ORIGINS` (a JSON array), or undefined when none is set. */
function webauthnFromEnv(env: Record<string, string | undefined>): WalletServiceConfigInput['webauthn'] {
  const { WEBAUTHN_RP_ID: rpId, WEBAUTHN_RP_NAME: rpName, WEBAUTHN_ORIGINS: origins } = env
  if (!rpId && !rpName && !origins) return undefined
  return {
    ...(rpId && { rpId }),
    ...(rpName && { rpName }),
    ...(origins && {
      origins: parseJsonSetting('WEBAUTHN_ORIGINS', origins, '["https://wallet.example.com"]') as string[],
    }),
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
 * `PROJECTS`, `SMTP_URL`, `MAIL_FROM`, `TRUST_PROXY`, `CODE_PEPPER`, `TRUSTED_EXIT_KEYS`, `WEBAUTHN_RP_ID`,
 * `WEBAUTHN_RP_NAME`, `WEBAUTHN_ORIGINS`, `SOCIAL`, `FARCASTER_RPC_URL`, `FARCASTER_ID_REGISTRY`,
 * `FARCASTER_CONNECT_URL_BASE`, `FARCASTER_HUB_URL`), then `overrides`, over the defaults.
 *
 * @example
 * const config = loadWalletServiceConfig(process.env, { port: 0 })
 */
export function loadWalletServiceConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: WalletServiceConfigInput = {},
): WalletServiceConfig {
  const webauthn = webauthnFromEnv(env)
  const fromEnv: WalletServiceConfigInput = {
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PORT ? { port: parsePort(env.PORT) } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    ...(env.PROJECTS
      ? {
          projects: parseJsonSetting(
            'PROJECTS',
            env.PROJECTS,
            '[{"id":"…","allowedOrigins":["https://app.example"]}]',
          ) as WalletServiceConfigInput['projects'],
        }
      : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: ['1', 'true', 'yes'].includes(env.TRUST_PROXY.toLowerCase()) } : {}),
    ...(env.CODE_PEPPER ? { codePepper: env.CODE_PEPPER } : {}),
    ...(env.TRUSTED_EXIT_KEYS
      ? {
          trustedExitKeys: parseJsonSetting(
            'TRUSTED_EXIT_KEYS',
            env.TRUSTED_EXIT_KEYS,
            '[{"origin":"https://wallet.old.example","publicKey":"…"}]',
          ) as WalletServiceConfigInput['trustedExitKeys'],
        }
      : {}),
    ...(webauthn && { webauthn }),
    ...farcasterFromEnv(env),
    ...(env.SOCIAL
      ? {
          social: parseJsonSetting(
            'SOCIAL',
            env.SOCIAL,
            '{"google":{"clientId":"…","clientSecret":"…"},"github":{"clientId":"…","clientSecret":"…"}}',
          ) as WalletServiceConfigInput['social'],
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
