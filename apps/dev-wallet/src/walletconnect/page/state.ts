// What the wallet page shows and what it can do: the state its view renders and the controller's actions.

import type { populateAuthPayload } from '@walletconnect/utils'
import type { DevWalletChain } from '../../types.js'
import type { ApprovedNamespaces, RequestedNamespace } from '../namespaces.js'

export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
export const EVENTS = ['chainChanged', 'accountsChanged']

/** Session-protocol reasons (WalletConnect's error codes). */
export const USER_REJECTED = { code: 5000, message: 'User rejected.' }
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

export type DappMetadata = { name: string; description: string; url: string; icons: string[] }

export type PendingProposal = {
  id: number
  dapp: DappMetadata
  requested: RequestedNamespace[]
  approved: ApprovedNamespaces
  /** ms */
  expiresAt: number | undefined
}

export type AuthPayload = ReturnType<typeof populateAuthPayload>

/** A one-click sign-in (`wc_sessionAuthenticate`): connect and sign in with one approval. */
export type PendingAuthRequest = {
  id: number
  dapp: DappMetadata
  domain: string
  statement: string | undefined
  /** The chains the wallet signs for: those asked that it serves, in the dapp's order. */
  chains: string[]
  /** The payload as the wallet fills it in (its chains and methods, the ReCap sentence in the statement). */
  payload: AuthPayload
  /** ms */
  expiresAt: number | undefined
}

export type SessionView = {
  topic: string
  dapp: DappMetadata
  namespaces: Record<string, { accounts: string[]; methods: string[] }>
  /** ms */
  expiresAt: number
}

export type Status = { kind: 'info' | 'success' | 'error'; text: string }

export type WalletState = {
  ready: boolean
  status: Status | undefined
  proposal: PendingProposal | undefined
  authRequest: PendingAuthRequest | undefined
  sessions: SessionView[]
  accountIndex: number
  accountCount: number
  evmAddress: string
  solanaAddress: string | undefined
  chains: DevWalletChain[]
  chainId: number
}

export type WalletController = {
  getState(): WalletState
  subscribe(listener: () => void): () => void
  /** Pairs with a `wc:` URI; resolves whether the pairing started (the proposal follows on its own). */
  pair(uri: string): Promise<boolean>
  approve(): Promise<void>
  reject(): Promise<void>
  /** Signs the pending sign-in request (one message per chain) and answers it. */
  approveAuth(): Promise<void>
  rejectAuth(): Promise<void>
  switchChain(chainId: number): Promise<void>
  switchAccount(): Promise<void>
  disconnect(topic: string): Promise<void>
}
