import { memoryStorage } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { chainB } from '../test/networks.js'
import { first, second, settled, siwxOf, world } from '../test/siwxWorld.js'
import { SiwxInitializeError, SiwxSignatureDeclinedError, SiwxSmartAccountError } from './errors.js'

describe('sign-in after connecting', () => {
  test('the status is `checking` as soon as the connect returns, then `needed` when no session exists', async () => {
    const { config } = world()
    await config.ready
    const seen: string[] = []
    siwxOf(config).subscribe((state) => seen.push(state.status))
    expect(siwxOf(config).state).toMatchObject({ enabled: true, status: 'idle' })
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(siwxOf(config).state.status).toBe('checking')
    expect(await settled(config, 'needed')).toBe('needed')
    expect(siwxOf(config).state.caipAddress).toBe(`eip155:31337:${first}`)
    expect(seen.at(-1)).toBe('needed')
  })

  test('signing stores the session, tracks SIWX_AUTH_SUCCESS, and the signed text is the message for the account', async () => {
    const { config, events } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    const result = await siwxOf(config).signIn()
    expect(result.status).toBe('success')
    expect(siwxOf(config).state.status).toBe('signedIn')
    const session = siwxOf(config).state.session
    expect(session?.data).toMatchObject({ chainId: 'eip155:31337', accountAddress: first, version: '1' })
    expect(session?.message).toContain('wants you to sign in with your Ethereum account:')
    expect(events).toContain('SIWX_AUTH_SUCCESS')
    expect(await siwxOf(config).getSessions('eip155:31337', first)).toHaveLength(1)
  })

  test('a declined signature is returned as SiwxSignatureDeclinedError, `declined`, and tracked as SIWX_AUTH_ERROR', async () => {
    const { config, evm, events } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    evm.wallet.reject = true
    const result = await siwxOf(config).signIn()
    expect(result.status === 'error' && result.error).toBeInstanceOf(SiwxSignatureDeclinedError)
    expect(result.status === 'error' && result.error.message).toBe('Signature declined')
    expect(siwxOf(config).state).toMatchObject({
      status: 'declined',
      failure: 'declined',
      session: undefined,
    })
    expect(events).toContain('SIWX_AUTH_ERROR')
    evm.wallet.reject = false
    expect((await siwxOf(config).signIn()).status).toBe('success')
  })

  test("a smart account's refused signature is SiwxSmartAccountError", async () => {
    const { config, app } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    config.account.set('eip155', 'preferredAccountType', 'smartAccount')
    app.server.refuse = true
    const result = await siwxOf(config).signIn()
    expect(result.status === 'error' && result.error).toBeInstanceOf(SiwxSmartAccountError)
    expect(result.status === 'error' && result.error.message).toBe(
      'This application might not support Smart Accounts',
    )
    expect(siwxOf(config).state.failure).toBe('smartAccount')
  })

  test('a failed session check disconnects, shows the siwxInitializeFailed toast and tracks SIWX_AUTH_ERROR', async () => {
    const { config, app, events } = world()
    app.server.failChecks = true
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    for (let i = 0; i < 100 && config.isConnected(); i++) await new Promise((r) => setTimeout(r, 5))
    expect(config.isConnected()).toBe(false)
    expect(config.toasts.state.toast).toMatchObject({ code: 'siwxInitializeFailed', variant: 'error' })
    expect(siwxOf(config).state.error).toBeUndefined()
    expect(new SiwxInitializeError().message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(events).toEqual(expect.arrayContaining(['SIWX_AUTH_ERROR', 'DISCONNECT_SUCCESS']))
    expect(siwxOf(config).state.status).toBe('idle')
  })

  test('a network the app does not support asks nothing', async () => {
    const { config, evm } = world()
    evm.wallet.chain = 'eip155:999'
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await new Promise((r) => setTimeout(r, 20))
    expect(siwxOf(config).state.status).toBe('idle')
  })
})

describe('sessions over time', () => {
  test('a reload keeps a live session without asking again', async () => {
    const backend = memoryStorage()
    const one = world({ backend })
    await one.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(one.config, 'needed')
    await siwxOf(one.config).signIn()
    one.config.destroy()

    const two = world({ backend })
    // The stored connection restores; the session is found, nothing is asked.
    await two.config.ready
    expect(await settled(two.config, 'signedIn', 'needed')).toBe('signedIn')
  })

  test('switching to an account or a network without a session asks again; back to the first finds its session', async () => {
    const { config, evm } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    await siwxOf(config).signIn()
    evm.emit({ type: 'accounts', accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }] })
    expect(siwxOf(config).state.status).toBe('checking')
    expect(await settled(config, 'needed')).toBe('needed')
    expect(siwxOf(config).state.caipAddress).toBe(`eip155:31337:${second}`)
    evm.emit({ type: 'accounts', accounts: [{ namespace: 'eip155', address: first, type: 'eoa' }] })
    expect(await settled(config, 'signedIn', 'needed')).toBe('signedIn')
    await config.switchNetwork(chainB)
    expect(await settled(config, 'signedIn', 'needed')).toBe('needed')
    expect(siwxOf(config).state.caipAddress).toBe(`eip155:31338:${first}`)
  })

  test('an expired session asks again, at its expiry and after a reload', async () => {
    let clock = Date.parse('2026-03-01T10:00:00.000Z')
    const backend = memoryStorage()
    const one = world({ backend, ttl: 60, now: () => clock })
    await one.config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(one.config, 'needed')
    await siwxOf(one.config).signIn()
    expect(siwxOf(one.config).state.status).toBe('signedIn')
    clock += 61
    // The expiry timer looks again (60 ms after signing, by the real timer).
    expect(await settled(one.config, 'needed')).toBe('needed')
    one.config.destroy()

    const two = world({ backend, ttl: 60, now: () => clock })
    await two.config.ready
    expect(await settled(two.config, 'signedIn', 'needed')).toBe('needed')
  })

  test('disconnect signs out (signOutOnDisconnect); signOut revokes and, when optional, asks nothing', async () => {
    const { config, app } = world()
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    await settled(config, 'needed')
    await siwxOf(config).signIn()
    await siwxOf(config).signOut()
    expect(siwxOf(config).state).toMatchObject({ status: 'dismissed', session: undefined })
    expect(app.server.calls).toContain(`revoke:eip155:31337:${first}`)
    await siwxOf(config).signIn()
    app.server.calls.length = 0
    await config.disconnect()
    expect(app.server.calls).toEqual([`revoke:eip155:31337:${first}`])
    expect(siwxOf(config).state.status).toBe('idle')
    expect(await siwxOf(config).getSessions('eip155:31337', first)).toEqual([])
  })
})
