import type { CaipAddress } from '../../caip/types.js'

// Smart-account sessions (`/v1/sessions/*`): list and revoke.

/** One smart-account session: its `pci` id; the rest (permissions, expiry…) varies by wallet, so callers validate it. */
export type SmartSession = { pci: string } & Record<string, unknown>
export type SessionsResponse = { sessions: SmartSession[] }
export type SessionsRequest = { address: CaipAddress }
export type RevokeSessionRequest = { address: CaipAddress; pci: string; signature: string }
