import type { CaipAddress, CaipNetworkId, StorageBackend } from '@portico/core'
import type { Cacao } from '../message/cacao.js'
import type { SiwxMessage, SiwxMessageData } from '../message/types.js'
import type { SiwxInitializeError, SiwxSignatureDeclinedError, SiwxSmartAccountError } from './errors.js'

export type { Cacao, SiwxMessage, SiwxMessageData }

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

/**
 * Where sign-in stands for the active account:
 * - `idle`: nothing to do (no sign-in provider, not connected, or a network the app does not support);
 * - `checking`: looking for a session of the account just connected (or switched to);
 * - `needed`: none exists: a UI asks the person to sign (the sign-message view);
 * - `signing`: the wallet is asked to sign; `signedIn`: a live session exists (`session`);
 * - `declined`: the signature was declined or refused (`failure` says why);
 * - `dismissed`: the person cancelled an optional sign-in; nothing is asked again until the account changes;
 * - `error`: the check for a session failed; the wallet is being disconnected.
 */
export type SiwxStatus =
  | 'idle'
  | 'checking'
  | 'needed'
  | 'signing'
  | 'signedIn'
  | 'declined'
  | 'dismissed'
  | 'error'

/** Why the last attempt failed: the signature was declined or refused, a smart account's was, or the check failed. */
export type SiwxFailure = 'declined' | 'smartAccount' | 'initialize'

export type SiwxState = {
  /** Whether the config has a sign-in provider. */
  enabled: boolean
  status: SiwxStatus
  /** The account it is about (CAIP-10), while one is connected. */
  caipAddress: CaipAddress | undefined
  session: SiwxSession | undefined
  failure: SiwxFailure | undefined
  /** The last failure as an error: `SiwxSignatureDeclinedError`, `SiwxSmartAccountError` or `SiwxInitializeError`. */
  error: SiwxSignatureDeclinedError | SiwxSmartAccountError | SiwxInitializeError | undefined
}

export type SiwxSignInReturnType =
  | { status: 'success'; session: SiwxSession }
  | { status: 'error'; error: SiwxSignatureDeclinedError | SiwxSmartAccountError }
