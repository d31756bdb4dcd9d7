import { BaseError, RpcRequestError } from 'viem'

/** An EIP-1193 provider error: an Error with a numeric `code`, a `message` and optional `data`. */
export class ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'ProviderRpcError'
    this.code = code
    if (data !== undefined) this.data = data
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export const unauthorized = (
  detail = 'The requested account and/or method has not been authorized by the user.',
) => new ProviderRpcError(4100, detail)

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)

export const disconnected = () => new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')

export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (detail: string) => new ProviderRpcError(-32602, `Invalid parameters: ${detail}`)

/** Turns anything thrown (viem errors included) into a ProviderRpcError, keeping the node's code and message. */
export function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const rpc = error.walk((e) => e instanceof RpcRequestError)
    if (rpc instanceof RpcRequestError) return new ProviderRpcError(rpc.code, rpc.details, rpc.data)
    const coded = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as
      | (BaseError & { code: number })
      | null
    if (coded) return new ProviderRpcError(coded.code, coded.details || coded.shortMessage)
    return new ProviderRpcError(-32603, error.details || error.shortMessage)
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ProviderRpcError(-32603, message)
}
