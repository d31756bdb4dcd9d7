// @vitest-environment node
// Linked login methods in the wallet frame, in Chromium, against the real service set up with the local stand-in of
// the social providers (`@portico/idp`). An e-mail user links Google from the frame's login methods (the provider's
// page in a window the click opened, which ends on the service's own page), and Google then opens the same wallet
// on a new device; Unlink removes it again, never the last way in; a declined login or a closed window shows
// nothing; an account that opens another wallet is refused.

import { join } from 'node:path'
import { freePort, skipBrowser } from '@portico/dev-utils'
import { type Idp, type SocialProvider, startIdp } from '@portico/idp'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ok, request, syncApp } from './test/appPage.js'
import { type FrameWorld, screenshots, startFrameWorld } from './test/frameWorld.js'

const PASSWORD = 'correct horse battery'
const client = { clientId: 'portico-wallet', clientSecret: 'portico-wallet-secret' }

type Device = Awaited<ReturnType<FrameWorld['openApp']>>

/** A new device (a browser context of its own) on the app page, synced. */
async function newDevice(world: FrameWorld): Promise<Device> {
  const device = await world.openApp()
  await syncApp(device.page, world.networks())
  return device
}

/** Sets the recovery password (a new wallet) or enters it (a new device), in the frame's form. */
async function passwordStep(device: Device, wallet: 'create' | 'recover') {
  const setup = request(device.page, 'SETUP_WALLET', {}, 60_000)
  await device.frame.locator(`form[data-view="${wallet === 'create' ? 'setup' : 'recover'}"]`).waitFor()
  await device.frame.locator('input[name="password"]').fill(PASSWORD)
  if (wallet === 'create') await device.frame.locator('input[name="confirm"]').fill(PASSWORD)
  await device.frame.locator('button[type="submit"]').click()
  expect((await setup)?.type).toBe('SETUP_WALLET_SUCCESS')
}

/** Signs `email` up on `device` with the e-mailed code and a recovery password; answers its EVM address. */
async function emailSignUp(world: FrameWorld, device: Device, email: string) {
  const before = Date.now()
  expect(await ok(device.page, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  const code = await world.codeAfter(before, email)
  expect(await ok(device.page, 'CONNECT_OTP', { otp: code })).toEqual({ wallet: 'create' })
  await passwordStep(device, 'create')
  return (await ok(device.page, 'GET_USER', { chainId: 31337 })).address as string
}

/**
 * Logs in on `device` with `provider` as the test user `pick`, as the kit does: the provider's page in a window of
 * the app, which comes back to the app page with the result the frame redeems (CONNECT_SOCIAL).
 */
async function socialLogIn(world: FrameWorld, device: Device, provider: SocialProvider, pick: string) {
  const { uri } = await ok(device.page, 'GET_SOCIAL_REDIRECT_URI', {
    provider,
    returnTo: `${world.appOrigin}/`,
  })
  const window = await device.ctx.newPage()
  await window.goto(uri as string)
  await window.locator(`[data-user="${pick}"]`).click()
  await window.waitForURL((url) => url.searchParams.has('portico_social'))
  const back = window.url()
  await window.close()
  return (await ok(device.page, 'CONNECT_SOCIAL', { uri: back })) as {
    wallet: 'create' | 'recover' | 'ready'
  }
}

/** Opens the frame's login methods (MANAGE_LOGIN_METHODS): the pending answer and the view, once it has listed. */
async function openLoginMethods(device: Device) {
  const answer = request(device.page, 'MANAGE_LOGIN_METHODS', {}, 120_000)
  const view = device.frame.locator('[data-view="login-methods"]')
  await view.locator('[data-method="email"]').waitFor()
  return { answer, view }
}

type View = Awaited<ReturnType<typeof openLoginMethods>>['view']

/** Presses Link for `provider` in the frame: the window it opened. */
async function clickLink(device: Device, view: View, name: string): Promise<Page> {
  const opened = device.ctx.waitForEvent('page')
  await view.getByRole('button', { name: `Link ${name}` }).click()
  return opened
}

/** Waits until no link is under way (the Link buttons are enabled again). */
const linkSettled = (view: View) =>
  expect.poll(() => view.locator('[data-link]:disabled').count(), { timeout: 10_000 }).toBe(0)

const linkedProviders = (view: View) =>
  view
    .locator('[data-method="social"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-provider')))

