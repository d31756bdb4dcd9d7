import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot } from './harness.js'

// Sign in with a wallet: the demo with `?siwx=optional|required` uses createSiwx against the local API, which
// hands out the nonce, verifies the signature (per namespace) and keeps the session. The injected test wallets
// sign; nothing is faked.
const world = inject('world')

type SiwxDemo = Demo & { status(): Promise<string | null> }

/** The demo opened with sign-in on (`optional` or `required`). */
async function openSiwxDemo(
  browser: Browser,
  mode: 'optional' | 'required',
  options: Parameters<typeof openDemo>[1] = {},
): Promise<SiwxDemo> {
  const demo = await openDemo(browser, { ...options, query: `siwx=${mode}` })
  return { ...demo, status: () => demo.page.getByTestId('siwx-status').getAttribute('data-status') }
}

/** The page as it ended (test-results/screenshots/siwx-last-*.png, for a failure), then closed. */
async function finish(demo: SiwxDemo) {
  await screenshot(
    demo.page,
    `siwx-last-${expect.getState().currentTestName?.replace(/\W+/g, '-').slice(-60)}`,
  ).catch(() => undefined)
  if (demo.errors.length) console.log(expect.getState().currentTestName, demo.errors)
  await demo.close()
}

const signView = (page: Page) => dialog(page).locator('portico-siwx-sign-message-view')
const signButton = (page: Page) => signView(page).getByRole('button', { name: 'Sign', exact: true })

/** Connects the dev wallet of a namespace from the welcome page ('Connect a Solana wallet', …) or the header. */
async function connect(page: Page, chain?: 'Solana' | 'Polkadot' | 'Bitcoin') {
  if (chain) await page.getByRole('button', { name: `Connect a ${chain} wallet` }).click()
  else await page.locator('portico-connect-button').click()
  await dialog(page)
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
}

/** After connecting: the sign-message view is asked for; Sign signs in, the modal closes. */
async function signIn(demo: SiwxDemo) {
  const { page } = demo
  await signButton(page).waitFor()
  await signButton(page).click()
  await dialog(page).waitFor({ state: 'hidden' })
  await expect.poll(() => demo.status()).toBe('signedIn')
}

type ShakeStyle = { animation: string; duration: string; outline: string }
type Shakes = { starts: number; styles: ShakeStyle[]; stretches: number[] }
type Watched = HTMLElement & { shakes?: Shakes }

/**
 * From now on, records on the modal's dialog: the shake animations that start (a refused close restarts it),
 * its computed style whenever it takes the `shake` class, and how long each stretch of that class lasts (ms).
 */
const watchShakes = (page: Page) =>
  dialog(page).evaluate((element: Watched) => {
    const shakes: Shakes = { starts: 0, styles: [], stretches: [] }
    element.shakes = shakes
    element.addEventListener('animationstart', (event) => {
      if (event.animationName === 'shake') shakes.starts += 1
    })
    let since: number | undefined
    new MutationObserver(() => {
      const on = element.classList.contains('shake')
      if (on) {
        const style = getComputedStyle(element)
        shakes.styles.push({
          animation: style.animationName,
          duration: style.animationDuration,
          outline: style.outlineStyle,
        })
        since ??= performance.now()
      } else if (since !== undefined) {
        shakes.stretches.push(performance.now() - since)
        since = undefined
      }
    }).observe(element, { attributes: true, attributeFilter: ['class'] })
  })
const shakes = (page: Page) =>
  dialog(page).evaluate((element: Watched) => element.shakes ?? { starts: 0, styles: [], stretches: [] })
const shaking = (page: Page) => dialog(page).evaluate((element) => element.classList.contains('shake'))

