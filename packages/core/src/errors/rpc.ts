import { BaseError, type BaseErrorParameters } from './base.js'

/** JSON-RPC and EIP-1193 error codes a node or wallet may answer with, with their standard meaning. */
export const rpcErrorCodes = {
  '-32700': 'Parse error',
  '-32600': 'Invalid request',
  '-32601': 'Method not found',
  '-32602': 'Invalid params',
  '-32603': 'Internal error',
  '-32000': 'Invalid input',
  '-32001': 'Resource not found',
  '-32002': 'Resource unavailable',
  '-32003': 'Transaction rejected',
  '-32004': 'Method not supported',
  '-32005': 'Limit exceeded',
  '-32006': 'JSON-RPC version not supported',
  '4001': 'User rejected the request',
  '4100': 'Unauthorized',
  '4200': 'Unsupported method',
  '4900': 'Provider disconnected',
  '4901': 'Chain disconnected',
  '4902': 'Unrecognized chain',
} as const satisfies Record<string, string>

export type RpcErrorCode = keyof typeof rpcErrorCodes extends `${infer N extends number}` ? N : never

/** Session-protocol (wallet-connect) error codes, with their meaning. */
export const sessionErrorCodes = {
  '1001': 'Unknown session error',
  '3001': 'Session request unsupported',
  '5000': 'User rejected',
  '6000': 'User disconnected',
  '7000': 'Session settlement failed',
} as const satisfies Record<string, string>

/** Codes on a failed switch-chain that mean "the wallet does not know this chain: add it". */
export const addChainErrorCodes: readonly number[] = [4902, 5000, 32603]

export const USER_REJECTED_CODE = 4001

/** An error a provider answered with, code preserved. */
export class RpcError extends BaseError {
  override name = 'RpcError'
  readonly code: number
  readonly data: unknown

  constructor(
    { code, message, data }: { code: number; message?: string | undefined; data?: unknown },
    parameters: BaseErrorParameters = {},
  ) {
    const known = rpcErrorCodes[String(code) as keyof typeof rpcErrorCodes] as string | undefined
    super(message || known || 'Unknown RPC error', parameters)
    this.code = code
    this.data = data
  }
}

export class UserRejectedRequestError extends RpcError {
  override name = 'UserRejectedRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super({ code: USER_REJECTED_CODE, message: 'User rejected the request' }, parameters)
  }
}

/** Reads the numeric code of a provider error, if any. */
export function getErrorCode(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'number') {
    return error.code
  }
  return undefined
}

/** True for a user rejection by code: 4001 (EIP-1193) or 5000 (session protocol). */
export function isUserRejection(error: unknown): boolean {
  const found =
    error instanceof BaseError
      ? error.walk((e) => getErrorCode(e) === USER_REJECTED_CODE || getErrorCode(e) === 5000)
      : error
  const code = getErrorCode(found)
  return code === USER_REJECTED_CODE || code === 5000
}
