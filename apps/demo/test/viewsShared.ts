import type { Page } from 'playwright-core'
import { dialog } from './harness.js'

export const embeddedViews: readonly string[] = [
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'EmbeddedWalletSetup',
  'ApproveTransaction',
  'WalletSettings',
  'EmbeddedWalletExport',
  'EmbeddedWalletKit',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]

/** From `page`'s next navigation on, adds each view it announces to `seen`. */
export async function follow(page: Page, seen: string[]) {
  await page.exposeFunction('__seenView', (view: string) => seen.push(view))
  await page.addInitScript(() =>
    document.addEventListener('portico-view-change', (event) =>
      (window as unknown as { __seenView(view: string): void }).__seenView(
        (event as CustomEvent<{ view: string }>).detail.view,
      ),
    ),
  )
}

export async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'hidden' })
}
