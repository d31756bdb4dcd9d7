import type { NetworkScoped } from './shared.js'

// `GET /v1/convert/allowance`: how much the swap router may spend.

export type SwapAllowanceRequest = NetworkScoped & { tokenAddress: string; userAddress: string }
export type SwapAllowanceResponse = { allowance: string }
