/** How the relay keeps one kind of message: its tag and its TTL in seconds. */
export type PublishOptions = { tag: number; ttl: number; prompt?: boolean }

type MethodOptions = {
  req: PublishOptions
  res: PublishOptions
  reject?: PublishOptions
  autoReject?: PublishOptions
}

const ONE_DAY = 86_400

/**
 * The tags and TTLs of the Sign and pairing JSON-RPC methods, for the request (`req`), its answer (`res`) and,
 * for proposals and authentication, a refusal (`reject`). A request's answer has the request's tag plus one.
 */
export const SIGN_METHODS = {
  wc_sessionPropose: {
    req: { ttl: 300, tag: 1100, prompt: true },
    res: { ttl: 300, tag: 1101 },
    reject: { ttl: 300, tag: 1120 },
    autoReject: { ttl: 300, tag: 1121 },
  },
  wc_sessionSettle: { req: { ttl: 300, tag: 1102 }, res: { ttl: 300, tag: 1103 } },
  wc_sessionUpdate: { req: { ttl: ONE_DAY, tag: 1104 }, res: { ttl: ONE_DAY, tag: 1105 } },
  wc_sessionExtend: { req: { ttl: ONE_DAY, tag: 1106 }, res: { ttl: ONE_DAY, tag: 1107 } },
  wc_sessionRequest: { req: { ttl: 300, tag: 1108, prompt: true }, res: { ttl: 300, tag: 1109 } },
  wc_sessionEvent: { req: { ttl: 300, tag: 1110 }, res: { ttl: 300, tag: 1111 } },
  wc_sessionDelete: { req: { ttl: ONE_DAY, tag: 1112 }, res: { ttl: ONE_DAY, tag: 1113 } },
  wc_sessionPing: { req: { ttl: 30, tag: 1114 }, res: { ttl: 30, tag: 1115 } },
  wc_sessionAuthenticate: {
    req: { ttl: 3600, tag: 1116, prompt: true },
    res: { ttl: 3600, tag: 1117 },
    reject: { ttl: 300, tag: 1118 },
    autoReject: { ttl: 300, tag: 1119 },
  },
  wc_pairingDelete: { req: { ttl: ONE_DAY, tag: 1000 }, res: { ttl: ONE_DAY, tag: 1001 } },
  wc_pairingPing: { req: { ttl: 30, tag: 1002 }, res: { ttl: 30, tag: 1003 } },
  wc_pairingExtend: { req: { ttl: ONE_DAY, tag: 1004 }, res: { ttl: ONE_DAY, tag: 1005 } },
} as const satisfies Record<string, MethodOptions>

export type SignMethod = keyof typeof SIGN_METHODS

/** The answer to a method this client does not serve. */
export const UNSUPPORTED_METHOD: PublishOptions = { ttl: ONE_DAY, tag: 0 }

/** How long a session request waits for the wallet by default: 15 minutes (seconds). */
export const DEFAULT_REQUEST_EXPIRY = 900
// How long a proposal, and the pairing URI that carries it, may stay valid: constants/pairingExpiry.ts.
export { PAIRING_EXPIRY_MAX_SECONDS as PROPOSAL_EXPIRY } from './constants/pairingExpiry.js'
/** The lifetime of an extended session: 7 days (seconds). */
export const SESSION_EXTEND_EXPIRY = 7 * ONE_DAY
/** The lifetime of a pairing once a wallet used it: 30 days (seconds). */
export const ACTIVE_PAIRING_EXPIRY = 30 * ONE_DAY
