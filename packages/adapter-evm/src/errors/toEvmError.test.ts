import { BaseError, HttpRequestError, RpcError, UserRejectedRequestError } from '@portico/core'
import * as viem from 'viem'
import { getTransactionError } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { isAddNetworkError } from '../actions/switchNetwork.js'
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node.js'
import { getErrorCodes, toEvmError } from './toEvmError.js'

/** What viem throws when a node answers `{ code, message }` to eth_sendTransaction. */
function nodeAnswer(code: number, message: string) {
  const rpc = new viem.RpcRequestError({ body: {}, error: { code, message }, url: 'http://node' })
  return getTransactionError(new viem.InvalidInputRpcError(rpc), { account: null })
}

describe('toEvmError: node messages', () => {
  test.each([
    ['execution reverted: nope', ExecutionRevertedError, 'Execution reverted with reason: nope'],
    [
      'max fee per gas higher than 2^256-1',
      FeeCapTooHighError,
      'The fee cap (maxFeePerGas) is higher than the maximum allowed value (2^256-1)',
    ],
    [
      'max fee per gas less than block base fee',
      FeeCapTooLowError,
      'The fee cap (maxFeePerGas) is lower than the block base fee',
    ],
    ['nonce too high', NonceTooHighError, 'The nonce is higher than the next one expected'],
    ['nonce too low', NonceTooLowError, 'The nonce is lower than the current nonce of the account'],
    ['nonce has max value', NonceMaxValueError, 'The nonce exceeds the maximum allowed nonce'],
    [
      'insufficient funds for gas * price + value',
      InsufficientFundsError,
      'Insufficient funds: gas * gas price + value exceeds the balance of the account',
    ],
    [
      'intrinsic gas too high',
      IntrinsicGasTooHighError,
      'The gas limit of the transaction exceeds the block gas limit',
    ],
    ['intrinsic gas too low', IntrinsicGasTooLowError, 'The gas limit of the transaction is too low'],
    [
      'transaction type not valid',
      TransactionTypeNotSupportedError,
      'The transaction type is not supported by this chain',
    ],
    [
      'max priority fee per gas higher than max fee per gas',
      TipAboveFeeCapError,
      'The tip (maxPriorityFeePerGas) is higher than the fee cap (maxFeePerGas)',
    ],
    ['the node is confused', UnknownNodeError, 'An unknown error occurred while executing the request'],
  ])('"%s"', (nodeMessage, Class, message) => {
    const mapped = toEvmError(nodeAnswer(-32000, nodeMessage))
    expect(mapped).toBeInstanceOf(Class)
    expect(mapped).toBeInstanceOf(NodeError)
    expect(mapped).toBeInstanceOf(BaseError)
    expect(mapped).toMatchObject({ name: Class.name, message, code: -32000, details: nodeMessage })
    expect(mapped.walk((e) => e instanceof viem.RpcRequestError)).toBeInstanceOf(viem.RpcRequestError)
  })

  test('a revert decoded by viem keeps its reason; code 3 alone is a revert', () => {
    const abi = viem.parseAbi(['error Nope(uint256 value)', 'function f()'])
    const data = viem.encodeErrorResult({ abi, errorName: 'Nope', args: [1n] })
    const reverted = viem.getContractError(
      new viem.RpcRequestError({
        body: {},
        error: { code: 3, message: 'execution reverted', data },
        url: 'u',
      }),
      { abi, functionName: 'f', args: [] },
    )
    expect(toEvmError(reverted)).toMatchObject({ name: 'ExecutionRevertedError', reason: 'Nope', code: 3 })
    expect(toEvmError({ code: 3, message: 'execution reverted' })).toBeInstanceOf(ExecutionRevertedError)
  })

  test("a node's -32xxx answer inside viem's execution wrappers is a node error, outside an RpcError", () => {
    const abi = viem.parseAbi(['function f()'])
    const rpc = () =>
      new viem.RpcRequestError({ body: {}, error: { code: -32010, message: 'odd node' }, url: 'u' })
    const wrapped = viem.getContractError(rpc(), { abi, functionName: 'f', args: [] })
    expect(wrapped.name).toBe('ContractFunctionExecutionError')
    expect(toEvmError(wrapped)).toMatchObject({ name: 'UnknownNodeError', code: -32010, details: 'odd node' })
    expect(toEvmError(rpc())).toMatchObject({ name: 'RpcError', code: -32010 })
  })
})

describe('toEvmError: wallet answers', () => {
  test('4001 and 5000 are user rejections, wherever they sit in the cause chain', () => {
    const wrapped = new viem.UserRejectedRequestError(Object.assign(new Error('no'), { code: 4001 }))
    for (const error of [
      { code: 4001 },
      wrapped,
      getTransactionError(wrapped, { account: null }),
      { code: 5000 },
    ]) {
      const mapped = toEvmError(error)
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect(mapped).toMatchObject({ code: 4001, message: 'User rejected the request' })
    }
  })

  test('other codes stay RpcErrors with their code', () => {
    expect(toEvmError({ code: 4200, message: 'nope' })).toMatchObject({
      name: 'RpcError',
      code: 4200,
      message: 'Unsupported method',
    })
    const custom = toEvmError(new viem.UnknownRpcError(Object.assign(new Error('odd'), { code: 4242 })))
    expect(custom).toBeInstanceOf(RpcError)
    expect(custom).toMatchObject({ code: 4242, message: 'odd' })
  })

  test('HTTP failures and Portico errors', () => {
    const http = new viem.HttpRequestError({ url: 'http://node', status: 429, body: { a: 1 } })
    expect(toEvmError(http)).toBeInstanceOf(HttpRequestError)
    expect(toEvmError(http)).toMatchObject({
      status: 429,
      url: 'http://node',
      message: 'HTTP status code: 429',
    })
    const own = new BaseError('mine')
    expect(toEvmError(own)).toBe(own)
    expect(toEvmError(new Error('weird'))).toMatchObject({ name: 'UnknownNodeError', details: 'weird' })
  })

  test('codes nested in data.originalError count, for the add-chain decision too', () => {
    const nested = { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } }
    expect(getErrorCodes(nested)).toEqual([-32603, 4902])
    expect(isAddNetworkError(nested)).toBe(true)
    expect(isAddNetworkError(new viem.SwitchChainError(Object.assign(new Error('x'), { code: 4902 })))).toBe(
      true,
    )
    expect(isAddNetworkError({ code: 5000 })).toBe(true)
    expect(isAddNetworkError({ code: 32603 })).toBe(true)
    expect(isAddNetworkError({ code: 4001 })).toBe(false)
    expect(isAddNetworkError({ code: -32603 })).toBe(false)
  })
})
