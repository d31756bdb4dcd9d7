// The messages between an app's page (the kit) and the embedded wallet's frame (served by `@portico/wallet-service` on
// its own origin). Both sides import these schemas: a message is acted on only when it parses, and parsing
// strips every key a schema does not name. Anything else is dropped (and logged when the logger flag is on).
//
// A request carries a random `id`; its answer carries the same `id` and the type `<TYPE>_SUCCESS` or
// `<TYPE>_ERROR`. The frame also sends events without an id (`FRAME_READY`).
import { type SocialOption, type SocialProvider, socialProviders } from '@portico/core'
import * as z from 'zod/mini'

export { SOCIAL_ERROR_PARAM, SOCIAL_LINKED_PATH, SOCIAL_RESULT_PARAM } from './socialParams.js'
export { type SocialOption, type SocialProvider, socialProviders }

/** The largest message either side accepts, as JSON text (typed data and transaction batches fit well). */
export const MAX_MESSAGE_BYTES = 256 * 1024

/** Marks the kit's messages and the frame's, so neither side mistakes another script's `postMessage` for one. */
export const APP_SOURCE = 'portico-app'
export const FRAME_SOURCE = 'portico-frame'

const email = z.string().check(z.maxLength(254), z.email())
const otp = z.string().check(z.maxLength(32))
const chainId = z.union([z.string().check(z.minLength(1), z.maxLength(128)), z.number()])
const accountType = z.enum(['eoa', 'smartAccount'])
/**
 * How the wallet's smart account is made on a network: `counterfactual`, a separate PorticoAccount (its own
 * address, deployed by its first user operation), or `eip7702`, the EOA itself upgraded in place by delegating to
 * the network's EIP-7702 implementation (the address does not change).
 */
const smartAccountMode = z.enum(['counterfactual', 'eip7702'])
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

export const networkInfoSchema = z.object({
  /** CAIP-2, e.g. `eip155:31337` or `solana:…`. */
  caipNetworkId: z.string().check(z.minLength(3), z.maxLength(128)),
  name: z.string().check(z.maxLength(128)),
  /** Where the frame reads the chain and sends signed transactions (the blockchain API's RPC proxy for EVM). */
  rpcUrl: z.url(),
  nativeCurrency: z.object({
    name: z.string().check(z.maxLength(64)),
    symbol: z.string().check(z.maxLength(16)),
    decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
  }),
  /**
   * Where the network serves ERC-4337 smart accounts (the blockchain API's `GET /v1/smart-accounts` says): the
   * EntryPoint, the factory of the wallet's smart account, the bundler, and the ERC-7677 paymaster service when the
   * app sponsors gas there. Without it the wallet offers only its EOA on the network. `eip7702`: on a chain with
   * EIP-7702, the account implementation (a v0.8 Simple7702Account) the EOA may delegate to, which upgrades it in
   * place (mode `eip7702`); without it the smart account is only the counterfactual one. `sessions`: the network's
   * session contracts (the ERC-7710 DelegationManager and the caveat enforcers), where the smart account grants
   * apps sessions, and `recordsUrl`, the blockchain API's `/v1/sessions?projectId=` where the wallet records them;
   * without it the wallet grants none there.
   */
  smartAccount: z.optional(
    z.object({
      entryPoint: evmAddress,
      factory: evmAddress,
      bundlerUrl: z.url(),
      paymasterUrl: z.optional(z.url()),
      eip7702: z.optional(evmAddress),
      sessions: z.optional(
        z.object({
          recordsUrl: z.url({ protocol: /^https?$/ }),
          delegationManager: evmAddress,
          enforcers: z.object({
            erc20TransferAmount: evmAddress,
            nativeTokenTransferAmount: evmAddress,
            timestamp: evmAddress,
            allowedTargets: evmAddress,
            exactCalldata: evmAddress,
          }),
        }),
      ),
    }),
  ),
})
export type NetworkInfo = z.infer<typeof networkInfoSchema>

const metadataSchema = z.object({
  name: z.string().check(z.maxLength(256)),
  description: z.string().check(z.maxLength(2048)),
  url: z.string().check(z.maxLength(2048)),
  icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8)),
})

