import type { CaipNetworkId } from '../caip/types.js'
import type { StorageBackend } from '../storage/types.js'

/**
 * The fields of a sign-in message (CAIP-122's data model). `chainId` is the CAIP-2 network id the account signs
 * in on; times are ISO 8601 strings.
 */
export type SiwxMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  /** The site asking (an RFC 3986 authority: host and optional port). */
  domain: string
  /** The page or resource the sign-in is for. */
  uri: string
  /** '1'. */
  version: string
  /** From the server, single-use. */
  nonce: string
  /** One line of text the person agrees to (never a line break). */
  statement?: string | undefined
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** A message ready to sign: its fields and, through `toString()`, the exact text the wallet signs. */
export type SiwxMessage = SiwxMessageData & { toString(): string }

/** A CAIP-74 capability object, as a wallet returns it from a one-click (WalletConnect) sign-in. */
export type Cacao = {
  h: { t: string }
  p: {
    domain: string
    aud: string
    iss: string
    version: string
    nonce: string
    iat: string
    nbf?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: readonly string[] | undefined
  }
  s: { t: string; s: string; m?: string | undefined }
}

/** A signed-in session: the message's fields, the text that was signed, its signature and, from one-click sign-in, the CACAO. */
export type SiwxSession = {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: Cacao | undefined
}

/** What a sign-in provider is given by the config that uses it. */
export type SiwxContext = {
  /** The config's storage backend and key prefix. */
  storage: StorageBackend
  storageKey: string
  /** Clock, in ms. */
  now: () => number
}

/**
 * A sign-in provider: how messages are made, where sessions are kept and checked. `createSiwx` is one backed by
 * the self-hosted API; an app with its own backend writes its own.
 */
export type SiwxConfig = {
  /** The message for an account on a network (a fresh nonce each time). */
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SiwxMessage>
  /**
   * Signs the message text. Without it the connected wallet signs (the adapter's `signMessage`); an app sets it
   * to sign some other way.
   */
  signMessage?(input: { message: string; chainId: CaipNetworkId; accountAddress: string }): Promise<string>
  /** Verifies and keeps a newly signed session; throws when it is refused. */
  addSession(session: SiwxSession): Promise<void>
  /** Ends the sessions of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session with these (e.g. from a one-click sign-in's authorisations); `[]` signs out. */
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** The live sessions of an account on a network; never an expired one. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** Whether a connected account must sign in: cancelling then disconnects, and the modal cannot be closed. */
  getRequired?(): boolean
  /** Sign out when the wallet disconnects. */
  signOutOnDisconnect?: boolean | undefined
  /** Called once by the config that uses this provider, with its storage and clock. */
  attach?(context: SiwxContext): void
}
