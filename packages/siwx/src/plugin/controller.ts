import type { CaipNetworkId } from '@portico/core'
import { subscribe } from 'valtio/vanilla'
import {
  createSiwxControllerContext,
  isSignInRequired,
  type SiwxControllerDependencies,
} from './controllerContext.js'
import { followActiveAccount } from './controllerFollow.js'
import { getLiveSessions, setOneClickSessions, setSessions, signOut } from './controllerSessions.js'
import { signIn } from './controllerSignIn.js'
import { createSignInRequest } from './createSignInRequest.js'
import { SiwxNotEnabledError } from './errors.js'
import type { SiwxMessageData, SiwxSession, SiwxSignInReturnType, SiwxState } from './types.js'

export type { SiwxControllerDependencies }

/**
 * Sign-in with a wallet for one config. It follows the active account: after a connect, an account or network
 * change, or a restore on reload, a supported network with no live session for the address becomes `needed`
 * (a UI then opens its sign-message view); a live session, `signedIn` with no prompt. It opens no view itself.
 * Its steps live in `controller*.ts` files, over one shared context (`controllerContext.ts`).
 */
export function createSiwxController(deps: SiwxControllerDependencies) {
  const context = createSiwxControllerContext(deps)
  const { siwx, state, account, network, disconnect } = context
  const isRequired = () => isSignInRequired(context)
  const follow = () => followActiveAccount(context)

  // In sync: a UI sees `checking` before the connecting view that started the connect looks at the result.
  const unsubscribers = siwx
    ? [subscribe(account.state, follow, true), subscribe(network.state, follow, true)]
    : []
  follow()

  return {
    state,
    /** Calls `listener` after changes of `state` (batched); returns an unsubscribe function. */
    subscribe(listener: (state: SiwxState) => void): () => void {
      return subscribe(state, () => listener(state))
    },
    /** Whether sign-in is required (cancelling disconnects; the modal cannot be closed without a session). */
    isRequired,
    /** Whether a UI must keep its sign-message view open: sign-in is required and no session exists. */
    blocksClose(): boolean {
      return state.enabled && isRequired() && state.session === undefined && state.caipAddress !== undefined
    },
    /**
     * Asks the wallet to sign the provider's message for the active account and stores the session. Throws
     * `SiwxNotEnabledError`, `SiwxNoAddressError`, `SiwxNoNetworkError` or `SiwxNoClientError` when it cannot
     * start; a declined or refused signature is returned (`SiwxSignatureDeclinedError`, or
     * `SiwxSmartAccountError` for a smart account) and tracked as SIWX_AUTH_ERROR; success as SIWX_AUTH_SUCCESS.
     */
    signIn: (): Promise<SiwxSignInReturnType> => signIn(context),
    /**
     * The person cancelled the sign-in: when it is required the wallet is disconnected (`'disconnected'`),
     * otherwise nothing more is asked for this account (`'dismissed'`).
     */
    async cancel(): Promise<'disconnected' | 'dismissed'> {
      if (isRequired()) {
        await disconnect()
        return 'disconnected'
      }
      state.status = 'dismissed'
      return 'dismissed'
    },
    /** Ends the active account's session with the provider. When sign-in is required, it is asked again. */
    signOut: (): Promise<void> => signOut(context),
    /**
     * Replaces the provider's sessions (e.g. with those a one-click sign-in returned) and looks at the active
     * account again. Throws what the provider throws.
     */
    setSessions: (sessions: readonly SiwxSession[]): Promise<void> => setSessions(context, sessions),
    /**
     * The fields of a sign-in on `chainId` for an account not known yet: the provider's message (a fresh nonce
     * from its server) with a placeholder address. A one-click sign-in (WalletConnect's `wc_sessionAuthenticate`)
     * sends them; the wallet fills in its account and signs.
     */
    async createRequest(chainId: CaipNetworkId): Promise<SiwxMessageData> {
      if (!siwx) throw new SiwxNotEnabledError()
      return createSignInRequest(siwx, chainId)
    },
    /**
     * Stores the sessions of a one-click sign-in, before its account connects: the provider replaces its sessions
     * with them (a server-backed one verifies each), then the account is signed in as it connects with the
     * session the provider kept for it (no check, no sign-message view). Throws what the provider throws.
     */
    setOneClickSessions: (sessions: readonly SiwxSession[]): Promise<void> =>
      setOneClickSessions(context, sessions),
    /** The live sessions of an account on a network (none without a provider). */
    getSessions: (chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]> =>
      getLiveSessions(context, chainId, address),
    destroy() {
      context.generation++
      clearTimeout(context.expiryTimer)
      for (const unsubscribe of unsubscribers) unsubscribe()
    },
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>
