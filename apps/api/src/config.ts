import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { NAME_ZONE } from './names/nameRules.js'
import { policySchema } from './paymaster/policy.js'

const tokenSchema = z.object({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().min(0).max(36),
  iconUrl: z.string().optional(),
})

const chainSchema = z.object({
  /** CAIP-2 id, e.g. eip155:31337 */
  caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  name: z.string(),
  rpcUrl: z.string().url(),
  wsUrl: z.string().url().optional(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
  testnet: z.boolean().default(false),
  tokens: z.array(tokenSchema).default([]),
  /** Constant-product AMM used for quotes, swaps and USD prices. */
  amm: z
    .object({
      factory: z.string(),
      router: z.string(),
      weth: z.string(),
      /** The stablecoin every price is quoted against (1 unit = 1 USD). */
      usd: z.string(),
    })
    .optional(),
  multicall: z.string().optional(),
  /** On-ramp sandbox: the key that delivers purchases (sends native, mints the sandbox tokens). */
  onramp: z.object({ treasuryKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) }).optional(),
  /** ERC-721 collections the indexer follows. */
  nfts: z.array(z.object({ address: z.string(), name: z.string(), symbol: z.string() })).default([]),
})

const projectSchema = z.object({
  id: z.string().min(1),
  /** Exact origins, or patterns with `*` for a port or subdomain (`http://localhost:*`). */
  allowedOrigins: z.array(z.string()).default([]),
  analytics: z.boolean().default(true),
})

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address')

/**
 * Gas sponsorship: the ERC-7677 paymaster service (`POST /v1/paymaster`) over a verifying paymaster contract
 * (`PorticoPaymaster`) on each chain, which pays for an operation its signer signed.
 */
const paymasterSchema = z.object({
  /** The key the contracts accept signatures of (env PAYMASTER_SIGNER_KEY); keep it as secret as a wallet's. */
  signerKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  /** The paymaster contract of each chain, and the ERC-4337 EntryPoint it serves. */
  contracts: z
    .array(z.object({ chainId: z.number().int().positive(), address: evmAddress, entryPoint: evmAddress }))
    .max(64),
  /** How long a sponsorship signature holds, in seconds. */
  validForSeconds: z.number().int().min(60).max(86_400).default(600),
  /** Policies written to the database at start (a project's policy per chain); the database keeps them. */
  policies: z
    .array(policySchema.extend({ projectId: z.string().min(1), chainId: z.number().int().positive() }))
    .max(1000)
    .default([]),
})

/**
 * The session contracts of a chain (ERC-7710 delegations): the DelegationManager the wallet's smart account lets
 * act for it, and the caveat enforcers a session's limits are written with. Where an entry names them, the embedded
 * wallet grants sessions from its smart account there.
 */
const sessionContractsSchema = z.object({
  delegationManager: evmAddress,
  enforcers: z.object({
    erc20TransferAmount: evmAddress,
    nativeTokenTransferAmount: evmAddress,
    timestamp: evmAddress,
    allowedTargets: evmAddress,
    exactCalldata: evmAddress,
  }),
})

/**
 * ERC-4337 smart accounts a chain offers (`GET /v1/smart-accounts`): the EntryPoint, the factory the embedded
 * wallet makes its account with, and the bundler that takes its operations; on a chain with EIP-7702 (Prague),
 * `eip7702` names the account implementation (a v0.8 Simple7702Account) the wallet's EOA may delegate to, which
 * upgrades it in place; `sessions` names the chain's session contracts, where the wallet's smart account may grant
 * apps sessions. One entry per chain.
 */
const smartAccountSchema = z.object({
  chainId: z.number().int().positive(),
  entryPoint: evmAddress,
  factory: evmAddress,
  bundlerUrl: z.string().url(),
  eip7702: evmAddress.optional(),
  sessions: sessionContractsSchema.optional(),
})

/** A wallet added to the built-in catalogue (e.g. a self-hosted test wallet reached over WalletConnect). */
const catalogueWalletSchema = z.object({
  id: z.string().regex(/^[-a-z0-9]{1,64}$/),
  name: z.string().min(1).max(64),
  rdns: z.string().nullable().default(null),
  chains: z.array(z.string()).min(1),
  homepage: z.string().url().nullable().default(null),
  mobile_link: z.string().nullable().default(null),
  desktop_link: z.string().nullable().default(null),
  webapp_link: z.string().url().nullable().default(null),
  order: z.number().default(0),
  badge: z.enum(['certified', 'none']).default('none'),
})

