import { mkdirSync } from 'node:fs'
import { CHROMIUM, CHROMIUM_ARGS, skipBrowser } from '@portico/dev-utils'
import { type FarcasterWorld, startFarcasterWorld } from '@portico/devnet'
import { type Browser, chromium, type Page } from 'playwright-core'
import { recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type FarcasterRelay, signInQuery, startFarcasterRelay } from '../test/farcasterRelay.js'
import { type FarcasterClient, startFarcasterClient } from './index.js'

// A person at the Farcaster test client's page in Chromium: it opens the connect URI a relay shows and presses
// Sign in or Decline. The page has no script; its style is allowed by hash, so any CSP report is a failure.

const root = new URL('../..', import.meta.url).pathname
const privateKey = generatePrivateKey()
const custody = privateKeyToAccount(privateKey).address

describe.skipIf(skipBrowser)('the Farcaster test client in a browser', () => {
  let world: FarcasterWorld
  let relay: FarcasterRelay
  let client: FarcasterClient
  let browser: Browser
  let page: Page
  /** Console errors (a CSP violation is one) and requests anywhere but the client's own origin. */
  let problems: string[]

  beforeAll(async () => {
    mkdirSync(`${root}test-results`, { recursive: true })
    ;[world, relay, browser] = await Promise.all([
      startFarcasterWorld(),
      startFarcasterRelay(),
      chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
    ])
    const fid = await world.register(custody)
    client = await startFarcasterClient({
      privateKey,
      fid,
      username: 'portico-dev',
      displayName: 'Portico Dev',
    })
  })
  afterAll(async () => {
    await browser?.close()
    await client?.close()
    await relay?.close()
    await world?.stop()
  })
  afterEach(async () => {
    await page?.close()
    expect(problems).toEqual([])
  })

  async function openRequest() {
    relay.posted.length = 0
    problems = []
    page = await browser.newPage()
    const origin = new URL(client.url).origin
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        problems.push(request.url())
    })
    const query = signInQuery(relay)
    await page.goto(`${client.url}?${new URLSearchParams(query)}`)
    return query
  }

  test('Sign in: the page says who asks and what is signed; the answer reaches the relay', async () => {
    const query = await openRequest()
    await expect
      .poll(() => page.getByTestId('farcaster-ask').textContent())
      .toBe(`${query.domain} asks you to sign in as @portico-dev (fid ${client.fid}).`)
    expect(await page.getByTestId('farcaster-account').textContent()).toBe('Portico Dev (@portico-dev)')
    const shown = await page.getByTestId('farcaster-message').textContent()
    expect(shown).toContain(`${query.domain} wants you to sign in with your Ethereum account:\n${custody}`)
    await page.screenshot({ path: `${root}test-results/farcaster-request.png`, fullPage: true })

    await page.locator('[data-action="sign"]').click()
    await expect
      .poll(() => page.getByTestId('farcaster-outcome').textContent())
      .toBe('Signed in. You can go back to the app.')
    const [posted] = relay.posted
    expect(relay.posted).toHaveLength(1)
    const { message, signature } = (posted?.body ?? {}) as { message: string; signature: `0x${string}` }
    expect(message).toBe(shown)
    expect(await recoverMessageAddress({ message, signature })).toBe(await world.custodyOf(client.fid))
  })

  test('Decline: the page says so and nothing is posted', async () => {
    await openRequest()
    await page.locator('[data-action="decline"]').click()
    await expect
      .poll(() => page.getByTestId('farcaster-outcome').textContent())
      .toBe('Declined. You can go back to the app.')
    expect(relay.posted).toHaveLength(0)
  })
})
