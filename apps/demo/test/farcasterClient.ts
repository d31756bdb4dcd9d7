import type { BrowserContext, Page } from 'playwright-core'

/** What the demo's Farcaster app says after an answer: `data-outcome` of its page, and its words. */
export type FarcasterOutcome = {
  outcome: 'signed' | 'declined' | 'refused' | 'unreachable' | 'problem'
  text: string
}

/**
 * The person at the demo's Farcaster app (`world.farcasterClientUrl`, @portico-dev's custody key): opens `url`, the
 * connect link the wallet frame shows (or its QR code holds), in a new page of `context`, checks that it asks for
 * @portico-dev, presses **Sign in** or **Decline**, and answers what the page says then. The page is closed after.
 *
 * @example
 * const link = await walletFrame(page).getByRole('link', { name: … }).getAttribute('href')
 * expect(await answerFarcasterRequest(page.context(), link, 'sign')).toMatchObject({ outcome: 'signed' })
 */
export async function answerFarcasterRequest(
  context: BrowserContext,
  url: string,
  action: 'sign' | 'decline',
): Promise<FarcasterOutcome> {
  const app = await context.newPage()
  try {
    await app.goto(url)
    await app.getByTestId('farcaster-ask').filter({ hasText: '@portico-dev' }).waitFor()
    return await pressFarcasterAction(app, action)
  } finally {
    await app.close()
  }
}

/** Presses **Sign in** or **Decline** on the Farcaster app's open request page, and answers what it says then. */
export async function pressFarcasterAction(app: Page, action: 'sign' | 'decline'): Promise<FarcasterOutcome> {
  await app.locator(`[data-action="${action}"]`).click()
  const outcome = app.getByTestId('farcaster-outcome')
  await outcome.waitFor()
  return {
    outcome: (await app.locator('body').getAttribute('data-outcome')) as FarcasterOutcome['outcome'],
    text: (await outcome.textContent()) ?? '',
  }
}
