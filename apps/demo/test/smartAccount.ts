import { porticoAccountFactoryAbi } from '@portico/devnet/contracts'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, type Hex, http } from 'viem'
import { expect, inject } from 'vitest'
import {
  accountAddress,
  answerInFrame,
  codeIn,
  enterCode,
  mailTo,
  newEmail,
  setRecoveryPassword,
  startEmailLogin,
} from './embedded.js'
import { dialog } from './harness.js'

// The e-mail wallet's smart account in the demo: a new user, Account's "Account type" switch, and the account's
// counterfactual address from the factory the API names.
const world = inject('world')
const evm = world.chains[0]!

/** A new e-mail user signs up (code from the inbox, recovery password in the frame); their EOA's address. */
export async function signUpByEmail(page: Page): Promise<Address> {
  const email = newEmail()
  const started = Date.now()
  await startEmailLogin(page, email)
  await enterCode(page, codeIn(await mailTo(email, started, /sign-in code/)))
  await setRecoveryPassword(page)
  await page.getByTestId('account-address').first().waitFor()
  return (await accountAddress(page)) as Address
}

/** The counterfactual address of `owner`'s smart account (salt 0) from the factory the API names for the chain. */
export async function smartAccountOf(owner: Address): Promise<Address> {
  const reply = await fetch(`${world.apiUrl}/v1/smart-accounts?projectId=${world.projectId}`)
  const { networks } = (await reply.json()) as { networks: { caipNetworkId: string; factory: Address }[] }
  const factory = networks.find((network) => network.caipNetworkId === `eip155:${evm.chainId}`)?.factory
  if (!factory) throw new Error(`the API lists no smart account on chain ${evm.chainId}`)
  return createPublicClient({ transport: http(evm.rpcUrl) }).readContract({
    address: factory,
    abi: porticoAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
}

/** The "Account type" radio group of the open Account view. */
export const accountTypes = (page: Page) => dialog(page).getByRole('radiogroup', { name: 'Account type' })

/** Account's "Account type" radio `name`, clicked in the open modal. */
export async function chooseAccountType(page: Page, name: 'Smart account' | 'Regular account') {
  const group = accountTypes(page)
  await group.getByRole('radio', { name }).click()
  await expect.poll(() => group.getByRole('radio', { name }).getAttribute('aria-checked')).toBe('true')
}

/** Signs `message` with the demo's Sign card, approved in the frame; the signature shown. */
export async function signOnPage(page: Page, message: string): Promise<Hex> {
  await page.locator('.sign-card textarea').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  await answerInFrame(page, 'Approve', message)
  await dialog(page).waitFor({ state: 'hidden' })
  await expect.poll(async () => (await page.getByTestId('signature').textContent()) ?? '').toMatch(/^0x/)
  return (await page.getByTestId('signature').textContent()) as Hex
}
