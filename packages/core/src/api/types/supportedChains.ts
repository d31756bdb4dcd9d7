import type { CaipNetworkId } from '../../caip/types.js'

// Answer of `GET /v1/supported-chains`.

export type SupportedChainsResponse = { http: CaipNetworkId[]; ws: CaipNetworkId[] }
