import type {
  AUTH_CONNECTOR_ID,
  CaipNetworkId,
  ChainNamespace,
  Connector,
  SmartAccountMode,
  SocialOption,
} from '@portico/core'
import type { createFrameClient, FrameClient, FrameRect } from '../frameClient.js'
import type { EmbeddedNamespace } from '../methodRule.js'

/** What the connector needs to make the frame client (tests pass a scripted one). */
export type EmbeddedWalletModule = { createFrameClient: typeof createFrameClient }

export type EmbeddedFrameClient = FrameClient
/** Where the frame shows: a rectangle of the viewport in CSS pixels (the modal's content box), and a z-index. */
export type EmbeddedFrameRect = FrameRect

/** What an app gives `embeddedWallet(...)`. */
export type EmbeddedWalletParameters = {
  /** The wallet service (`@portico/wallet-service`), e.g. `http://localhost:4600`. */
  url: string
  /** Sent to the service; defaults to the config's `projectId`. */
  projectId?: string | undefined
  /** Logs dropped frame messages with `console.debug`, in the page and in the frame. */
  logger?: boolean | undefined
  /** Makes the frame client (default: this package's `createFrameClient`; tests pass a scripted frame). */
  load?: (() => Promise<EmbeddedWalletModule>) | undefined
  /**
   * Offers "Continue with a passkey" (default `true`). Never offered when `url`'s host is an IP address: WebAuthn
   * refuses those (use a domain name; `localhost` works in development).
   */
  passkeys?: boolean | undefined
  /** The page's document, where the frame goes (default `globalThis.document`; without one nothing is restored). */
  document?: Document | undefined
}

/**
 * - `idle`: nothing under way (and after a login connected).
 * - `loading`: the frame loads.
 * - `sending`: the login code (or device link) is being e-mailed.
 * - `verifyOtp`: the code was e-mailed; `verifyOtp(code)` goes on.
 * - `verifyDevice`: a device link was e-mailed to a known user on a new device; `connectDevice()` waits for it.
 * - `setupWallet`: a new user sets a recovery password, or a new device enters it (`wallet`), in the shown frame.
 * - `passkey`: the user creates a wallet with a passkey or logs in with one, in the shown frame.
 * - `social`: the user logs in at a social provider (`socialProvider`) in the window the click opened.
 * - `farcaster`: the user answers in their Farcaster app the link `farcasterUrl` shows.
 * - `connecting`: the wallet is ready; the adapters connect.
 * - `error`: the frame could not load, or the connection failed (`error` says what).
 */
export type EmbeddedWalletStatus =
  | 'idle'
  | 'loading'
  | 'sending'
  | 'verifyOtp'
  | 'verifyDevice'
  | 'setupWallet'
  | 'passkey'
  | 'social'
  | 'farcaster'
  | 'connecting'
  | 'error'

/** The service's answer to the last login or e-mail-update step. */
export type EmbeddedWalletAction =
  | 'VERIFY_OTP'
  | 'VERIFY_DEVICE'
  | 'CONNECT'
  | 'VERIFY_PRIMARY_OTP'
  | 'VERIFY_SECONDARY_OTP'

export type EmbeddedWalletUser = {
  email: string | undefined
  /** The wallet's address per namespace. */
  addresses: Partial<Record<EmbeddedNamespace, string>>
  userName?: string | undefined
}

/**
 * Why the frame is (to be) shown: an approval, the wallet setup form (or the passkey login), the key export, the
 * emergency kit, the passkey settings, or the login methods.
 */
export type EmbeddedFrameVisible = 'approve' | 'setup' | 'export' | 'kit' | 'passkeys' | 'loginMethods'

export type EmbeddedWalletState = {
  status: EmbeddedWalletStatus
  /** The e-mail of the login under way, or of the connected one. */
  email: string | undefined
  action: EmbeddedWalletAction | undefined
  /** After the code: `create` (a new user sets a recovery password) or `recover` (a new device enters it). */
  wallet: 'create' | 'recover' | undefined
  /**
   * What failed last: core's errors (`EmailInvalidError`, `EmailCooldownError`…) or the frame client's
   * (`EmbeddedWalletConfigError`, `EmbeddedWalletLoadError`, `EmbeddedWalletRequestError` with a `reason`…).
   */
  error: Error | undefined
  /** The connected user, once a login connected or was restored. */
  user: EmbeddedWalletUser | undefined
  /** An unsafe wallet request waiting for the user's Approve in the frame (the UI shows its approval view). */
  approval: { method: string; chainId: CaipNetworkId } | undefined
  /** The frame needs to be on screen for this; the view calls `showFrame(rect)` with its content box. */
  frameVisible: EmbeddedFrameVisible | undefined
  /** Bumped each time a wallet request was refused as not allowed (the UI says so briefly). */
  notAllowed: number
  /**
   * The account type of the wallet on its active eip155 network: the frame's answer (it remembers the user's
   * choice per network), or the one `setPreferredAccountType` set; 'eoa' when smart accounts are not offered.
   */
  preferredAccountType: 'eoa' | 'smartAccount'
  /**
   * How the smart account is made when `preferredAccountType` is `smartAccount`: `counterfactual` (its own address)
   * or `eip7702` (the EOA upgraded in place, same address); undefined for the EOA.
   */
  smartAccountMode: SmartAccountMode | undefined
  /** The modal's language, sent to the frame for its own words. */
  locale: string | undefined
  /** The provider of the social login under way, or of the connected one. */
  socialProvider: SocialOption | undefined
  /** The link of the Farcaster login under way, for the user's Farcaster app (a QR code and a link). */
  farcasterUrl: string | undefined
}

/** The embedded wallet as a connector the UI lists and merges: one entry for every namespace it serves. */
export type EmbeddedWalletConnector = Connector & {
  id: typeof AUTH_CONNECTOR_ID
  type: 'AUTH'
  /** The namespaces it serves in this config (eip155 and/or solana). */
  chains: readonly ChainNamespace[]
}
