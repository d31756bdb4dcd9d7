import type { CaipAddress } from '../../caip/types.js'

// Smart-account sessions (`/v1/sessions/*`): list and revoke.

/** The sessions payload varies by wallet; callers validate it. */
export type SessionsResponse = unknown
export type SessionsRequest = { address: CaipAddress }
export type RevokeSessionRequest = { address: CaipAddress; pci: string; signature: string }
