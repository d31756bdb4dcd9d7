// The first steps of the walk: the frame announces itself, a new user signs up and sets a recovery password,
// and GET_USER answers the addresses the service holds.

import { join } from 'node:path'
import { type Address, isAddress } from 'viem'
import { expect, test } from 'vitest'
import { type AppWindow, ok, request } from './appPage.js'
import type { FrameSession } from './frameSession.js'
import { screenshots } from './frameWorld.js'

export function signUpSteps(s: FrameSession) {
  test('the frame announces itself with FRAME_READY to the app origin only', async () => {
    const { openApp, sync } = s.scope()
    s.device1 = await openApp()
    const ready = await s.device1.page.evaluate(() => (window as unknown as AppWindow).frameReady)
    expect(ready).toEqual({ source: 'portico-frame', type: 'FRAME_READY', payload: { version: 'test-1' } })
    await sync(s.device1.page)
    expect(await ok(s.device1.page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await ok(s.device1.page, 'GET_CHAIN_ID')).toEqual({ chainId: 31337 })
  })

  test('a new user signs up with the e-mailed code and sets a recovery password in the frame', async () => {
    const { codeAfter, email, password, device1 } = s.scope()
    const { page, frame } = device1
    const before = Date.now()
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    const wrong = await request(page, 'CONNECT_OTP', { otp: '000000' })
    expect(wrong?.type).toBe('CONNECT_OTP_ERROR')
    expect(wrong?.payload).toMatchObject({ reason: 'OTP_INVALID' })
    expect(await ok(page, 'CONNECT_OTP', { otp: await codeAfter(before) })).toEqual({ wallet: 'create' })

    const setup = request(page, 'SETUP_WALLET')
    const form = frame.locator('form[data-view="setup"]')
    await form.waitFor()
    await expect(frame.locator('h1').textContent()).resolves.toBe('Set a recovery password')
    expect(await frame.locator('.warning').textContent()).toMatch(/lose both this password and this device/)
    // Too short, then not matching: the form says so and stays.
    await page.screenshot({ path: join(screenshots, 'setup-password.png') })
    await frame.locator('input[name="password"]').fill('short')
    await frame.locator('input[name="confirm"]').fill('short')
    await frame.locator('button[type="submit"]').click()
    expect(await frame.locator('.error').textContent()).toBe('Use at least 8 characters.')
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('input[name="confirm"]').fill(`${password}!`)
    await frame.locator('button[type="submit"]').click()
    expect(await frame.locator('.error').textContent()).toBe('The passwords do not match.')
    await frame.locator('input[name="confirm"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    // Idle again: nothing on screen.
    expect(await frame.locator('#portico-root').innerHTML()).toBe('')
    expect(await ok(page, 'IS_CONNECTED')).toEqual({ isConnected: true })
  })

  test('GET_USER answers the EVM or Solana address by the chain, and the service holds the same addresses', async () => {
    const { auth, solanaDevnet, email, device1 } = s.scope()
    const { page } = device1
    const evm = await ok(page, 'GET_USER', { chainId: 31337 })
    const solana = await ok(page, 'GET_USER', { chainId: solanaDevnet.caipNetworkId })
    expect(isAddress(evm.address as string)).toBe(true)
    expect(solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(evm).toMatchObject({
      email,
      chainId: 31337,
      preferredAccountType: 'eoa',
      accounts: [{ address: evm.address, type: 'eoa' }],
    })
    expect(solana).toMatchObject({
      chainId: solanaDevnet.caipNetworkId,
      accounts: [{ address: solana.address, type: 'eoa' }],
    })
    s.addresses = { eip155: evm.address as Address, solana: solana.address as string }
    const [stored] = await auth.db.query<{ eip155_address: string; solana_address: string }>(
      'select eip155_address, solana_address from wallets',
    )
    expect(stored).toEqual({ eip155_address: s.addresses.eip155, solana_address: s.addresses.solana })
    expect(await ok(page, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] })
    expect(await ok(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: s.addresses.eip155,
    })
    expect(await ok(page, 'SWITCH_NETWORK', { chainId: solanaDevnet.caipNetworkId })).toEqual({
      chainId: solanaDevnet.caipNetworkId,
    })
    expect(await ok(page, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: s.addresses.solana,
    })
    expect(await ok(page, 'SWITCH_NETWORK', { chainId: 31337 })).toEqual({ chainId: 31337 })
    const smart = await request(page, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
    expect(smart?.payload).toMatchObject({ reason: 'NOT_SUPPORTED' })
    // Known user, known device: CONNECT at once.
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'CONNECT' })
  })
}
