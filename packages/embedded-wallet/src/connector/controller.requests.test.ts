import { createStorage } from '@portico/core'
import { afterEach, describe, expect, test } from 'vitest'
import { destroyConfigs, loggedIn, until } from '../test/controllerWorld.js'
import { EVM_ADDRESS, SOLANA_ADDRESS } from '../test/scriptedFrame.js'

// The controller inside a real config, with adapters that connect through the session they are handed and the
// frame scripted in memory (test/controllerWorld.ts): wallet requests through the sessions it hands them.

afterEach(destroyConfigs)

describe('wallet requests through the sessions', () => {
  test('safe reads run at once; an unsafe request shows its approval until the user answers', async () => {
    const world = await loggedIn()
    const { embedded, wallet, evm } = world
    const session = evm.held.session!
    expect(session.getAccounts()).toEqual([`eip155:31337:${EVM_ADDRESS}`, `eip155:31338:${EVM_ADDRESS}`])
    expect(session.getChains()).toEqual(['eip155:31337', 'eip155:31338'])
    expect(session.getMethods()).toContain('personal_sign')

    expect(
      await session.request({ chainId: 'eip155:31337', method: 'eth_getBalance', params: [EVM_ADDRESS] }),
    ).toBe('0x1')
    expect(wallet.world.received.at(-1)).toEqual({
      type: 'RPC_REQUEST',
      payload: { chainId: 31337, method: 'eth_getBalance', params: [EVM_ADDRESS] },
    })

    const signing = session.request({
      chainId: 'eip155:31338',
      method: 'personal_sign',
      params: ['0x00', EVM_ADDRESS],
    })
    await until(() => wallet.world.waiting.has('personal_sign'))
    expect(embedded.state).toMatchObject({
      approval: { method: 'personal_sign', chainId: 'eip155:31338' },
      frameVisible: 'approve',
    })
    wallet.approveRequest('personal_sign')
    expect(await signing).toBe(`0x${'cd'.repeat(65)}`)
    expect(embedded.state).toMatchObject({ approval: undefined, frameVisible: undefined })

    const refused = session.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{}] })
    await until(() => wallet.world.waiting.has('eth_sendTransaction'))
    wallet.rejectRequest('eth_sendTransaction')
    await expect(refused).rejects.toMatchObject({ code: 4001 })
    expect(embedded.state.approval).toBeUndefined()
  })

  test('an approved EVM request answered with something that is no hash or signature is refused, not handed on', async () => {
    const { wallet, evm } = await loggedIn()
    const session = evm.held.session!
    wallet.world.answerNext = { hash: '0x12' }
    const sending = session.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{}] })
    await until(() => wallet.world.waiting.has('eth_sendTransaction'))
    wallet.approveRequest('eth_sendTransaction')
    await expect(sending).rejects.toMatchObject({ name: 'RpcError', code: -32603 })

    const hashed = session.request({ chainId: 'eip155:31337', method: 'eth_sendTransaction', params: [{}] })
    await until(() => wallet.world.waiting.has('eth_sendTransaction'))
    wallet.approveRequest('eth_sendTransaction')
    expect(await hashed).toBe(`0x${'ab'.repeat(32)}`)
  })

  test('closing the modal over an approval rejects it as the user would', async () => {
    const { embedded, wallet, solana } = await loggedIn()
    const signing = solana.held.session!.request({
      chainId: 'solana:localnet',
      method: 'solana_signMessage',
      params: { message: 'x', pubkey: SOLANA_ADDRESS },
    })
    await until(() => wallet.world.waiting.has('solana_signMessage'))
    expect(wallet.world.received.at(-1)?.payload).toMatchObject({ chainId: 'solana:localnet' })
    embedded.abortPending()
    await expect(signing).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(embedded.state).toMatchObject({ approval: undefined, frameVisible: undefined, status: 'idle' })
  })

  test('a method in neither list is refused without reaching the frame, and counted', async () => {
    const { embedded, wallet, evm, solana } = await loggedIn()
    const sent = wallet.world.received.length
    await expect(
      evm.held.session!.request({ chainId: 'eip155:31337', method: 'eth_sign', params: [] }),
    ).rejects.toMatchObject({
      name: 'EmbeddedRequestNotAllowedError',
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    await expect(
      solana.held.session!.request({ chainId: 'solana:localnet', method: 'personal_sign' }),
    ).rejects.toMatchObject({ name: 'EmbeddedRequestNotAllowedError' })
    expect(embedded.state.notAllowed).toBe(2)
    expect(wallet.world.received.length).toBe(sent)
  })

  test('wallet_switchEthereumChain moves the frame to a chain of the config, and only there', async () => {
    const { wallet, evm, backend } = await loggedIn()
    const session = evm.held.session!
    expect(
      await session.request({
        chainId: 'eip155:31338',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      }),
    ).toBeNull()
    expect(wallet.world.received.at(-1)).toEqual({ type: 'SWITCH_NETWORK', payload: { chainId: 31338 } })
    expect(createStorage({ storage: backend }).getItem('embeddedWalletChainId')).toBe(31338)
    await expect(
      session.request({
        chainId: 'eip155:1',
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
