import { isKnownMethod, isSafeMethod, SAFE_METHODS, UNSAFE_METHODS } from '@portico/embedded-wallet/protocol'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { caipAccounts, frameChainId, methodRule, methodsOf } from './methods.js'

const lists = { SAFE_METHODS, UNSAFE_METHODS }

test('a method in neither list is not allowed, on either namespace', () => {
  fc.assert(
    fc.property(
      fc.string().filter((method) => !isKnownMethod(method) && method !== 'wallet_switchEthereumChain'),
      (method) => {
        expect(methodRule('eip155', method, lists)).toBe('notAllowed')
        expect(methodRule('solana', method, lists)).toBe('notAllowed')
      },
    ),
  )
  for (const method of [
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData_v3',
    'wallet_addEthereumChain',
  ]) {
    expect(methodRule('eip155', method, lists)).toBe('notAllowed')
  }
})

test('safe methods run at once, unsafe ones wait for approval, each on its own namespace only', () => {
  for (const method of [...SAFE_METHODS, ...UNSAFE_METHODS]) {
    const solana = method.startsWith('solana_')
    const expected = isSafeMethod(method) ? 'safe' : 'unsafe'
    expect(methodRule(solana ? 'solana' : 'eip155', method, lists)).toBe(expected)
    expect(methodRule(solana ? 'eip155' : 'solana', method, lists)).toBe('notAllowed')
  }
  expect(methodRule('eip155', 'personal_sign', lists)).toBe('unsafe')
  expect(methodRule('eip155', 'eth_call', lists)).toBe('safe')
  expect(methodRule('solana', 'solana_signAndSendTransaction', lists)).toBe('unsafe')
})

test('wallet_switchEthereumChain moves the frame on eip155 and is not allowed on solana', () => {
  expect(methodRule('eip155', 'wallet_switchEthereumChain', lists)).toBe('switchChain')
  expect(methodRule('solana', 'wallet_switchEthereumChain', lists)).toBe('notAllowed')
})

test("a session's methods are exactly those its namespace allows", () => {
  const evm = methodsOf('eip155', lists)
  const solana = methodsOf('solana', lists)
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

test('accounts on every chain; the frame names eip155 chains by number and others by CAIP-2', () => {
  expect(caipAccounts(['eip155:1', 'eip155:10'], ['0xa', '0xb'])).toEqual([
    'eip155:1:0xa',
    'eip155:1:0xb',
    'eip155:10:0xa',
    'eip155:10:0xb',
  ])
  expect(frameChainId('eip155:31337')).toBe(31337)
  expect(frameChainId('solana:localnet')).toBe('solana:localnet')
})
