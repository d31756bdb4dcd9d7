import { UserRejectedRequestError } from '@portico/core'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test, vi } from 'vitest'
import { PorticoProvider } from '../PorticoProvider.js'
import { chainB, createTestConfig } from '../test/createTestConfig.js'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useDisconnect } from './useDisconnect.js'
import { useModal } from './useModal.js'
import { useNetwork } from './useNetwork.js'
import { useSignMessage } from './useSignMessage.js'

vi.mock('@portico/ui', () => import('../test/uiStub.js'))

function setup<T>(hook: () => T) {
  const test = createTestConfig()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoProvider config={test.config}>{children}</PorticoProvider>
  )
  const rendered = renderHook(hook, { wrapper })
  const connect = () => act(() => test.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' }))
  return { ...test, ...rendered, connect }
}

test('useAccount follows connect and disconnect', async () => {
  const { result, connect, config } = setup(() => useAccount())
  expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, address: undefined })
  await connect()
  expect(result.current).toMatchObject({
    namespace: 'eip155',
    status: 'connected',
    isConnected: true,
    address: '0xAbC0000000000000000000000000000000000001',
    caipAddress: 'eip155:31337:0xAbC0000000000000000000000000000000000001',
    connectedWalletInfo: expect.objectContaining({ name: 'Test Wallet' }),
  })
  // On EVM the chain id is a number and the address viem's `0x${string}` (narrowed by `namespace`).
  const current = result.current
  if (current.namespace !== 'eip155') throw new Error('expected the EVM account')
  const address: `0x${string}` | undefined = current.address
  const chainId: number | undefined = current.chainId
  expect({ address, chainId, caipNetworkId: current.caipNetworkId }).toEqual({
    address: '0xAbC0000000000000000000000000000000000001',
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
  })
  await act(async () => config.account.set('eip155', 'profileName', 'alice.portico.id'))
  expect(result.current.profileName).toBe('alice.portico.id')
  await act(() => config.disconnect())
  expect(result.current).toMatchObject({ status: 'disconnected', address: undefined, profileName: undefined })
})

test('useNetwork lists the networks and switches the wallet', async () => {
  const { result, connect, wallet } = setup(() => useNetwork())
  expect(result.current.caipNetwork?.caipNetworkId).toBe('eip155:31337')
  expect(result.current.networks.map((n) => n.name)).toEqual(['Local A', 'Local B'])
  await connect()
  await act(() => result.current.switchNetwork(chainB))
  expect(result.current.caipNetwork?.caipNetworkId).toBe('eip155:31338')
  expect(wallet.chain).toBe('eip155:31338')
})

// valtio notifies after a microtask: hence the async `act`s.
test('useModal opens a named view and closes', async () => {
  const { result } = setup(() => useModal())
  expect(result.current).toMatchObject({ isOpen: false })
  await act(async () => result.current.open({ view: 'Networks', namespace: 'eip155' }))
  expect(result.current).toMatchObject({ isOpen: true, view: 'Networks' })
  await act(async () => void result.current.close())
  expect(result.current.isOpen).toBe(false)
  await act(async () => result.current.open())
  expect(result.current.view).toBe('Connect')
})

test('useDisconnect disconnects and reports its status', async () => {
  const { result, connect, config } = setup(() => ({ ...useDisconnect(), account: useAccount() }))
  await connect()
  expect(result.current.account.isConnected).toBe(true)
  await act(() => result.current.disconnect())
  expect(result.current.status).toBe('success')
  expect(result.current.account.isConnected).toBe(false)
  expect(config.storage.getItem('connectorIds')).toBeUndefined()
})

test('useBalance fetches once connected and again after a network switch', async () => {
  const { result, connect, config } = setup(() => useBalance())
  expect(result.current).toMatchObject({ balance: undefined, tokens: [], status: 'idle' })
  await connect()
  await waitFor(() =>
    expect(result.current).toMatchObject({ balance: '1.5', symbol: 'ETH', status: 'success' }),
  )
  // As wagmi's useBalance: the value in the smallest unit, its decimals, the formatted amount and the symbol.
  expect(result.current.data).toEqual({
    value: 1_500_000_000_000_000_000n,
    decimals: 18,
    formatted: '1.5',
    symbol: 'ETH',
  })
  await act(() => config.switchNetwork(chainB))
  await waitFor(() => expect(result.current.balance).toBe('2.25'))
  expect(result.current.data?.value).toBe(2_250_000_000_000_000_000n)
  expect(result.current.isLoading).toBe(false)
})

test('useSignMessage signs with the active adapter; a refusal is an error state', async () => {
  const { result, connect, wallet } = setup(() => useSignMessage())
  await expect(result.current.signMessage('too early')).rejects.toThrow('Address or auth connector not found')
  await connect()
  let signature: string | undefined
  await act(async () => {
    signature = await result.current.signMessage('hello')
  })
  expect(signature).toBe('0xsigned:hello')
  expect(result.current).toMatchObject({ status: 'success', data: '0xsigned:hello' })
  // viem's raw shape goes to the wallet as bytes.
  await act(async () => {
    signature = await result.current.signMessage({ raw: new Uint8Array([1, 2, 3]) })
  })
  expect(signature).toBe('0xsigned:raw:3')

  wallet.reject = true
  await act(() => result.current.signMessage('no').catch(() => {}))
  expect(result.current.status).toBe('error')
  expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)
  act(() => result.current.reset())
  expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
  expect(wallet.signed).toEqual(['hello', 'raw:3'])
})