describe.skipIf(skipBrowser)('linked login methods in the wallet frame', () => {
  let idp: Idp
  let world: FrameWorld
  beforeAll(async () => {
    // The provider must know the service's callback before the service starts: its port is chosen first.
    const port = await freePort()
    idp = await startIdp({
      clients: [{ ...client, redirectUris: [`http://127.0.0.1:${port}/social/callback`] }],
    })
    world = await startFrameWorld({ servicePort: port, social: idp.settings(client), page: { height: 480 } })
  })
  afterAll(async () => {
    await world?.stop()
    await idp?.close()
  })

  test('an e-mail user links Google in a window the frame opens; Google then opens the same wallet on a new device; Unlink removes it', async () => {
    const device = await newDevice(world)
    const email = `linker-${Date.now()}@example.com`
    const address = await emailSignUp(world, device, email)

    let { answer, view } = await openLoginMethods(device)
    expect(await view.locator('h1').textContent()).toBe('Login methods')
    expect(await view.locator('[data-method="email"]').textContent()).toContain(email)
    expect(await view.locator('[data-method="passkeys"]').textContent()).toContain('Passkeys (0)')
    expect(await linkedProviders(view)).toEqual([])
    // Every provider the service offers, in its order.
    expect(
      await view.locator('[data-link]').evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    ).toEqual(['Link Google', 'Link GitHub', 'Link Apple', 'Link Facebook', 'Link X', 'Link Discord'])

    const popup = await clickLink(device, view, 'Google')
    await expect
      .poll(() => view.locator('[role="status"]').textContent())
      .toBe('Continue in the window that opened…')
    // The provider's login page, in the window; picking the user ends on the service's page, which the frame reads.
    await popup.locator('[data-user="ada"]').click()
    await expect.poll(() => view.locator('[role="status"]').textContent()).toBe('Google linked.')
    expect(popup.isClosed()).toBe(true)
    expect(await linkedProviders(view)).toEqual(['google'])
    expect(await view.locator('[data-provider="google"]').textContent()).toContain('ada@example.com')
    expect(await view.getByRole('button', { name: 'Link Google' }).count()).toBe(0)
    expect(await view.locator('.error').textContent()).toBe('')
    await device.page.screenshot({ path: join(screenshots, 'login-methods.png') })
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await answer)?.type).toBe('MANAGE_LOGIN_METHODS_SUCCESS')
    expect(await device.frame.locator('#portico-root').innerHTML()).toBe('')

    // A new device: Google opens the same wallet (a new device of it: the recovery password rebuilds it).
    const other = await newDevice(world)
    expect(await socialLogIn(world, other, 'google', 'ada')).toMatchObject({ wallet: 'recover' })
    await passwordStep(other, 'recover')
    expect((await ok(other.page, 'GET_USER', { chainId: 31337 })).address).toBe(address)
    await other.ctx.close()

    // Unlinked, asked again inline; the e-mail still opens the wallet.
    ;({ answer, view } = await openLoginMethods(device))
    await view.locator('[data-provider="google"]').getByRole('button', { name: 'Unlink' }).click()
    expect(await view.textContent()).toContain('Unlink Google? It will no longer open this wallet.')
    await view.locator('[data-confirm]').click()
    await expect.poll(() => view.locator('[role="status"]').textContent()).toBe('Google unlinked.')
    expect(await linkedProviders(view)).toEqual([])
    expect(await view.getByRole('button', { name: 'Link Google' }).count()).toBe(1)
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await answer)?.type).toBe('MANAGE_LOGIN_METHODS_SUCCESS')

    // Google now opens a wallet of its own.
    const third = await newDevice(world)
    expect(await socialLogIn(world, third, 'google', 'ada')).toMatchObject({ wallet: 'create' })
    await third.ctx.close()
    await device.ctx.close()
  })

  test('a Google user without an e-mail address links GitHub and unlinks Google; the last way in cannot be unlinked', async () => {
    const device = await newDevice(world)
    expect(await socialLogIn(world, device, 'google', 'grace')).toMatchObject({ wallet: 'create' })
    await passwordStep(device, 'create')

    const { answer, view } = await openLoginMethods(device)
    const emailRow = await view.locator('[data-method="email"]').textContent()
    expect(emailRow).toContain('No e-mail address')
    expect(emailRow).toContain('You can add one in Wallet settings.')
    expect(await linkedProviders(view)).toEqual(['google'])

    // The only way in: refused, and the view stays.
    await view.getByRole('button', { name: 'Unlink' }).click()
    await view.locator('[data-confirm]').click()
    await expect
      .poll(() => view.locator('.error').textContent())
      .toBe('Add another way to log in before removing this one.')
    expect(await linkedProviders(view)).toEqual(['google'])

    const popup = await clickLink(device, view, 'GitHub')
    await popup.locator('[data-user="grace"]').click()
    await expect.poll(() => view.locator('[role="status"]').textContent()).toBe('GitHub linked.')
    expect(await view.locator('.error').textContent()).toBe('')
    expect(await linkedProviders(view)).toEqual(['google', 'github'])
    expect(await view.locator('[data-provider="github"]').textContent()).toContain('grace')

    await view.locator('[data-provider="google"]').getByRole('button', { name: 'Unlink' }).click()
    await view.locator('[data-confirm]').click()
    await expect.poll(() => view.locator('[role="status"]').textContent()).toBe('Google unlinked.')
    expect(await linkedProviders(view)).toEqual(['github'])
    await view.getByRole('button', { name: 'Unlink' }).click()
    await view.locator('[data-confirm]').click()
    await expect
      .poll(() => view.locator('.error').textContent())
      .toBe('Add another way to log in before removing this one.')
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await answer)?.type).toBe('MANAGE_LOGIN_METHODS_SUCCESS')
    await device.ctx.close()
  })

  test('a declined login or a closed window shows nothing; an account that opens another wallet is refused', async () => {
    // Alan's Discord account opens a wallet of its own.
    const alan = await newDevice(world)
    expect(await socialLogIn(world, alan, 'discord', 'alan')).toMatchObject({ wallet: 'create' })
    await alan.ctx.close()

    const device = await newDevice(world)
    await emailSignUp(world, device, `declines-${Date.now()}@example.com`)
    const { answer, view } = await openLoginMethods(device)

    // Declined at the provider.
    let popup = await clickLink(device, view, 'Facebook')
    await popup.locator('[data-cancel]').click()
    await linkSettled(view)
    expect(await view.locator('[role="status"]').textContent()).toBe('')
    expect(await view.locator('.error').textContent()).toBe('')
    expect(popup.isClosed()).toBe(true)

    // The window closed by the user.
    popup = await clickLink(device, view, 'X')
    await popup.locator('[data-user]').first().waitFor()
    await popup.close()
    await linkSettled(view)
    expect(await view.locator('[role="status"]').textContent()).toBe('')
    expect(await view.locator('.error').textContent()).toBe('')

    // Alan's Discord account is never moved to this wallet.
    popup = await clickLink(device, view, 'Discord')
    await popup.locator('[data-user="alan"]').click()
    await expect
      .poll(() => view.locator('.error').textContent())
      .toBe('This account already opens another wallet.')
    expect(await linkedProviders(view)).toEqual([])
    await view.getByRole('button', { name: 'Done' }).click()
    expect((await answer)?.type).toBe('MANAGE_LOGIN_METHODS_SUCCESS')
    await device.ctx.close()
  })
})
