import type { Page } from 'playwright-core'
import { dialog, screenshot, seriousViolations, settled } from './harness.js'

export const embeddedViews: readonly string[] = [
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'EmbeddedWalletSetup',
  'EmbeddedWalletPasskey',
  'ApproveTransaction',
  // The e-mail wallet's smart account is the one account that has sessions (features.smartSessions).
  'Sessions',
  'WalletSettings',
  'EmbeddedWalletExport',
  'EmbeddedWalletKit',
  'EmbeddedWalletPasskeys',
  'EmbeddedWalletLoginMethods',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ConnectSocials',
  'ConnectingSocial',
  'ConnectingFarcaster',
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

export type Theme = 'dark' | 'light'

type Finding = Awaited<ReturnType<typeof seriousViolations>>[number]

/** A serious or critical axe finding, with the view (and the theme) it was found in. */
export type Violation = Finding & { view: string; theme?: Theme }

/**
 * One look at a view: settled (view transition, height, a frame placed over its box, theme colours) and with
 * the pointer away (hover colours must not decide), a screenshot `<shot>.png`, then axe's serious findings.
 */
export async function checkView(page: Page, shot: string): Promise<Finding[]> {
  await settled(page)
  await page.mouse.move(0, 0)
  await screenshot(page, shot)
  return seriousViolations(page)
}

/** The demo's theme, as its header toggle keeps it on `<html data-theme>`. */
const themeOf = async (page: Page): Promise<Theme> =>
  (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'light' : 'dark'

/**
 * Switches the demo to its other theme through its header toggle, whose handler calls the modal's
 * `setThemeMode` (an app's runtime theme switch). The click is dispatched on the element: the open modal
 * covers the header.
 */
async function toggleTheme(page: Page) {
  const next = (await themeOf(page)) === 'dark' ? 'light' : 'dark'
  await page.locator(`button[aria-label="Switch to ${next} theme"]`).dispatchEvent('click')
  await page.locator(`html[data-theme="${next}"]`).waitFor({ state: 'attached' })
}

/**
 * Checks a view in both themes (`checkView`, screenshots `<name>-<theme>.png`), first in the page's theme, then
 * in the other; the page ends in the theme it started in. Every finding goes to `violations`, so one run lists
 * them all.
 */
export function checkInBothThemes(violations: Violation[]) {
  return async (page: Page, name: string) => {
    for (const _ of ['page', 'other'] as const) {
      const theme = await themeOf(page)
      for (const finding of await checkView(page, `${name}-${theme}`))
        violations.push({ view: name, theme, ...finding })
      await toggleTheme(page)
    }
  }
}
