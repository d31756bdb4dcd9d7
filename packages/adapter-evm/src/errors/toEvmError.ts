import {
  BaseError,
  HttpRequestError,
  RpcError,
  rpcErrorCodes,
  TimeoutError,
  UserRejectedRequestError,
} from '@portico/core'
import {
  BaseError as ViemBaseError,
  ExecutionRevertedError as ViemExecutionRevertedError,
  FeeCapTooHighError as ViemFeeCapTooHighError,
  FeeCapTooLowError as ViemFeeCapTooLowError,
  HttpRequestError as ViemHttpRequestError,
  InsufficientFundsError as ViemInsufficientFundsError,
  IntrinsicGasTooHighError as ViemIntrinsicGasTooHighError,
  IntrinsicGasTooLowError as ViemIntrinsicGasTooLowError,
  NonceMaxValueError as ViemNonceMaxValueError,
  NonceTooHighError as ViemNonceTooHighError,
  NonceTooLowError as ViemNonceTooLowError,
  TimeoutError as ViemTimeoutError,
  TipAboveFeeCapError as ViemTipAboveFeeCapError,
  TransactionTypeNotSupportedError as ViemTransactionTypeNotSupportedError,
  UnknownNodeError as ViemUnknownNodeError,
} from 'viem'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  type NodeErrorParameters,
  type NodeErrorType,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node.js'

/** What `toEvmError` returns: a node error, a user rejection, an RPC/HTTP error, or a Portico error as is. */
export type EvmErrorType =
  | NodeErrorType
  | UserRejectedRequestError
  | RpcError
  | HttpRequestError
  | TimeoutError

// viem's node errors (matched from the node's message) and the descriptive error each becomes.
const nodeErrors: readonly (readonly [
  abstract new (...args: never[]) => Error,
  typeof FeeCapTooHighError,
])[] = [
  [ViemFeeCapTooHighError, FeeCapTooHighError],
  [ViemFeeCapTooLowError, FeeCapTooLowError],
  [ViemNonceTooHighError, NonceTooHighError],
  [ViemNonceTooLowError, NonceTooLowError],
  [ViemNonceMaxValueError, NonceMaxValueError],
  [ViemInsufficientFundsError, InsufficientFundsError],
  [ViemIntrinsicGasTooHighError, IntrinsicGasTooHighError],
  [ViemIntrinsicGasTooLowError, IntrinsicGasTooLowError],
  [ViemTransactionTypeNotSupportedError, TransactionTypeNotSupportedError],
  [ViemTipAboveFeeCapError, TipAboveFeeCapError],
]

/** The first error in the `cause` chain (the error included) for which `predicate` holds. */
export function walkCause(error: unknown, predicate: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    if (predicate(current)) return current
    seen.add(current)
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return undefined
}

/** Every numeric `code` in the cause chain, also those nested in `data.originalError` (wallets do that). */
export function getErrorCodes(error: unknown): number[] {
  const codes: number[] = []
  walkCause(error, (e) => {
    if (typeof e !== 'object' || e === null) return false
    if ('code' in e && typeof e.code === 'number') codes.push(e.code)
    const original = (e as { data?: { originalError?: { code?: unknown } } }).data?.originalError?.code
    if (typeof original === 'number') codes.push(original)
    return false
  })
  return codes
}

/** The node's or wallet's own code: the first one that is not viem's "unknown" (-1). */
function originalCode(error: unknown): number | undefined {
  return getErrorCodes(error).find((code) => code !== -1)
}

/** The innermost readable message: what the node or wallet actually said. */
function rootDetails(error: unknown): string | undefined {
  let details: string | undefined
  walkCause(error, (e) => {
    if (e instanceof ViemBaseError) details = e.details || e.shortMessage
    else if (e instanceof Error) details = e.message
    else if (
      typeof e === 'object' &&
      e !== null &&
      typeof (e as { message?: unknown }).message === 'string'
    ) {
      details = (e as { message: string }).message
    }
    return false
  })
  return details || undefined
}

/**
 * Whether `error` is viem's error of that name. By name for viem's contract and execution errors: importing
 * their classes would bring viem's ABI decoding into every page that creates an adapter.
 */
function isViemError(error: unknown, name: string): error is ViemBaseError {
  return error instanceof ViemBaseError && error.name === name
}

/** viem's wrappers of a transaction, call or gas estimate that the node executed. */
const executionErrors = [
  'TransactionExecutionError',
  'ContractFunctionExecutionError',
  'EstimateGasExecutionError',
  'CallExecutionError',
]
const isExecution = (error: unknown) => executionErrors.some((name) => isViemError(error, name))

/** viem's ContractFunctionRevertedError: what it decoded of the revert. */
type Reverted = ViemBaseError & { reason?: string | undefined; data?: { errorName?: string } | undefined }
const isReverted = (error: unknown): error is Reverted => isViemError(error, 'ContractFunctionRevertedError')

function revertReason(error: unknown): string | undefined {
  const reverted = walkCause(error, isReverted)
  if (isReverted(reverted)) {
    if (reverted.reason) return reverted.reason
    if (reverted.data?.errorName) return reverted.data.errorName
  }
  const details = rootDetails(error)
  const match = details?.match(/execution reverted:?\s*(.*)$/i)
  return match?.[1]?.trim() || undefined
}

/**
 * Maps anything a node, a wallet or viem throws to a Portico error: user rejections (4001, 5000) to core's
 * `UserRejectedRequestError`, node refusals to the descriptive errors of `./node.ts`, other coded answers to
 * core's `RpcError` with the code kept, HTTP failures and timeouts to core's. Portico errors pass through.
 */
export function toEvmError(
  error: unknown,
  { timeout = 10_000 }: { timeout?: number | undefined } = {},
): BaseError {
  if (error instanceof BaseError) return error
  const code = originalCode(error)
  const details = rootDetails(error)
  const parameters: NodeErrorParameters = { cause: error, code, details }

  if (getErrorCodes(error).some((c) => c === 4001 || c === 5000)) {
    return new UserRejectedRequestError({ cause: error, details })
  }
  if (
    walkCause(error, (e) => isReverted(e) || e instanceof ViemExecutionRevertedError) ||
    code === ViemExecutionRevertedError.code
  ) {
    return new ExecutionRevertedError({ ...parameters, reason: revertReason(error) })
  }
  for (const [match, Mapped] of nodeErrors) {
    if (walkCause(error, (e) => e instanceof match)) return new Mapped(parameters)
  }
  if (walkCause(error, (e) => e instanceof ViemUnknownNodeError)) return new UnknownNodeError(parameters)
  // A node's JSON-RPC error (-32xxx) while executing something that matched none of the above.
  if (code !== undefined && code <= -32000 && walkCause(error, isExecution))
    return new UnknownNodeError(parameters)

  const http = walkCause(error, (e) => e instanceof ViemHttpRequestError)
  if (http instanceof ViemHttpRequestError) {
    const body = http.body === undefined ? '' : JSON.stringify(http.body)
    return new HttpRequestError({ status: http.status ?? 0, url: http.url, body }, { cause: error, details })
  }
  const timedOut = walkCause(error, (e) => e instanceof ViemTimeoutError)
  if (timedOut instanceof ViemTimeoutError)
    return new TimeoutError({ url: timedOut.url, timeout }, { cause: error })

  if (code !== undefined) {
    const known = String(code) in rpcErrorCodes
    return new RpcError({ code, message: known ? undefined : details }, { cause: error, details })
  }
  return new UnknownNodeError(parameters)
}
