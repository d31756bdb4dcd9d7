import type { CaipNetworkId } from '../../caip/types.js'

// Answer of `GET /v1/supported-chains`.

export type SupportedChainsResponse = {
  http: CaipNetworkId[]
  ws: CaipNetworkId[]
  /** Networks whose account history the API serves; absent from APIs that do not say (then: all of them). */
  history?: CaipNetworkId[] | undefined
}
