import type { NetworkScoped } from './shared.js'

// `POST /v1/convert/build-approve`: the approval transaction to sign.

export type BuildApproveTransactionRequest = NetworkScoped & {
  userAddress: string
  from: string
  to: string
  /** Base units to approve; the API approves an unlimited amount without it. */
  amount?: string | undefined
}
export type BuildApproveTransactionResponse = {
  tx: {
    from: string
    to: `0x${string}`
    data: `0x${string}`
    value: string
    eip155: { gasPrice: string }
  }
}
