import { randomBytes } from 'node:crypto'
import { addVirtualAuthenticator } from '@portico/dev-utils'
import type { FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { inject } from 'vitest'
import { dialog, screenshot } from './harness.js'

// E-mail login in the demo, as a person does it: the e-mail field, the code from the catcher's inbox (the mail
// went over SMTP; the service's database is never read), the recovery password typed into the wallet's frame.
const world = inject('world')
export const PASSWORD = 'correct horse battery staple'

type Mail = { id: number; to: string[]; subject: string; text: string; receivedAt: number }

/** The newest mail to `to` received at or after `after`, from the catcher's inbox (polled). */
export async function mailTo(to: string, after: number, subject?: RegExp): Promise<Mail> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const mails = (await (await fetch(new URL('/mails.json', world.inboxUrl))).json()) as Mail[]
    const found = mails.find(
      (mail) =>
        mail.to.includes(to.toLowerCase()) &&
        mail.receivedAt >= after &&
        (!subject || subject.test(mail.subject)),
    )
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No mail to ${to} arrived`)
}
export const codeIn = (mail: Mail) => {
  const code = /(?<![\w@.+-])\d{6}(?![\w@])/.exec(mail.text)?.[0]
  if (!code) throw new Error(`No code in: ${mail.text}`)
  return code
}
export const linkIn = (mail: Mail) => {
  const link = /https?:\/\/[^\s<>"']+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`No link in: ${mail.text}`)
  return link
}

/** The wallet service's frame, wherever the modal shows it. */
export const walletFrame = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/frame?"]')

export const newEmail = () => `user-${randomBytes(4).toString('hex')}@example.com`

/** Opens the modal and asks for a login code for `email`; returns once asked (the caller waits for the next step). */
export async function startEmailLogin(page: Page, email: string) {
  await page.locator('portico-connect-button').click()
  const modal = dialog(page)
  await modal.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await modal.getByRole('button', { name: 'Continue with e-mail' }).click()
}

export async function enterCode(page: Page, code: string) {
  await dialog(page).getByRole('textbox', { name: '6-digit code' }).fill(code)
}

/** In the frame shown by the setup view: a new user's recovery password. */
export async function setRecoveryPassword(page: Page) {
  const frame = walletFrame(page)
  await frame.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await frame.getByLabel('Confirm password').fill(PASSWORD)
  await frame.getByRole('button', { name: 'Create wallet' }).click()
}

export const accountAddress = (page: Page) =>
  page.getByTestId('account-address').first().getAttribute('title')

/** A platform authenticator with PRF in `page`'s tab that verifies the user at once. */
export const addAuthenticator = (page: Page) => addVirtualAuthenticator(page, { prf: true })

/** Connect → "Continue with a passkey" → the frame's passkey view, where `choice` is clicked. */
export async function passkeyLogin(
  page: Page,
  choice: 'Create a wallet with a passkey' | 'Log in with a passkey',
) {
  await page.locator('portico-connect-button').click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Continue with a passkey' }).click()
  await modal.getByRole('heading', { name: 'Use a passkey' }).waitFor()
  const frame = walletFrame(page)
  await frame.getByRole('heading', { name: 'Continue with a passkey' }).waitFor()
  await frame.getByRole('button', { name: choice }).click()
}

/** Sets `address`'s ETH on the world's first chain (anvil). */
export async function setEthBalance(address: string, ether: string) {
  const response = await fetch(world.chains[0]?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${parseEther(ether).toString(16)}`],
    }),
  })
  if (!response.ok) throw new Error(`anvil_setBalance answered ${response.status}`)
}

/** `address`'s ETH on the world's first chain. */
export const ethBalance = (address: `0x${string}`) =>
  createPublicClient({ transport: http(world.chains[0]?.rpcUrl) }).getBalance({ address })

/** The Send view with the native token: amount and receiver, then Send (the frame's approval decides). */
export async function sendNative(page: Page, symbol: RegExp, amount: string, receiver: string) {
  await page.getByRole('button', { name: /^Send/ }).first().click()
  const modal = dialog(page)
  await modal.getByRole('heading', { name: 'Send' }).waitFor()
  await modal
    .getByRole('button', { name: /Select token|ETH|SOL|USDC|PUSD/ })
    .first()
    .click()
  await modal.getByRole('heading', { name: 'Select token' }).waitFor()
  await modal.getByRole('button', { name: symbol }).first().click()
  await modal.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await modal.getByRole('textbox', { name: 'To' }).fill(receiver)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
}

/** The approval the modal shows in the frame: what is asked, then Approve or Reject there. */
export async function answerInFrame(
  page: Page,
  answer: 'Approve' | 'Reject',
  expectText?: string | RegExp,
  shot?: string,
) {
  await dialog(page).getByRole('heading', { name: 'Approve request' }).waitFor()
  const frame = walletFrame(page)
  if (expectText) await frame.getByText(expectText).first().waitFor()
  if (shot) {
    // Once the modal's transition has settled around the frame.
    await page.waitForTimeout(400)
    await screenshot(page, shot)
  }
  await frame.getByRole('button', { name: answer, exact: true }).click()
}

/**
 * After a send the modal is back on Account: closed with its Close button, and the page is free again (the next
 * step clicks the page). Waiting for Account first: a close while the approval is still leaving is not one.
 */
export async function closeAccount(page: Page) {
  const modal = dialog(page)
  await modal.getByRole('heading', { name: 'Account' }).waitFor()
  await modal.getByRole('button', { name: 'Close' }).click()
  await modal.waitFor({ state: 'hidden' })
}
