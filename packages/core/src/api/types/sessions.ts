import type { CaipAddress } from '../../caip/types.js'

// Smart-account sessions (`/v1/sessions/*`): list and revoke, each signed by the account as EIP-712 typed
// data over a single-use nonce the API issues.

/** One smart-account session: its `pci` id; the rest (permissions, expiry…) varies by wallet, so callers validate it. */
export type SmartSession = { pci: string } & Record<string, unknown>
export type SessionsResponse = { sessions: SmartSession[] }

/** The EIP-712 domain of session signatures: bound to the account's chain. */
export type SessionDomain = { name: 'Portico'; version: '1'; chainId: number }

/** What the account signs to read its sessions (viem's `signTypedData` takes it as is). */
export type ReadSessionsTypedData = {
  domain: SessionDomain
  types: {
    ReadSessions: readonly [
      { readonly name: 'address'; readonly type: 'address' },
      { readonly name: 'nonce'; readonly type: 'string' },
    ]
  }
  primaryType: 'ReadSessions'
  message: { address: `0x${string}`; nonce: string }
}

/** What the account signs to revoke the session `pci` (viem's `signTypedData` takes it as is). */
export type SessionRevokeTypedData = {
  domain: SessionDomain
  types: {
    SessionRevoke: readonly [
      { readonly name: 'pci'; readonly type: 'string' },
      { readonly name: 'nonce'; readonly type: 'string' },
    ]
  }
  primaryType: 'SessionRevoke'
  message: { pci: string; nonce: string }
}

/** Signs typed data with the account and resolves to the signature, e.g. viem's `account.signTypedData`. */
export type SignTypedData<T> = (typedData: T) => Promise<string>

export type SessionsRequest = {
  address: CaipAddress
  /** Proves the address: signs a `ReadSessions` over a fresh nonce. */
  signTypedData: SignTypedData<ReadSessionsTypedData>
}
export type RevokeSessionRequest = {
  address: CaipAddress
  pci: string
  /** Signs the `SessionRevoke` over a fresh nonce. */
  signTypedData: SignTypedData<SessionRevokeTypedData>
}

/** Answer of `GET /v1/sessions/nonce` and `GET /v1/profile/nonce`: a nonce usable once until `expiresAt`. */
export type NonceResponse = { nonce: string; expiresAt: string }