/** Every request the kit may send, by type: its payload and what a success answers. */
export const requestSchemas = {
  /** The active chain of the wallet changes (eip155 number or CAIP-2 for Solana). */
  SWITCH_NETWORK: { payload: z.object({ chainId }), result: z.object({ chainId }) },
  /** Starts an e-mail login: a code (VERIFY_OTP) or a device link (VERIFY_DEVICE) is e-mailed, or CONNECT at once. */
  CONNECT_EMAIL: {
    payload: z.object({ email }),
    result: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Waits (up to the request timeout) for the e-mailed device link to be followed; then a code is e-mailed. */
  CONNECT_DEVICE: { payload: z.object({}), result: z.object({ approved: z.boolean() }) },
  /**
   * The e-mailed code. `wallet`: `ready` (this device holds its share), `create` (a new user sets a recovery
   * password, then the keys are made) or `recover` (a new device enters the recovery password).
   */
  CONNECT_OTP: {
    payload: z.object({ otp }),
    result: z.object({ wallet: z.enum(['ready', 'create', 'recover']) }),
  },
  /** Shows the frame's own form for the recovery password (set or enter) and resolves once the keys are ready. */
  SETUP_WALLET: { payload: z.object({}), result: z.object({}) },
  /**
   * Shows the frame's passkey view: the user creates a wallet with a passkey or logs in with one (the browser's
   * prompt needs a click in the frame); resolves once the keys are ready on this device, after the recovery
   * password form when the passkey cannot seal the wallet's backup.
   */
  CONNECT_PASSKEY: { payload: z.object({}), result: z.object({}) },
  /**
   * Starts a social login: the provider's authorization address (where the kit's popup or the page goes). The
   * provider sends the user back to the wallet service, which sends them on to `returnTo` (a page of the app, on an
   * origin the project allows) with `portico_social` (the login's single-use result) or `portico_social_error`.
   */
  GET_SOCIAL_REDIRECT_URI: {
    payload: z.object({
      provider: z.enum(socialProviders),
      returnTo: z.url().check(z.maxLength(2048)),
    }),
    result: z.object({ uri: z.url().check(z.maxLength(4096)) }),
  },
  /**
   * Opens a Sign In With Farcaster channel for this device: its link (`url`), which the kit shows as a QR code and
   * a link for the user's Farcaster app. A newer channel replaces the one before.
   */
  GET_FARCASTER_URI: {
    payload: z.object({}),
    result: z.object({ url: z.url().check(z.maxLength(4096)) }),
  },
  /**
   * Waits (as long as the channel lasts, an hour) for the user's Farcaster app to answer the channel, then signs in:
   * `wallet` as for CONNECT_OTP; `userName` the Farcaster username.
   */
  CONNECT_FARCASTER: {
    payload: z.object({}),
    result: z.object({
      wallet: z.enum(['ready', 'create', 'recover']),
      userName: z.optional(z.string().check(z.maxLength(256))),
    }),
  },
  /**
   * Completes a social login from the address the provider's journey ended on (the app's page with
   * `portico_social`). `wallet` as for CONNECT_OTP; `userName` is the provider's name for the user.
   */
  CONNECT_SOCIAL: {
    payload: z.object({ uri: z.string().check(z.maxLength(4096)) }),
    result: z.object({
      wallet: z.enum(['ready', 'create', 'recover']),
      userName: z.optional(z.string().check(z.maxLength(256))),
    }),
  },
  /**
   * The user and the account that answers on `chainId`. `smartAccountMode`: with `preferredAccountType`
   * `smartAccount`, how that account is made (`eip7702`: the EOA upgraded in place, so `address` is the EOA's);
   * `smartAccountDeployed`: whether the smart account of that mode is on the chain (for `eip7702`: the EOA's code
   * delegates to the network's implementation). `eoaUpgraded`: the EOA delegates to it, whatever the choice.
   */
  GET_USER: {
    payload: z.object({ chainId, preferredAccountType: z.optional(accountType) }),
    result: z.object({
      email: z.optional(z.nullable(z.string())),
      address: z.string(),
      chainId,
      accounts: z.array(z.object({ address: z.string(), type: accountType })),
      smartAccountDeployed: z.optional(z.boolean()),
      preferredAccountType: z.optional(accountType),
      smartAccountMode: z.optional(smartAccountMode),
      eoaUpgraded: z.optional(z.boolean()),
      userName: z.optional(z.string()),
    }),
  },
  SIGN_OUT: { payload: z.object({}), result: z.object({}) },
  IS_CONNECTED: {
    payload: z.object({ token: z.optional(z.string().check(z.maxLength(4096))) }),
    result: z.object({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { payload: z.object({}), result: z.object({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: z.object({}),
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT_NETWORKS: {
    payload: z.object({}),
    result: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  /**
   * The account type of the active chain, remembered per user and network. With `type: 'smartAccount'`, `mode`
   * asks for the counterfactual account (the default) or the EOA's in-place upgrade (`eip7702`, only where the
   * network names an implementation): the frame first shows the upgrade for the user's Approve, and the EOA's
   * first user operation carries the EIP-7702 authorization. The result says the mode chosen.
   */
  SET_PREFERRED_ACCOUNT: {
    payload: z.object({ type: accountType, mode: z.optional(smartAccountMode) }),
    result: z.object({ type: accountType, address: z.string(), mode: z.optional(smartAccountMode) }),
  },
  /** A wallet request on `chainId`; unsafe methods wait for the user's Approve or Reject in the frame. */
  RPC_REQUEST: {
    payload: z.object({
      chainId,
      method: z.string().check(z.minLength(1), z.maxLength(128)),
      params: z.optional(z.unknown()),
    }),
    result: z.object({ result: z.unknown() }),
  },
  UPDATE_EMAIL: {
    payload: z.object({ email }),
    result: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    payload: z.object({ otp }),
    result: z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
  },
  UPDATE_EMAIL_SECONDARY_OTP: { payload: z.object({ otp }), result: z.object({ newEmail: z.string() }) },
  /** Shows the frame's own export form: a code is e-mailed, entered in the frame, and the keys shown there only. */
  EXPORT_KEY: { payload: z.object({}), result: z.object({}) },
  /**
   * Shows the frame's own emergency-kit form: a code is e-mailed and entered there, then the recovery password;
   * the frame makes the kit and downloads it itself (the page never sees the file).
   */
  DOWNLOAD_KIT: { payload: z.object({}), result: z.object({}) },
  /**
   * Shows the frame's own passkey settings: the user's passkeys (rename, remove) and Add a passkey; resolves when the
   * user presses Done.
   */
  MANAGE_PASSKEYS: { payload: z.object({}), result: z.object({}) },
  /**
   * Shows the frame's own login methods: the e-mail address, the passkeys and each linked social login (Unlink), and
   * Link for each provider the service offers that is not linked yet (its window opens from the click in the frame);
   * resolves when the user presses Done.
   */
  MANAGE_LOGIN_METHODS: { payload: z.object({}), result: z.object({}) },
  SYNC_THEME: {
    payload: z.object({
      themeMode: z.enum(['light', 'dark']),
      themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
      w3mThemeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
    result: z.object({}),
  },
  SYNC_DAPP_DATA: {
    payload: z.object({
      metadata: z.optional(metadataSchema),
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(64)),
      projectId: z.string().check(z.maxLength(128)),
      /** The modal's language (BCP 47), for the frame's own words. */
      locale: z.optional(z.string().check(z.maxLength(35))),
      /** The app's networks the embedded wallet serves (eip155 and solana). */
      networks: z.optional(z.array(networkInfoSchema).check(z.maxLength(64))),
    }),
    result: z.object({}),
  },
  RELOAD: { payload: z.object({}), result: z.object({}) },
} as const

export type RequestType = keyof typeof requestSchemas
export const requestTypes = Object.keys(requestSchemas) as RequestType[]
export type RequestPayload<type extends RequestType> = z.infer<(typeof requestSchemas)[type]['payload']>
export type RequestResult<type extends RequestType> = z.infer<(typeof requestSchemas)[type]['result']>

const id = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9-]+$/))

/** A request as the kit sends it. */
export type AppRequest<type extends RequestType = RequestType> = {
  source: typeof APP_SOURCE
  id: string
  type: type
  payload: RequestPayload<type>
}

/**
 * Why a request failed, for the kit to word in the user's language: the service's refusal codes (a wrong,
 * expired or burned code, too many e-mails, an unknown or refused project) and the wallet's (user rejected).
 */
export const errorReasons = [
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_BURNED',
  'RATE_LIMITED',
  'EMAIL_TAKEN',
  'EMAIL_INVALID',
  'DEVICE_NOT_APPROVED',
  'RECOVERY_FAILED',
  'NOT_LOGGED_IN',
  'ORIGIN_NOT_ALLOWED',
  'USER_REJECTED',
  'NOT_SUPPORTED',
  /** The service refused a passkey: unknown here, a failed check (challenge, origin, signature, counter). */
  'PASSKEY_REFUSED',
  /** Passkeys cannot work with this service's address (an IP address is no WebAuthn RP ID). */
  'PASSKEY_UNAVAILABLE',
  /** Removing this passkey would leave the user no way to log in. */
  'LAST_LOGIN_METHOD',
  /** The service has no settings for this social provider. */
  'SOCIAL_UNAVAILABLE',
  /** The provider refused or failed the login, or its answer did not check out. */
  'SOCIAL_FAILED',
  /** The social login's result is unknown, used, expired, or another device's. */
  'SOCIAL_EXPIRED',
  /** That social account already opens another wallet: it cannot be linked to this one. */
  'SOCIAL_TAKEN',
  'INTERNAL',
] as const
export type ErrorReason = (typeof errorReasons)[number]

export const errorPayloadSchema = z.object({
  message: z.optional(z.string().check(z.maxLength(2048))),
  /** EIP-1193 / JSON-RPC code for wallet errors (4001 user rejected, 4200 unsupported method…). */
  code: z.optional(z.number()),
  reason: z.optional(z.enum(errorReasons)),
  /** Seconds to wait, with RATE_LIMITED. */
  retryAfter: z.optional(z.number()),
})
export type ErrorPayload = z.infer<typeof errorPayloadSchema>

/** Parses a request as the frame receives it: `undefined` for anything that is not one (wrong source, type, shape or size). */
export function parseAppRequest(data: unknown): AppRequest | undefined {
  if (!fitsSize(data)) return undefined
  const head = z.object({ source: z.literal(APP_SOURCE), id, type: z.string() }).safeParse(data)
  // Own keys only: `toString`, `constructor` or `__proto__` are not request types.
  if (!head.success || !Object.hasOwn(requestSchemas, head.data.type)) return undefined
  const type = head.data.type as RequestType
  const payload = requestSchemas[type].payload.safeParse((data as { payload?: unknown }).payload)
  if (!payload.success) return undefined
  return { source: APP_SOURCE, id: head.data.id, type, payload: payload.data } as AppRequest
}

/** What the frame sends: an answer to a request, or an event. */
export type FrameMessage =
  | { source: typeof FRAME_SOURCE; kind: 'success'; id: string; type: RequestType; payload: unknown }
  | { source: typeof FRAME_SOURCE; kind: 'error'; id: string; type: RequestType; payload: ErrorPayload }
  | { source: typeof FRAME_SOURCE; kind: 'event'; type: 'FRAME_READY'; payload: { version: string } }

/** The wire form of the frame's answer to `request`. */
export function successMessage<type extends RequestType>(
  request: { id: string; type: type },
  payload: RequestResult<type>,
) {
  return { source: FRAME_SOURCE, id: request.id, type: `${request.type}_SUCCESS`, payload }
}
export function errorMessage(request: { id: string; type: RequestType }, payload: ErrorPayload) {
  return { source: FRAME_SOURCE, id: request.id, type: `${request.type}_ERROR`, payload }
}
export function frameReadyMessage(version: string) {
  return { source: FRAME_SOURCE, type: 'FRAME_READY', payload: { version } }
}

/**
 * Parses a message as the kit receives it. A success's payload is checked against the result schema of the
 * request `expected` (the kit's pending request with that id); `undefined` for anything else.
 */
export function parseFrameMessage(
  data: unknown,
  expected: (id: string) => RequestType | undefined,
): FrameMessage | undefined {
  if (!fitsSize(data)) return undefined
  const head = z
    .object({ source: z.literal(FRAME_SOURCE), id: z.optional(id), type: z.string() })
    .safeParse(data)
  if (!head.success) return undefined
  const { type } = head.data
  const payload = (data as { payload?: unknown }).payload
  if (type === 'FRAME_READY' && head.data.id === undefined) {
    const ready = z.object({ version: z.string().check(z.maxLength(64)) }).safeParse(payload)
    return ready.success
      ? { source: FRAME_SOURCE, kind: 'event', type: 'FRAME_READY', payload: ready.data }
      : undefined
  }
  if (head.data.id === undefined) return undefined
  const requestType = expected(head.data.id)
  if (!requestType) return undefined
  if (type === `${requestType}_SUCCESS`) {
    const parsed = requestSchemas[requestType].result.safeParse(payload)
    return parsed.success
      ? { source: FRAME_SOURCE, kind: 'success', id: head.data.id, type: requestType, payload: parsed.data }
      : undefined
  }
  if (type === `${requestType}_ERROR`) {
    const parsed = errorPayloadSchema.safeParse(payload ?? {})
    return parsed.success
      ? { source: FRAME_SOURCE, kind: 'error', id: head.data.id, type: requestType, payload: parsed.data }
      : undefined
  }
  return undefined
}

/** Whether `data` is at most `MAX_MESSAGE_BYTES` as JSON (and JSON at all). */
export function fitsSize(data: unknown): boolean {
  try {
    const text = JSON.stringify(data)
    return typeof text === 'string' && text.length <= MAX_MESSAGE_BYTES
  } catch {
    return false
  }
}

// The method lists and the rule over them live in one module, which the kit and the frame import.
export {
  EMBEDDED_NAMESPACES,
  type EmbeddedNamespace,
  isKnownMethod,
  isSafeMethod,
  type MethodRule,
  methodRule,
  methodsOf,
  SAFE_METHODS,
  UNSAFE_METHODS,
} from './methodRule.js'

/** The one message a method outside both lists gets. */
export const NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed'

/**
 * How a wallet's answer reads: a 0x-prefixed 64-hex string (a transaction hash) is `transaction`; a
 * 0x-prefixed signed message of at least 62 hex characters is `transaction` too; anything else is `object`.
 */
export function classifyResponse(result: unknown): 'transaction' | 'object' {
  if (typeof result !== 'string') return 'object'
  if (/^0x[0-9a-fA-F]{64}$/.test(result)) return 'transaction'
  if (/^0x[0-9a-fA-F]{62,}$/.test(result)) return 'transaction'
  return 'object'
}

/**
 * EVM wallet methods whose answer is a transaction hash or a signature: the answer must classify as
 * `transaction` (`classifyResponse`); an object or short string from the wallet is refused, never handed to the
 * app as a hash or a signature.
 */
export const TRANSACTION_RESPONSE_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

/** Solana sign-and-send preflight commitments. */
export const solanaCommitments = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** `wallet_sendCalls` entries: each `to` starts with 0x; optional `data` starts with 0x. */
export const sendCallsEntrySchema = z.object({
  to: hex,
  data: z.optional(hex),
  value: z.optional(hex),
})

/** Query parameters of the frame's URL, built by the kit from the project id, chain id, version and logger flag. */
export type FrameUrlParameters = {
  projectId: string
  chainId: string | number
  version: string
  /** Logs dropped messages in the frame's console. */
  logger: boolean
  /** The app page's exact origin: the frame answers only there. */
  origin: string
}

export function frameUrl(base: string, parameters: FrameUrlParameters): string {
  const url = new URL('/frame', base)
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId))
  url.searchParams.set('version', parameters.version)
  url.searchParams.set('logger', parameters.logger ? '1' : '0')
  url.searchParams.set('origin', parameters.origin)
  return url.toString()
}
