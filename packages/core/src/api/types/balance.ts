import type { NetworkScoped } from './shared.js'

// `GET /v1/account/{address}/balance`: token balances with USD values.

export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  /** Absent for the native token. */
  address?: string | undefined
  value: number
  price: number
  iconUrl: string
  quantity: { decimals: string; numeric: string }
}

export type BalanceRequest = NetworkScoped & {
  address: string
  /** Skips the 30 s cache; a string (a token address to refresh) is also sent to the API. */
  forceUpdate?: string | boolean | undefined
}
export type BalanceResponse = { balances: TokenBalance[] }
