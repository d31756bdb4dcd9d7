import type { NetworkScoped } from './shared.js'

// `POST /v1/convert/build-transaction`: the swap transaction to sign.

export type BuildSwapTransactionRequest = NetworkScoped & {
  amount: string
  from: string
  to: string
  userAddress: string
  /** eip155 slippage tolerance in percent. Default `CONVERT_SLIPPAGE_TOLERANCE` (1). */
  slippage?: number | undefined
}
export type BuildSwapTransactionResponse = {
  tx: {
    from: string
    to: `0x${string}`
    data: `0x${string}`
    value: string
    eip155: { gas: string; gasPrice: string }
    /** The quoted destination amount and the least accepted under slippage, in base units. */
    toAmount?: string | undefined
    minimumToAmount?: string | undefined
  }
}