export const configSchema = z.object({
  /** Wallets added to the catalogue, listed by their `order` among the built-in ones. */
  catalogueWallets: z.array(catalogueWalletSchema).default([]),
  host: z.string().default('127.0.0.1'),
  port: z.number().int().min(0).max(65535).default(8787),
  /** Public base URL, used in links the API hands out (checkout pages, images). */
  publicUrl: z.string().url().optional(),
  databaseUrl: z.string().optional(),
  dataDir: z.string().optional(),
  projects: z
    .array(projectSchema)
    .default([
      { id: 'portico-local', allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'], analytics: true },
    ]),
  /**
   * Fixed-window limits: `requests` per client (the account a request names, else its IP) and
   * `projectRequests` for all clients of one project together (default 10 × `requests`); routes outside the
   * project guard count per IP. `maxKeys` bounds the in-memory counters; `trustProxy` reads the IP from the
   * last `X-Forwarded-For` entry (only behind a proxy of your own). Shared through PostgreSQL when it is the
   * database.
   */
  rateLimit: z
    .object({
      requests: z.number().int().positive(),
      windowMs: z.number().int().positive(),
      projectRequests: z.number().int().positive().optional(),
      maxKeys: z.number().int().positive().default(100_000),
      trustProxy: z.boolean().default(false),
    })
    .default({ requests: 200, windowMs: 10_000, maxKeys: 100_000, trustProxy: false }),
  chains: z.array(chainSchema).default([]),
  /** Zone (suffix) of account names registered here. */
  namesZone: z.string().regex(NAME_ZONE).default('portico.id'),
  /**
   * Other zones whose names lookups read as names of `namesZone` (`alice.reown.id` → `alice.<namesZone>`),
   * for a deployment that serves that registry; env NAME_ZONE_ALIASES, comma-separated. Empty by default:
   * a name of another registry is not found here rather than resolved to whoever holds the label in this zone.
   */
  nameZoneAliases: z.array(z.string().regex(NAME_ZONE)).max(16).default([]),
  /** UTXO nodes (Bitcoin Core RPC, e.g. the litecoind regtest devnet) behind the Esplora-style routes. */
  bitcoinNodes: z
    .array(
      z.object({
        caipNetworkId: z.string().regex(/^bip122:[0-9a-f]{32}$/),
        rpcUrl: z.string().url(),
        rpcAuth: z.object({ username: z.string(), password: z.string() }),
        /** sat/vB when the node has no estimate; default its minimum relay fee. */
        fallbackFeeRate: z.number().positive().optional(),
        /** The coin's name and symbol in balances and history; default Bitcoin, BTC. */
        name: z.string().min(1).max(40).optional(),
        symbol: z.string().min(1).max(12).optional(),
        /**
         * What legacy (`signmessage`) signatures of this chain sign before the message, its length byte included;
         * default Bitcoin's `'\x18Bitcoin Signed Message:\n'` (Litecoin: `'\x19Litecoin Signed Message:\n'`).
         */
        messagePrefix: z.string().min(1).max(64).optional(),
      }),
    )
    .default([]),
  /** Substrate nodes (WebSocket, e.g. the chopsticks devnet) behind the balance route's `polkadot:` ids. */
  polkadotNodes: z
    .array(
      z.object({
        caipNetworkId: z.string().regex(/^polkadot:[0-9a-f]{32}$/),
        wsUrl: z.string().regex(/^wss?:\/\//, 'Expected a ws:// or wss:// URL'),
        name: z.string().optional(),
      }),
    )
    .default([]),
  /** Solana JSON-RPC nodes (e.g. the litesvm devnet) behind the balance and history routes of `solana:` accounts. */
  solanaNodes: z
    .array(
      z.object({
        caipNetworkId: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
        name: z.string().default('Solana'),
        rpcUrl: z.string().url(),
        nativeCurrency: z
          .object({ name: z.string(), symbol: z.string(), decimals: z.number().int() })
          .default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
        /** SPL mints listed in balances, with a fixed USD price (there is no Solana AMM here). */
        tokens: z.array(tokenSchema.extend({ usdPrice: z.number().nonnegative().default(0) })).default([]),
        /** USD price of the native token; default 0 (unknown). */
        nativeUsdPrice: z.number().nonnegative().default(0),
        /**
         * On-ramp sandbox: the keypair that delivers purchases (sends SOL, mints the listed tokens, so it must be
         * their mint authority): the 64-byte secret key, base58 or as a JSON array of bytes.
         */
        onramp: z
          .object({
            treasuryKey: z.union([
              z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/),
              z.array(z.number().int().min(0).max(255)).length(64),
            ]),
          })
          .optional(),
      }),
    )
    .default([]),
  /** Sign in with a wallet (`/v1/auth/*`). */
  auth: z
    .object({
      /**
       * The HS256 key of session tokens (at least 32 characters; env PORTICO_AUTH_SECRET). Without one, a random
       * key is made once per database and kept in it, so every instance on it accepts the same tokens.
       */
      secret: z.string().min(32).optional(),
      /** How long a session lasts when its message names no expiration time, and at most: default 7 days. */
      sessionLifetimeSeconds: z.number().int().positive().default(604_800),
    })
    .default({ sessionLifetimeSeconds: 604_800 }),
  /** Largest request body accepted, in bytes; a bigger one answers 413 before it is read further. */
  maxBodyBytes: z.number().int().positive().default(1_048_576),
  paymaster: paymasterSchema.optional(),
  /** The chains that offer smart accounts (none by default), one entry per chain. */
  smartAccounts: z
    .array(smartAccountSchema)
    .max(64)
    .refine((entries) => new Set(entries.map((entry) => entry.chainId)).size === entries.length, {
      message: 'One smart-account entry per chain',
    })
    .default([]),
  indexer: z
    .object({ enabled: z.boolean().default(true), intervalMs: z.number().int().positive().default(1_000) })
    .default({ enabled: true, intervalMs: 1_000 }),
})

export type ApiConfig = z.infer<typeof configSchema>
export type ChainConfig = z.infer<typeof chainSchema>
export type ProjectConfig = z.infer<typeof projectSchema>
export type PaymasterConfig = z.infer<typeof paymasterSchema>
export type SmartAccountConfig = z.infer<typeof smartAccountSchema>
export type SessionContractsConfig = z.infer<typeof sessionContractsSchema>
export type SolanaNodeConfig = ApiConfig['solanaNodes'][number]
export type ConfigInput = z.input<typeof configSchema>

/** A comma-separated environment value as its non-empty items. */
const listOfEnv = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** Configuration from a JSON file (PORTICO_API_CONFIG) and the environment, over embedded defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigInput = {}): ApiConfig {
  const file = env.PORTICO_API_CONFIG
    ? (JSON.parse(readFileSync(env.PORTICO_API_CONFIG, 'utf8')) as ConfigInput)
    : {}
  const fromEnv: ConfigInput = {
    ...(env.HOST ? { host: env.HOST } : {}),
    ...(env.PORT ? { port: Number(env.PORT) } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.PORTICO_DATA_DIR ? { dataDir: env.PORTICO_DATA_DIR } : {}),
    ...(env.PORTICO_PUBLIC_URL ? { publicUrl: env.PORTICO_PUBLIC_URL } : {}),
    ...(env.PORTICO_PROJECTS ? { projects: JSON.parse(env.PORTICO_PROJECTS) } : {}),
    ...(env.NAMES_ZONE ? { namesZone: env.NAMES_ZONE } : {}),
    ...(env.NAME_ZONE_ALIASES !== undefined
      ? { nameZoneAliases: listOfEnv(env.NAME_ZONE_ALIASES).map((zone) => zone.toLowerCase()) }
      : {}),
    ...(env.MAX_BODY_BYTES ? { maxBodyBytes: Number(env.MAX_BODY_BYTES) } : {}),
  }
  const auth = env.PORTICO_AUTH_SECRET ? { auth: { ...file.auth, secret: env.PORTICO_AUTH_SECRET } } : {}
  // The signer's key from the environment, over the file's paymaster settings (it needs their contracts).
  const paymaster =
    env.PAYMASTER_SIGNER_KEY && file.paymaster
      ? { paymaster: { ...file.paymaster, signerKey: env.PAYMASTER_SIGNER_KEY } }
      : {}
  return configSchema.parse({ ...file, ...fromEnv, ...auth, ...paymaster, ...overrides })
}
