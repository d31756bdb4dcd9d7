import { devnetAccount } from '@portico/devnet/contracts'
import type { Browser } from 'playwright-core'
import { parseEther, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import {
  accountAddress,
  answerInFrame,
  closeAccount,
  codeIn,
  enterCode,
  ethBalance,
  linkIn,
  mailTo,
  newEmail,
  PASSWORD,
  sendNative,
  setEthBalance,
  setRecoveryPassword,
  startEmailLogin,
  walletFrame,
} from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot, switchNetwork } from './harness.js'

// The embedded wallet end to end: the demo's e-mail field, the wallet service (`apps/wallet-service`) on its own origin
// with its frame, login codes and device links sent over SMTP to the catcher (read here from its inbox, never
// from the service's database), keys made in the frame, funds on the local EVM and Solana chains.
const world = inject('world')
const evm = world.chains[0]

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(world.solana?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
const lamports = async (address: string) =>
  BigInt((await solanaRpc<{ value: number }>('getBalance', [address, { commitment: 'confirmed' }])).value)

async function finish(demo: Demo | undefined, name: string) {
  if (!demo) return
  await screenshot(demo.page, `embedded-last-${name}`).catch(() => undefined)
  if (demo.errors.length) console.log(name, demo.errors)
  await demo.close()
}

describe.skipIf(skipBrowser || !world.authUrl)('embedded wallet (e-mail login)', () => {
  let browser: Browser
  let demo: Demo
  let email = newEmail()
  let evmAddress: `0x${string}`
  let solanaAddress: string
  beforeAll(async () => {
    browser = await connectBrowser()
    demo = await openDemo(browser)
  })
  afterAll(async () => {
    await finish(demo, 'journey')
    await browser?.close()
  })

  test('a new user signs up: the code from the inbox, a recovery password in the frame, then EVM and Solana addresses', async () => {
    const { page } = demo
    const started = Date.now()
    await startEmailLogin(page, email)
    await dialog(page).getByText(`Enter the code we sent to ${email}`).waitFor()
    await screenshot(page, 'embedded-otp')
    const mail = await mailTo(email, started, /sign-in code/)
    await enterCode(page, codeIn(mail))
    // A new user: the frame, shown inside the modal, asks for the recovery password.
    await dialog(page).getByRole('heading', { name: 'Secure your wallet' }).waitFor()
    await walletFrame(page).getByLabel('Confirm password').waitFor()
    await screenshot(page, 'embedded-setup')
    await setRecoveryPassword(page)
    await page.getByTestId('account-address').first().waitFor()
    evmAddress = (await accountAddress(page)) as `0x${string}`
    expect(evmAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Not the injected dev wallet's account: a key of its own.
    expect(evmAddress.toLowerCase()).not.toBe(devnetAccount(0).address.toLowerCase())
    if (world.solana) {
      await switchNetwork(page, world.solana.name)
      await expect.poll(() => accountAddress(page)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      solanaAddress = (await accountAddress(page)) as string
      await switchNetwork(page, evm?.name ?? '')
      await expect.poll(() => accountAddress(page)).toBe(evmAddress)
    }
  })

  test('the account shows the e-mail and the wallet settings', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByText(email).first().waitFor()
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Export private key' }).waitFor()
    await modal.getByRole('button', { name: 'Change e-mail' }).waitFor()
    await modal.getByRole('button', { name: 'Sign out' }).waitFor()
    await screenshot(page, 'embedded-wallet-settings')
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('signs a message: the modal shows the frame with the text, Approve there, and the signature verifies', async () => {
    const { page } = demo
    await setEthBalance(evmAddress, '10')
    const message = `Hello from ${email}`
    await page.locator('.sign-card textarea').fill(message)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await answerInFrame(page, 'Approve', message)
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: evmAddress, message, signature })).toBe(true)
    await dialog(page).waitFor({ state: 'hidden' })
  })

  test('EVM send: Reject in the frame moves nothing; Approve sends the ETH', async () => {
    const { page } = demo
    await setEthBalance(evmAddress, '10')
    const receiver = devnetAccount(7).address
    const before = await ethBalance(receiver)
    await sendNative(page, /Ether|ETH/, '0.25', receiver)
    await answerInFrame(page, 'Reject', /0\.25/)
    await page.getByText('Something went wrong').first().waitFor()
    expect(await ethBalance(receiver)).toBe(before)
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })

    await sendNative(page, /Ether|ETH/, '0.25', receiver)
    await answerInFrame(page, 'Approve', /0\.25/, 'embedded-approve-send')
    await expect.poll(() => ethBalance(receiver)).toBe(before + parseEther('0.25'))
    await closeAccount(page)
  })

  test.skipIf(!world.solana)('Solana send: Approve in the frame sends the SOL', async () => {
    const { page } = demo
    await solanaRpc('requestAirdrop', [solanaAddress, 2_000_000_000])
    await expect.poll(() => lamports(solanaAddress)).toBeGreaterThan(0n)
    await switchNetwork(page, world.solana?.name ?? '')
    await expect.poll(() => accountAddress(page)).toBe(solanaAddress)
    const receiver = '8qbHbw2BbbTHBW1sbeqakYXVKRQM8Ne7pLK7m6CVfeR' // any valid address with no account yet
    const before = await lamports(receiver).catch(() => 0n)
    await sendNative(page, /Solana|SOL/, '0.5', receiver)
    await answerInFrame(page, 'Approve', /0\.5/)
    await expect.poll(() => lamports(receiver)).toBe(before + 500_000_000n)
    await closeAccount(page)
    await switchNetwork(page, evm?.name ?? '')
    await expect.poll(() => accountAddress(page)).toBe(evmAddress)
  })

  test('a reload keeps the wallet: the same address, no code, no prompt', async () => {
    const { page } = demo
    await page.reload()
    await expect.poll(() => accountAddress(page)).toBe(evmAddress)
    expect(await dialog(page).isVisible()).toBe(false)
  })

  test('the app page cannot reach into the frame: no document, and forged messages get no answer', async () => {
    const { page } = demo
    const probe = await page.evaluate(async () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/frame?"]')
      if (!frame?.contentWindow) return { found: false }
      const heard: unknown[] = []
      const listener = (event: MessageEvent) => heard.push(event.data)
      window.addEventListener('message', listener)
      // An approval button does not exist for this page, and neither do made-up message types.
      frame.contentWindow.postMessage({ source: 'portico-app', id: 'forged-00000001', type: 'APPROVE' }, '*')
      frame.contentWindow.postMessage(
        { source: 'portico-app', id: 'forged-00000002', type: 'RPC_REQUEST', payload: 'x'.repeat(300_000) },
        '*',
      )
      await new Promise((resolve) => setTimeout(resolve, 1000))
      window.removeEventListener('message', listener)
      return { found: true, document: frame.contentDocument === null, heard: heard.length }
    })
    expect(probe).toEqual({ found: true, document: true, heard: 0 })
  })

  test('Export private key: a code by e-mail, entered in the frame, shows the keys there only', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    const started = Date.now()
    await modal.getByRole('button', { name: 'Export private key' }).click()
    const frame = walletFrame(page)
    await frame.getByText(`We sent a code to ${email}`).waitFor()
    await frame.getByLabel('Code').fill(codeIn(await mailTo(email, started, /export/i)))
    await frame.getByRole('button', { name: 'Verify' }).click()
    await frame.getByText('EVM private key').waitFor()
    // The key shown in the frame is this wallet's; the app's page never had it.
    const key = (await frame.locator('[data-secret="evm"]').textContent())?.trim() as `0x${string}`
    expect(privateKeyToAddress(key)).toBe(evmAddress)
    expect(await page.content()).not.toContain(key.slice(2))
    await page.waitForTimeout(400)
    await screenshot(page, 'embedded-export')
    await frame.getByRole('button', { name: 'Done' }).click()
    // Done in the frame returns to the settings (the frame hides, the page has the keyboard again).
    await modal.getByRole('button', { name: 'Export private key' }).waitFor()
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('Change e-mail: a code to the current address, then one to the new; the account shows the new one', async () => {
    const { page } = demo
    const next = newEmail()
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Change e-mail' }).click()
    const started = Date.now()
    await modal.getByRole('textbox', { name: 'New e-mail address' }).fill(next)
    await modal.getByRole('button', { name: 'Send code' }).click()
    await modal.getByText(`Enter the code sent to ${email}`).waitFor()
    await enterCode(page, codeIn(await mailTo(email, started)))
    await modal.getByText(`Enter the code sent to ${next}`).waitFor()
    await enterCode(page, codeIn(await mailTo(next, started)))
    await modal.getByText(next).first().waitFor()
    email = next
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'hidden' })
  })

  test('Sign out disconnects; a code asked again within 30 s gets "Please try again after N seconds"', async () => {
    const { page } = demo
    await page.getByRole('button', { name: 'Account details' }).click()
    const modal = dialog(page)
    await modal.getByRole('button', { name: 'Wallet settings' }).click()
    await modal.getByRole('button', { name: 'Sign out' }).click()
    await page.getByTestId('account-address').waitFor({ state: 'detached' })
    // The modal stays, back on Connect: the e-mail field is there to log in again.
    const field = modal.getByRole('textbox', { name: 'E-mail address' })
    await field.fill(email)
    const started = Date.now()
    await modal.getByRole('button', { name: 'Continue with e-mail' }).click()
    await modal.getByText(`Enter the code we sent to ${email}`).waitFor()
    await mailTo(email, started, /sign-in code/)
    await modal.getByRole('button', { name: 'Back' }).click()
    await modal.getByRole('button', { name: 'Continue with e-mail' }).click()
    await modal.getByText(/Please try again after \d+ seconds/).waitFor()
    // The typed address stays.
    expect(await modal.getByRole('textbox', { name: 'E-mail address' }).inputValue()).toBe(email)
    await page.keyboard.press('Escape')
  })

  test('a second browser is a new device: an approval link by e-mail, the recovery password, the same addresses', async () => {
    const other = await openDemo(browser)
    try {
      const { page } = other
      const started = Date.now()
      await startEmailLogin(page, email)
      await dialog(page).getByText('Register this device to continue').waitFor()
      const link = linkIn(await mailTo(email, started, /device/i))
      // The link opens the service's page; a GET approves nothing, the button does.
      const approval = await other.context.newPage()
      await approval.goto(link)
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await approval.getByText(/Device approved/).waitFor()
      await approval.close()
      await dialog(page).getByText(`Enter the code we sent to ${email}`).waitFor()
      await enterCode(page, codeIn(await mailTo(email, started, /sign-in code/)))
      await dialog(page).getByRole('heading', { name: 'Unlock your wallet' }).waitFor()
      const frame = walletFrame(page)
      await frame.getByLabel('Password', { exact: true }).fill('not the password')
      await frame.getByRole('button', { name: 'Unlock wallet' }).click()
      await frame.getByText('Wrong recovery password.').waitFor()
      await frame.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await frame.getByRole('button', { name: 'Unlock wallet' }).click()
      await expect.poll(() => accountAddress(page)).toBe(evmAddress)
      if (world.solana) {
        await switchNetwork(page, world.solana.name)
        await expect.poll(() => accountAddress(page)).toBe(solanaAddress)
      }
    } finally {
      await finish(other, 'new-device')
    }
  })

  test('a wrong code five times burns it: even the right code is refused then', async () => {
    const other = await openDemo(browser)
    try {
      const { page } = other
      const address = newEmail()
      const started = Date.now()
      await startEmailLogin(page, address)
      await dialog(page).getByText(`Enter the code we sent to ${address}`).waitFor()
      const code = codeIn(await mailTo(address, started, /sign-in code/))
      const wrong = code === '000000' ? '111111' : '000000'
      for (let i = 0; i < 5; i++) {
        await enterCode(page, wrong)
        await dialog(page)
          .getByText(/Wrong code|Too many wrong tries/)
          .waitFor()
        await enterCode(page, '')
      }
      await enterCode(page, code)
      await dialog(page).getByText('Too many wrong tries. Ask for a new code.').waitFor()
    } finally {
      await finish(other, 'burned')
    }
  })
})

describe.skipIf(skipBrowser || !world.authUrl)('embedded wallet on an origin the service refuses', () => {
  test("the e-mail field says 'Invalid App Configuration' and no frame is put in the page", async () => {
    const browser = await connectBrowser()
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const url = new URL(inject('demoUrl'))
      // Chromium resolves *.localhost to this machine; the projects allow only localhost and 127.0.0.1.
      url.hostname = 'refused.localhost'
      await page.goto(url.toString())
      await startEmailLogin(page, newEmail())
      const modal = dialog(page)
      await modal.locator('portico-email-login').getByText('Invalid App Configuration').waitFor()
      expect(await page.locator('iframe[src*="/frame?"]').count()).toBe(0)
    } finally {
      await context.close()
      await browser.close()
    }
  })
})
