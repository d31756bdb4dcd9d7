import { z } from 'zod'

/** Farcaster's IdRegistry on OP Mainnet: who holds each fid (`custodyOf`). */
export const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Where a Farcaster app takes a Sign In With Farcaster request (the connect URI's base). */
export const FARCASTER_CONNECT_URL = 'https://warpcast.com/~/siwf'

/**
 * Sign In With Farcaster: where custody addresses are read, where profiles are read (a hub, optional), and the base
 * of the connect URI shown to the user.
 */
export const farcasterSettingsSchema = z.strictObject({
  /** JSON-RPC of OP Mainnet (chain id 10), where the IdRegistry lives. */
  rpcUrl: z.url({ protocol: /^https?$/ }),
  /** The IdRegistry's address. */
  idRegistry: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')
    .default(FARCASTER_ID_REGISTRY),
  /** The base of the connect URI the user opens in a Farcaster app (a QR code or a link). */
  connectUrlBase: z.url({ protocol: /^https?$/ }).default(FARCASTER_CONNECT_URL),
  /** How long one JSON-RPC request may take. */
  rpcTimeoutMs: z.number().int().positive().max(60_000).default(10_000),
  /**
   * A Farcaster hub's HTTP API (e.g. `https://hub.example:2281`), where the username, display name, bio and profile
   * picture of a signed-in fid are read. Unset: they are taken from the Farcaster app's answer, unverified (anyone
   * holding the fid's custody key may claim any username).
   */
  hubUrl: z.url({ protocol: /^https?$/ }).optional(),
})

export type FarcasterSettings = z.infer<typeof farcasterSettingsSchema>

/**
 * The `farcaster` setting from `FARCASTER_RPC_URL`, `FARCASTER_ID_REGISTRY`, `FARCASTER_CONNECT_URL_BASE` and
 * `FARCASTER_HUB_URL`; none set: no setting (Farcaster login off).
 */
export function farcasterFromEnv(env: Record<string, string | undefined>): {
  farcaster?: z.input<typeof farcasterSettingsSchema>
} {
  const {
    FARCASTER_RPC_URL: rpcUrl,
    FARCASTER_ID_REGISTRY: idRegistry,
    FARCASTER_CONNECT_URL_BASE: connectUrlBase,
    FARCASTER_HUB_URL: hubUrl,
  } = env
  if (!rpcUrl && !idRegistry && !connectUrlBase && !hubUrl) return {}
  return {
    // An unset RPC URL beside the others is reported by the schema.
    farcaster: {
      rpcUrl: rpcUrl ?? '',
      ...(idRegistry && { idRegistry }),
      ...(connectUrlBase && { connectUrlBase }),
      ...(hubUrl && { hubUrl }),
    },
  }
}
