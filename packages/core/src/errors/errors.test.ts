import { describe, expect, test } from 'vitest'
import { mapWalletError } from './adapter.js'
import { BaseError } from './base.js'
import { HttpRequestError } from './http.js'
import {
  isUserRejection,
  RpcError,
  rpcErrorCodes,
  sessionErrorCodes,
  UserRejectedRequestError,
} from './rpc.js'
import { DisconnectChainError, RegisterNameError, UnknownViewError } from './thrown.js'

describe('BaseError', () => {
  test('message is the short text alone; details come from the cause; walk finds causes', () => {
    const root = new Error('socket hang up')
    const http = new HttpRequestError({ status: 502, url: 'http://x', body: 'bad gateway' }, { cause: root })
    const top = new RegisterNameError('alice', { cause: http })
    expect(top.message).toBe('Error registering name alice')
    expect(top.details).toBe('bad gateway')
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof HttpRequestError)).toBe(http)
    expect(top.walk((e) => e instanceof TypeError)).toBeNull()
    expect(top).toBeInstanceOf(BaseError)
    expect(top.name).toBe('RegisterNameError')
  })

  test('messages with values', () => {
    expect(new DisconnectChainError('eip155').message).toBe('Failed to disconnect chain eip155')
    expect(new UnknownViewError('Nope').message).toBe('Unknown view: Nope')
    expect(new HttpRequestError({ status: 429, url: 'u' }).message).toBe('HTTP status code: 429')
  })
})

describe('rpc codes', () => {
  test('every JSON-RPC, EIP-1193 and session error code is listed', () => {
    for (const code of [
      -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006, 4001,
      4100, 4200, 4900, 4901, 4902,
    ]) {
      expect(rpcErrorCodes).toHaveProperty(String(code))
    }
    for (const code of [1001, 3001, 5000, 6000, 7000]) expect(sessionErrorCodes).toHaveProperty(String(code))
  })

  test('rejections are recognised through causes', () => {
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new BaseError('wrapped', { cause: { code: 5000 } }))).toBe(true)
    expect(isUserRejection(new RpcError({ code: -32603 }))).toBe(false)
    expect(new RpcError({ code: 4902 }).message).toBe('Unrecognized chain')
  })
})

describe('mapWalletError', () => {
  test('refusals, coded errors and the rest, with the adapter’s own refusal rule', () => {
    const refusal = Object.assign(new Error('User rejected'), { code: 4001 })
    expect(mapWalletError(refusal)).toBeInstanceOf(UserRejectedRequestError)
    const coded = mapWalletError({ code: -32603, message: 'internal' })
    expect(coded).toBeInstanceOf(RpcError)
    expect((coded as RpcError).code).toBe(-32603)
    expect(mapWalletError({ code: 5000, message: 'no' })).not.toBeInstanceOf(UserRejectedRequestError)
    expect(mapWalletError({ code: 5000, message: 'no' }, (code) => code === 5000)).toBeInstanceOf(
      UserRejectedRequestError,
    )
    const other = mapWalletError('gone')
    expect(other.shortMessage).toBe('Wallet request failed')
    expect(other.details).toBe('gone')
    const own = new RegisterNameError('x')
    expect(mapWalletError(own)).toBe(own)
  })
})
