import { mkdir } from 'node:fs/promises'
import { CHROMIUM, CHROMIUM_ARGS } from '@portico/dev-utils'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestWorld } from '../test/startTestWorld.js'

const buyer = '0x00000000000000000000000000000000000b0b01'

let world: Awaited<ReturnType<typeof startTestWorld>>
beforeAll(async () => {
  world = await startTestWorld({ indexer: { enabled: false, intervalMs: 1000 } })
}, 120_000)
afterAll(() => world?.stop())

const chain = () => world.devnet.chains[0]!
const reader = () => createPublicClient({ chain: foundry, transport: http(chain().rpcUrl) })
const usdcOf = async (address: `0x${string}`) =>
  Number(
    formatUnits(
      await reader().readContract({
        address: chain().addresses.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
      6,
    ),
  )
const post = async (path: string, body: unknown) => {
  const res = await world.api.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}
const checkoutUrl = async (address: string, presetFiatAmount?: number) =>
  (
    await post('/v1/generators/onrampurl?projectId=local', {
      destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: ['USDC', 'ETH'] }],
      partnerUserId: address,
      defaultNetwork: 'eip155:31337',
      defaultExperience: 'buy',
      ...(presetFiatAmount ? { presetFiatAmount } : {}),
    })
  ).body.url as string

describe('on-ramp', () => {
  test('options carry the payment limits and the served assets', async () => {
    const options = await (await world.api.get('/v1/onramp/options?projectId=local')).json()
    expect(options.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(options.purchaseCurrencies.map((c: { id: string }) => c.id)).toEqual(['ETH', 'USDC', 'PTK'])
  })

  test('quote: fees, subtotal, total, purchase amount; bad input names the field', async () => {
    const quote = await post('/v1/onramp/quote?projectId=local', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'eip155:31337',
    })
    expect(quote.body).toMatchObject({
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { currency: 'USDC' },
    })
    expect(Number(quote.body.purchaseAmount.amount)).toBeCloseTo(
      100 - Number(quote.body.coinbaseFee.amount) - 0.5,
      5,
    )
    expect(quote.body.quoteId).toBeTypeOf('string')
    const tooSmall = await post('/v1/onramp/quote?projectId=local', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '5',
      network: 'eip155:31337',
    })
    expect(tooSmall).toMatchObject({
      status: 400,
      body: { field: 'amount', message: 'Amount must be between 10.00 and 7500.00 USD' },
    })
    const unknown = await post('/v1/onramp/quote?projectId=local', {
      purchaseCurrency: 'DOGE',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'eip155:31337',
    })
    expect(unknown).toMatchObject({ status: 400, body: { field: 'asset' } })
    const currency = await post('/v1/onramp/quote?projectId=local', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'GBP',
      amount: '50',
      network: 'eip155:31337',
    })
    expect(currency).toMatchObject({ status: 400, body: { field: 'body.paymentCurrency' } })
  })

  test('a person pays in the sandbox checkout: the tokens arrive on chain and show in on-ramp history', async () => {
    const url = await checkoutUrl(buyer, 50)
    expect(url).toMatch(/\/onramp\/checkout\/[0-9a-f-]{36}$/)
    const before = await usdcOf(buyer)
    // Only this test drives a browser: the file loads playwright-core for it alone.
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage({ viewport: { width: 520, height: 860 } })
      // The page runs under its own Content-Security-Policy (middleware/securityHeaders.test.ts reads the
      // header): through the whole payment, not one violation.
      const cspErrors: string[] = []
      page.on('console', (message) => {
        if (/content security policy/i.test(message.text())) cspErrors.push(message.text())
      })
      await page.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        )
      })
      await page.goto(url)
      // Its inline script switches payment methods, and its inline style applies (the stylesheet's background).
      await page.getByTestId('method').selectOption('ach_bank_account')
      await expect.poll(() => page.getByTestId('ach-routing').isVisible()).toBe(true)
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(238, 241, 245)',
      )
      await page.getByTestId('method').selectOption('card')
      await expect.poll(() => page.getByTestId('card-number').isVisible()).toBe(true)
      await page.getByTestId('asset').selectOption('USDC')
      await expect.poll(() => page.getByTestId('quote').textContent()).toContain('USDC')

      // A declined card first: an error, nothing delivered.
      await page.getByTestId('card-number').fill('4000 0000 0000 0002')
      await page.getByTestId('card-expiry').fill('12/30')
      await page.getByTestId('card-cvc').fill('123')
      await page.getByTestId('pay').click()
      await expect
        .poll(() => page.getByTestId('status').textContent())
        .toBe('Your card was declined. Try another card.')
      expect(await usdcOf(buyer)).toBe(before)

      await page.getByTestId('card-number').fill('4242 4242 4242 4242')
      await page.getByTestId('pay').click()
      await expect
        .poll(() => page.getByTestId('status').textContent(), { timeout: 15_000 })
        .toMatch(/^Paid\. [\d.]+ USDC sent to your wallet\.$/)
      await mkdir('test-results', { recursive: true })
      await page.screenshot({ path: 'test-results/onramp-checkout-paid.png' })
      const got = Number((await page.getByTestId('status').textContent())!.match(/Paid\. ([\d.]+)/)![1])
      expect(await usdcOf(buyer)).toBeCloseTo(before + got, 6)

      const history = await (
        await world.api.get(`/v1/account/${buyer}/history?projectId=local&onramp=true`)
      ).json()
      expect(history.data).toHaveLength(1)
      expect(history.data[0]).toMatchObject({
        metadata: { operationType: 'buy', status: 'confirmed', chain: 'eip155:31337' },
        transfers: [
          { direction: 'in', fungible_info: { symbol: 'USDC' }, quantity: { numeric: got.toFixed(6) } },
        ],
      })
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([])
      expect(cspErrors).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)

  test('the checkout refuses amounts outside limits and bad cards with clear messages', async () => {
    const url = await checkoutUrl(buyer)
    const path = new URL(url).pathname
    const pay = (body: object) =>
      post(`${path}/pay`, {
        amount: '100',
        currency: 'USD',
        asset: 'USDC',
        network: 'eip155:31337',
        method: 'card',
        card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
        ...body,
      })
    expect((await pay({ amount: '8000' })).body).toMatchObject({
      field: 'amount',
      message: 'Amount must be between 10.00 and 7500.00 USD',
    })
    expect((await pay({ card: { number: '1234', expiry: '12/30', cvc: '123' } })).body.field).toBe(
      'card.number',
    )
    expect(
      (await pay({ card: { number: '4242424242424242', expiry: '01/20', cvc: '123' } })).body.field,
    ).toBe('card.expiry')
    expect((await pay({ asset: 'PTK' })).body.field).toBe('asset')
    expect((await world.api.get('/onramp/checkout/nope')).status).toBe(404)
  })
})
