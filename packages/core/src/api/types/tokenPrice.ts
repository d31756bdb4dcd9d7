import type { NetworkScoped } from './shared.js'

// `POST /v1/fungible/price`: USD prices of tokens.

export type TokenPriceRequest = NetworkScoped & { addresses: string[] }
export type TokenPrice = {
  name: string
  symbol: string
  iconUrl: string
  price: number
  /** The CAIP-10 address asked for, when the API echoes it. */
  address?: string | undefined
}
export type TokenPriceResponse = { fungibles: TokenPrice[] }