describe.skipIf(skipBrowser)('sign in with a wallet', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await connectBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('eip155: after connecting, the sign-message view asks; Sign stores the session (address, chain, expiry)', async () => {
    const demo = await openSiwxDemo(browser, 'optional')
    try {
      const { page } = demo
      await connect(page)
      await signView(page).getByText('Portico demo wants you to sign in').waitFor()
      await expect
        .poll(() => signView(page).getByTestId('siwx-address').getAttribute('title'))
        .toBe(demo.address)
      await screenshot(page, 'siwx-sign-message-dark')
      await signIn(demo)
      await expect.poll(() => page.getByTestId('siwx-address').textContent()).toBe(demo.address)
      await expect
        .poll(() => page.getByTestId('siwx-chain').textContent())
        .toBe(`eip155:${world.chains[0]?.chainId}`)
      expect(await page.getByTestId('siwx-expiry').textContent()).not.toBe('Never')
      await screenshot(page, 'siwx-signed-in-dark')

      // A reload restores the connection and finds the live session: nothing is asked.
      await page.reload()
      await expect.poll(() => demo.status()).toBe('signedIn')
      await page.waitForTimeout(500)
      expect(await dialog(page).isVisible()).toBe(false)

      // Sign out: the server's session ends; the card offers to sign in again.
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect.poll(() => demo.status()).toBe('dismissed')
      await page.reload()
      // The revoked session is gone after a reload too: the view asks again.
      await signButton(page).waitFor()
      expect(demo.errors).toEqual([])
    } finally {
      await finish(demo)
    }
  })

  test('a declined signature shows Signature declined; trying again signs in', async () => {
    const demo = await openSiwxDemo(browser, 'optional')
    try {
      const { page } = demo
      await connect(page)
      await signButton(page).waitFor()
      await demo.setPolicy('reject')
      await signButton(page).click()
      await signView(page).getByText('Signature declined').waitFor()
      await screenshot(page, 'siwx-declined-dark')
      await demo.setPolicy('approve')
      await signView(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).waitFor({ state: 'hidden' })
      await expect.poll(() => demo.status()).toBe('signedIn')
    } finally {
      await finish(demo)
    }
  })

  test('required: Esc, the backdrop and the close button do not close the view but shake it; Cancel disconnects', async () => {
    const demo = await openSiwxDemo(browser, 'required')
    try {
      const { page } = demo
      await connect(page)
      await signButton(page).waitFor()
      await signView(page).getByText('Signing in is required').waitFor()
      await watchShakes(page)
      // Each refused close (re)starts the dialog's 500 ms shake. The close button first: Playwright clicks
      // only a button that stands still.
      await dialog(page).getByRole('button', { name: 'Close' }).click()
      await expect.poll(async () => (await shakes(page)).starts).toBe(1)
      await page.keyboard.press('Escape')
      await expect.poll(async () => (await shakes(page)).starts).toBe(2)
      await page.mouse.click(10, 10)
      await expect.poll(async () => (await shakes(page)).starts).toBe(3)
      await expect.poll(() => shaking(page)).toBe(false)
      const moving = await shakes(page)
      expect(moving.styles.length).toBeGreaterThan(0)
      for (const style of moving.styles)
        expect(style).toEqual({ animation: 'shake', duration: '0.5s', outline: 'none' })
      expect(await signButton(page).isVisible()).toBe(true)
      // With less motion asked for, the dialog stays put and its outline flashes for as long instead.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.keyboard.press('Escape')
      await expect.poll(async () => (await shakes(page)).stretches.length).toBe(moving.stretches.length + 1)
      const still = await shakes(page)
      expect(still.starts).toBe(3)
      expect(still.styles.at(-1)).toMatchObject({ animation: 'none', outline: 'solid' })
      expect(still.stretches.at(-1)).toBeGreaterThanOrEqual(490)
      expect(await signButton(page).isVisible()).toBe(true)
      await signView(page).getByRole('button', { name: 'Cancel' }).click()
      // Disconnected: the modal is back on Connect and the page offers to connect.
      await dialog(page).getByRole('heading', { name: 'Connect wallet' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('heading', { name: 'Connect a wallet to get started' }).waitFor()
    } finally {
      await finish(demo)
    }
  })

  test('optional: Cancel closes and stays connected, without a session', async () => {
    const demo = await openSiwxDemo(browser, 'optional')
    try {
      const { page } = demo
      await connect(page)
      await signView(page).getByRole('button', { name: 'Cancel' }).click()
      await dialog(page).waitFor({ state: 'hidden' })
      await expect.poll(() => demo.status()).toBe('dismissed')
      await page.getByTestId('account-address').first().waitFor()
    } finally {
      await finish(demo)
    }
  })

  test('switching to a network without a session asks again; back on the first, its session is found', async () => {
    const second = world.chains[1]
    const demo = await openSiwxDemo(browser, 'optional')
    try {
      const { page } = demo
      await connect(page)
      await signIn(demo)
      if (!second) return
      await page.getByRole('button', { name: `Switch to ${second.name}`, exact: true }).click()
      await signButton(page).waitFor()
      await signIn(demo)
      await expect.poll(() => page.getByTestId('siwx-chain').textContent()).toBe(`eip155:${second.chainId}`)
      const first = world.chains[0]
      await page.getByRole('button', { name: `Switch to ${first?.name}`, exact: true }).click()
      await expect.poll(() => page.getByTestId('siwx-chain').textContent()).toBe(`eip155:${first?.chainId}`)
      expect(await dialog(page).isVisible()).toBe(false)
    } finally {
      await finish(demo)
    }
  })

  test('switching to an account without a session asks again', async () => {
    const first = await openSiwxDemo(browser, 'optional')
    const storage = await (async () => {
      try {
        await connect(first.page)
        await signIn(first)
        return await first.page.evaluate(() => JSON.stringify({ ...window.localStorage }))
      } finally {
        await first.close()
      }
    })()
    // The same site and stored connection, but the wallet now holds devnet account 1.
    const second = await openSiwxDemo(browser, 'optional', { account: 1 })
    try {
      const { page } = second
      await page.evaluate(
        ({ stored, address }) => {
          for (const [key, value] of Object.entries(JSON.parse(stored) as Record<string, string>)) {
            // The dev wallet remembers its permission per address: account 1 was allowed as account 0 was.
            const permission = key.startsWith('portico-dev-wallet.permission.')
            window.localStorage.setItem(permission ? `portico-dev-wallet.permission.${address}` : key, value)
          }
        },
        { stored: storage, address: second.address.toLowerCase() },
      )
      await page.reload()
      await signButton(page).waitFor()
      await expect
        .poll(() => signView(page).getByTestId('siwx-address').getAttribute('title'))
        .toBe(second.address)
      await signIn(second)
      await expect.poll(() => page.getByTestId('siwx-address').textContent()).toBe(second.address)
    } finally {
      await finish(second)
    }
  })

  test('an expired session asks again (fake clock)', async () => {
    const demo = await openSiwxDemo(browser, 'optional')
    try {
      const { page } = demo
      await connect(page)
      await signIn(demo)
      // createSiwx's sessions last a day: a day and an hour later, the stored session is expired.
      await page.clock.install()
      await page.clock.fastForward('25:00:00')
      await page.reload()
      await signButton(page).waitFor()
      await expect.poll(() => demo.status()).toBe('needed')
    } finally {
      await finish(demo)
    }
  })

  for (const chain of ['Solana', 'Polkadot', 'Bitcoin'] as const) {
    const present = { Solana: world.solana, Polkadot: world.polkadot, Bitcoin: world.bitcoin }[chain]
    const namespace = { Solana: 'solana', Polkadot: 'polkadot', Bitcoin: 'bip122' }[chain]
    test.skipIf(!present)(`${namespace}: signs in after connecting, verified by the API`, async () => {
      const demo = await openSiwxDemo(browser, 'optional')
      try {
        const { page } = demo
        await connect(page, chain)
        await signView(page).getByText('Portico demo wants you to sign in').waitFor()
        await signIn(demo)
        await expect
          .poll(() => page.getByTestId('siwx-chain').textContent())
          .toMatch(new RegExp(`^${namespace}:`))
        await screenshot(page, `siwx-signed-in-${namespace}`)
        // A reload restores the connection and finds the live session of this namespace: nothing is asked.
        await page.reload()
        await expect.poll(() => demo.status()).toBe('signedIn')
        await expect
          .poll(() => page.getByTestId('siwx-chain').textContent())
          .toMatch(new RegExp(`^${namespace}:`))
        expect(await dialog(page).isVisible()).toBe(false)
        await expect(page.locator('[data-portico-dev-wallet=prompt]').count()).resolves.toBe(0)
      } finally {
        await demo.close()
      }
    })
  }
})
