import type { CaipAddress } from '../../caip/types.js'
import type { NetworkScoped } from './shared.js'

// `GET /v1/convert/tokens`: the tokens a network can swap.

export type SwapToken = {
  name: string
  symbol: string
  address: CaipAddress
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
}
export type SwapTokensRequest = NetworkScoped
export type SwapTokensResponse = { tokens: SwapToken[] }
