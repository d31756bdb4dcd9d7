import type { Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { worldChain } from './chain.js'
import { dialog } from './harness.js'

// The steps of a swap in the demo's modal, shared by the swap tests.

/** The router's allowance of `owner`'s token, as the API reads it from the chain. */
export async function routerAllowance(owner: `0x${string}`, symbol: string) {
  const { apiUrl, projectId } = inject('world')
  const chain = `eip155:${worldChain().chainId}`
  const token = worldChain().tokens.find((t) => t.symbol === symbol)!.address
  const url = `${apiUrl}/v1/convert/allowance?projectId=${projectId}&tokenAddress=${chain}:${token}&userAddress=${chain}:${owner}`
  const { allowance } = (await (await fetch(url)).json()) as { allowance: string }
  return BigInt(allowance)
}

/** Opens Swap from the page's wallet actions and waits for it to be ready (network token, amount 1). */
export async function openSwap(page: Page) {
  await page.getByRole('button', { name: /^Swap/ }).first().click()
  const modal = dialog(page)
  await modal.getByRole('heading', { name: 'Swap' }).waitFor()
  await modal.getByRole('textbox', { name: 'You pay' }).waitFor()
  return modal
}

/** Picks the token to pay with (first token button) or to receive (second). */
export async function pickToken(modal: Locator, side: 'pay' | 'receive', name: RegExp) {
  await modal
    .getByRole('button', { name: /^Select token/ })
    .nth(side === 'pay' ? 0 : 1)
    .click()
  await modal.getByRole('heading', { name: 'Select token' }).waitFor()
  await modal.getByRole('button', { name }).first().click()
  await modal.getByRole('heading', { name: 'Swap' }).waitFor()
}

/** Types the amount and returns the quoted destination amount once it shows. */
export async function enterAmount(modal: Locator, amount: string) {
  await modal.getByRole('textbox', { name: 'You pay' }).fill(amount)
  // The quote shows as a number with six decimals: wait for that state, however long a busy machine takes.
  const output = modal.getByTestId('swap-to-amount').filter({ hasText: /^\d+\.\d{6}$/ })
  await output.waitFor()
  return (await output.textContent()) ?? ''
}

/** Review swap, then the review's `action` button once it is enabled (the quote and any allowance are read). */
export async function reviewSwap(modal: Locator, action: 'Swap' | 'Approve and swap') {
  await modal.getByRole('button', { name: 'Review swap' }).click()
  const button = modal.getByRole('button', { name: action, exact: true })
  await expect.poll(() => button.isEnabled()).toBe(true)
  return button
}

export async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'hidden' })
}
