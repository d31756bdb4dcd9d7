// The account steps of the walk: export, a second device recovering with the password, what the service's
// database alone cannot do, and a change of e-mail.

import { join } from 'node:path'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from 'vitest'
import { extractLink } from '../../src/index.js'
import { fromBase64 } from '../bytes.js'
import { keysFromEntropy } from '../keys.js'
import { decryptRecoveryShare, WrongPasswordError } from '../recovery.js'
import { combineShares } from '../shares.js'
import { ok, request } from './appPage.js'
import type { FrameSession } from './frameSession.js'
import { screenshots } from './frameWorld.js'

export function accountSteps(s: FrameSession) {
  test('EXPORT_KEY: the code goes to the e-mail, and the frame shows the keys of the wallet until Done', async () => {
    const { codeAfter, email, addresses, device1 } = s.scope()
    const { page, frame } = device1
    const before = Date.now()
    const pending = request(page, 'EXPORT_KEY')
    const view = frame.locator('[data-view="export"]')
    await view.waitFor()
    expect(await view.textContent()).toContain(`We sent a code to ${email}.`)
    await frame.locator('input[name="code"]').fill('000000')
    await frame.locator('button[type="submit"]').click()
    await expect.poll(() => frame.locator('.error').textContent()).toBe('Wrong code.')
    await frame.locator('input[name="code"]').fill(await codeAfter(before))
    await frame.locator('button[type="submit"]').click()
    const evmKey = (await frame.locator('[data-secret="evm"]').textContent()) as Hex
    const solanaKey = await frame.locator('[data-secret="solana"]').textContent()
    expect(privateKeyToAddress(evmKey)).toBe(addresses.eip155)
    expect(solanaKey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
    await page.screenshot({ path: join(screenshots, 'export-keys.png') })
    await frame.getByRole('button', { name: 'Done' }).click()
    expect((await pending)?.type).toBe('EXPORT_KEY_SUCCESS')
    expect(await frame.locator('[data-secret]').count()).toBe(0)
  })

  test('a second device: the e-mailed link approves it, the recovery password unlocks the same wallet', async () => {
    const { solanaDevnet, catcher, openApp, sync, codeAfter, email, password, addresses, device1 } = s.scope()
    const device2 = await openApp()
    const { page, frame } = device2
    await sync(page, 'de')
    const before = Date.now()
    expect(await ok(page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = request(page, 'CONNECT_DEVICE')
    const link = extractLink((await catcher.waitForMail({ to: email, after: before })).text)!
    const approval = await device2.ctx.newPage()
    await approval.goto(link)
    const afterApproval = Date.now()
    await approval.locator('button[type="submit"], input[type="submit"]').first().click()
    await approval.waitForLoadState()
    expect((await waiting)?.payload).toEqual({ approved: true })
    expect(await ok(page, 'CONNECT_OTP', { otp: await codeAfter(afterApproval) })).toEqual({
      wallet: 'recover',
    })

    const setup = request(page, 'SETUP_WALLET')
    const form = frame.locator('form[data-view="recover"]')
    await form.waitFor()
    // The frame speaks the app's language.
    expect(await frame.locator('h1').textContent()).toBe('Wiederherstellungspasswort eingeben')
    await frame.locator('input[name="password"]').fill('not the password')
    await frame.locator('button[type="submit"]').click()
    await expect
      .poll(() => frame.locator('.error').textContent(), { timeout: 20_000 })
      .toBe('Falsches Wiederherstellungspasswort.')
    await frame.locator('input[name="password"]').fill(password)
    await frame.locator('button[type="submit"]').click()
    expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
    expect((await ok(page, 'GET_USER', { chainId: 31337 })).address).toBe(addresses.eip155)
    expect((await ok(page, 'GET_USER', { chainId: solanaDevnet.caipNetworkId })).address).toBe(
      addresses.solana,
    )

    // It signs with the same key, from its own share.
    const pending = request(page, 'RPC_REQUEST', {
      chainId: 31337,
      method: 'personal_sign',
      params: [stringToHex('hi'), addresses.eip155],
    })
    await frame.locator('[data-view="approve"]').waitFor()
    expect(await frame.locator('[data-view="approve"] h1').textContent()).toBe('Nachricht signieren')
    await page.screenshot({ path: join(screenshots, 'approve-de.png') })
    await frame.locator('button.primary').click()
    const signature = ((await pending)!.payload as { result: Hex }).result
    expect(await verifyMessage({ address: addresses.eip155, message: 'hi', signature })).toBe(true)

    // Signing out ends this device's session only.
    expect(await ok(page, 'SIGN_OUT')).toEqual({})
    expect(await ok(page, 'IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await ok(device1.page, 'IS_CONNECTED')).toEqual({ isConnected: true })
    await device2.ctx.close()
  })

  test("the service's database alone rebuilds no key: its shares do not combine, the recovery blob needs the password", async () => {
    const { auth, email, password, addresses } = s.scope()
    // Everything the service stores for this user (after the second device's re-split: two splits).
    const [wallet] = await auth.db.query<{ recovery_split_id: string; recovery_blob: string }>(
      'select w.recovery_split_id, w.recovery_blob from wallets w join users u on u.id = w.user_id where u.email = $1',
      [email],
    )
    const rows = await auth.db.query<{ split_id: string; share: string }>(
      'select s.split_id, s.share from key_shares s join users u on u.id = s.user_id where u.email = $1',
      [email],
    )
    expect(wallet).toBeDefined()
    expect(rows).toHaveLength(2)
    const [first, second] = rows.map((row) => ({ splitId: row.split_id, bytes: fromBase64(row.share) }))
    // The service's shares of two splits are refused together, and forced together they give no key of the wallet.
    await expect(combineShares(first!, second!)).rejects.toThrow()
    const forced = await combineShares(first!, { splitId: first!.splitId, bytes: second!.bytes }).catch(
      () => undefined,
    )
    if (forced) expect((await keysFromEntropy(forced)).addresses.eip155).not.toBe(addresses.eip155)
    // The recovery blob opens with no guess but the password.
    for (const guess of ['', 'password', 'portico', email])
      await expect(decryptRecoveryShare(wallet!.recovery_blob, guess)).rejects.toThrow(WrongPasswordError)
    // With the password, which only the user knows, the same data does rebuild the wallet: the checks above
    // refuse for want of the password, not because the data is broken.
    const recovery = await decryptRecoveryShare(wallet!.recovery_blob, password)
    const serviceShare = [first!, second!].find((share) => share.splitId === wallet!.recovery_split_id)!
    const entropy = await combineShares(serviceShare, { splitId: serviceShare.splitId, bytes: recovery })
    expect((await keysFromEntropy(entropy)).addresses).toEqual(addresses)
  })

  test('UPDATE_EMAIL: a code to the current address, then one to the new one', async () => {
    const { codeAfter, device1 } = s.scope()
    const { page } = device1
    const newEmail = `grace-${process.pid}-${Date.now()}@example.com`
    const before = Date.now()
    expect(await ok(page, 'UPDATE_EMAIL', { email: newEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await codeAfter(before)
    const afterPrimary = Date.now()
    expect(await ok(page, 'UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await codeAfter(afterPrimary, newEmail)
    expect(await ok(page, 'UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })).toEqual({ newEmail })
    expect((await ok(page, 'GET_USER', { chainId: 31337 })).email).toBe(newEmail)
    expect(await ok(page, 'CONNECT_EMAIL', { email: newEmail })).toEqual({ action: 'CONNECT' })
  })
}
