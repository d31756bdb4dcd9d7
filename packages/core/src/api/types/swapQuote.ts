import type { NetworkScoped } from './shared.js'

// `GET /v1/convert/quotes`: what a swap of an amount would give.

export type SwapQuoteRequest = NetworkScoped & {
  amount: string
  userAddress: string
  /** CAIP-10 token addresses. */
  from: string
  to: string
  gasPrice: string
  /** Aborts the request (a newer quote replaces it). */
  signal?: AbortSignal | undefined
}
export type SwapQuote = {
  id?: string | null | undefined
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
}
export type SwapQuoteResponse = { quotes: SwapQuote[] }
