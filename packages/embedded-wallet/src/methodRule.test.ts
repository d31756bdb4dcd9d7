import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  isKnownMethod,
  isSafeMethod,
  methodRule,
  methodsOf,
  SAFE_METHODS,
  UNSAFE_METHODS,
} from './methodRule.js'

test('a method in neither list is not allowed, on either namespace', () => {
  fc.assert(
    fc.property(
      fc.string().filter((method) => !isKnownMethod(method) && method !== 'wallet_switchEthereumChain'),
      (method) => {
        expect(methodRule('eip155', method)).toBe('notAllowed')
        expect(methodRule('solana', method)).toBe('notAllowed')
      },
    ),
  )
  for (const method of [
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData_v3',
    'wallet_addEthereumChain',
  ]) {
    expect(methodRule('eip155', method)).toBe('notAllowed')
  }
})

test('safe methods run at once, unsafe ones wait for approval, each on its own namespace only', () => {
  for (const method of [...SAFE_METHODS, ...UNSAFE_METHODS]) {
    const solana = method.startsWith('solana_')
    const expected = isSafeMethod(method) ? 'safe' : 'unsafe'
    expect(methodRule(solana ? 'solana' : 'eip155', method)).toBe(expected)
    expect(methodRule(solana ? 'eip155' : 'solana', method)).toBe('notAllowed')
  }
  expect(methodRule('eip155', 'personal_sign')).toBe('unsafe')
  expect(methodRule('eip155', 'eth_call')).toBe('safe')
  expect(methodRule('solana', 'solana_signAndSendTransaction')).toBe('unsafe')
})

test('session permissions: what the wallet offers and has granted are reads; granting and revoking need the user', () => {
  expect(methodRule('eip155', 'wallet_getSupportedExecutionPermissions')).toBe('safe')
  expect(methodRule('eip155', 'wallet_getGrantedExecutionPermissions')).toBe('safe')
  for (const method of [
    'wallet_requestExecutionPermissions',
    'wallet_grantPermissions',
    'wallet_revokeExecutionPermission',
    'wallet_revokePermissions',
  ])
    expect(methodRule('eip155', method)).toBe('unsafe')
})

test("a batch's status is shown in the frame (the user closes it); reading it needs no one", () => {
  expect(methodRule('eip155', 'wallet_showCallsStatus')).toBe('unsafe')
  expect(methodRule('eip155', 'wallet_getCallsStatus')).toBe('safe')
  expect(methodRule('solana', 'wallet_showCallsStatus')).toBe('notAllowed')
  expect(methodsOf('eip155')).toContain('wallet_showCallsStatus')
})

test('wallet_switchEthereumChain moves the frame on eip155 and is not allowed on solana', () => {
  expect(methodRule('eip155', 'wallet_switchEthereumChain')).toBe('switchChain')
  expect(methodRule('solana', 'wallet_switchEthereumChain')).toBe('notAllowed')
})

test("a session's methods are exactly those its namespace allows", () => {
  const evm = methodsOf('eip155')
  const solana = methodsOf('solana')
  expect(evm).toContain('personal_sign')
  expect(evm).toContain('wallet_switchEthereumChain')
  expect(evm.some((method) => method.startsWith('solana_'))).toBe(false)
  expect(solana.sort()).toEqual([
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
  ])
})

test('another namespace allows nothing', () => {
  expect(methodRule('polkadot', 'personal_sign')).toBe('notAllowed')
  expect(methodRule('bip122', 'eth_call')).toBe('notAllowed')
})
