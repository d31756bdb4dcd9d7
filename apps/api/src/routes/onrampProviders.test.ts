import { mkdir } from 'node:fs/promises'
import { CHROMIUM, CHROMIUM_ARGS } from '@portico/dev-utils'
import type { SolanaDevnet } from '@portico/devnet-solana'
import type { Connection } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertPendingOnrampPurchase } from '../db/onramp.js'
import {
  fresh,
  onrampCalls,
  SOL_PRICE,
  startOnrampWorld,
  type TestApi,
} from '../test/onrampProvidersWorld.js'

// Both local chains and an API whose Solana node has an on-ramp treasury: the devnet's mint authority, so it
// mints PUSD and sends SOL. Its data lives in a folder, so a test can restart it.
let world: Awaited<ReturnType<typeof startOnrampWorld>> | undefined
let solana: SolanaDevnet
let connection: Connection
let api: TestApi

beforeAll(async () => {
  world = await startOnrampWorld()
  ;({ solana, connection } = world)
  api = await world.start()
}, 120_000)
afterAll(async () => {
  await api?.close()
  await world?.stop()
})

const start = () => world!.start()
const pusdOf = (owner: string) => world!.pusdOf(owner)
const solOf = (owner: string) => world!.solOf(owner)
const solanaNetwork = () => solana.caipNetworkId
const { get, post, checkout, pay, status } = onrampCalls(() => api, solanaNetwork)

describe('on-ramp providers', () => {
  test('two providers, each with a description, a 1–2 % fee range, its namespaces and a served logo', async () => {
    const { status: code, body } = await get('/v1/onramp/providers?projectId=local')
    expect(code).toBe(200)
    expect(body.providers).toEqual([
      {
        id: 'portico-sandbox',
        name: 'Portico Sandbox',
        description: expect.stringMatching(/^[A-Z].+\.$/),
        logoUrl: `${api.url}/public/onramp/providers/portico-sandbox/logo.svg`,
        feeRange: { min: 1, max: 2 },
        chainNamespaces: ['eip155'],
      },
      {
        id: 'meridian',
        name: 'Meridian Sandbox',
        description: expect.stringMatching(/^[A-Z].+\.$/),
        logoUrl: `${api.url}/public/onramp/providers/meridian/logo.svg`,
        feeRange: { min: 1, max: 2 },
        chainNamespaces: ['eip155', 'solana'],
      },
    ])
    const logos = await Promise.all(
      body.providers.map(async (p: { logoUrl: string }) => {
        const res = await fetch(p.logoUrl)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/svg+xml')
        expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
        return res.text()
      }),
    )
    expect(logos[0]).toMatch(/^<svg /)
    expect(logos[0]).not.toBe(logos[1])
    expect((await api.get('/public/onramp/providers/nope/logo.svg')).status).toBe(404)
  })

  test('options per provider: Meridian adds SOL and PUSD on Solana, Portico Sandbox stays on EVM', async () => {
    const networksOf = (options: { purchaseCurrencies: { id: string; networks: { name: string }[] }[] }) =>
      Object.fromEntries(options.purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => n.name)]))
    const portico = await get('/v1/onramp/options?projectId=local&provider=portico-sandbox')
    expect(Object.keys(networksOf(portico.body))).toEqual(['ETH', 'USDC', 'PTK'])
    const meridian = await get('/v1/onramp/options?projectId=local&provider=meridian')
    expect(Object.keys(networksOf(meridian.body))).toEqual(['ETH', 'USDC', 'PTK', 'SOL', 'PUSD'])
    const ref = solanaNetwork().split(':')[1]
    expect(meridian.body.purchaseCurrencies.slice(3)).toEqual([
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [
          { name: solanaNetwork(), display_name: 'Solana Local', chain_id: ref, contract_address: '' },
        ],
      },
      {
        id: 'PUSD',
        name: 'Portico Dollar',
        symbol: 'PUSD',
        networks: [
          {
            name: solanaNetwork(),
            display_name: 'Solana Local',
            chain_id: ref,
            contract_address: solana.mint.address,
          },
        ],
      },
    ])
    expect(meridian.body.paymentCurrencies).toEqual(portico.body.paymentCurrencies)
    // Without a provider: the union, as before there were two.
    const all = await get('/v1/onramp/options?projectId=local')
    expect(networksOf(all.body)).toEqual(networksOf(meridian.body))
    for (const provider of ['nope', "x' or '1'='1", 'MERIDIAN', 'a'.repeat(41)]) {
      const res = await get(`/v1/onramp/options?projectId=local&provider=${encodeURIComponent(provider)}`)
      expect(res.status).toBe(400)
      expect(res.body.field).toBe('query.provider')
    }
    expect((await get('/v1/onramp/options?projectId=local&provider=nope')).body.message).toBe(
      'Unknown provider: expected portico-sandbox or meridian',
    )
  })

  test('quotes follow the provider: its fee curve, its networks, the same limits', async () => {
    const quote = (body: object) =>
      post('/v1/onramp/quote?projectId=local', {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network: 'eip155:31337',
        ...body,
      })
    const portico = await quote({})
    const meridian = await quote({ provider: 'meridian' })
    expect(portico.body.coinbaseFee).toEqual({ amount: '1.99', currency: 'USD' })
    expect(meridian.body.coinbaseFee).toEqual({ amount: '1.79', currency: 'USD' })
    expect(Number(meridian.body.purchaseAmount.amount)).toBeGreaterThan(
      Number(portico.body.purchaseAmount.amount),
    )

    const pusd = await quote({ provider: 'meridian', purchaseCurrency: 'PUSD', network: solanaNetwork() })
    expect(pusd).toMatchObject({
      status: 200,
      body: { purchaseAmount: { amount: '97.710000', currency: 'PUSD' }, paymentTotal: { amount: '100.00' } },
    })
    const sol = await quote({ provider: 'meridian', purchaseCurrency: 'SOL', network: 'Solana Local' })
    expect(sol.body.purchaseAmount.currency).toBe('SOL')
    expect(Number(sol.body.purchaseAmount.amount)).toBeCloseTo(97.71 / SOL_PRICE, 5)

    expect(await quote({ purchaseCurrency: 'PUSD', network: solanaNetwork() })).toMatchObject({
      status: 400,
      body: { field: 'network', message: `Provider Portico Sandbox does not serve ${solanaNetwork()}` },
    })
    expect(await quote({ provider: 'meridian', amount: '7500.01' })).toMatchObject({
      status: 400,
      body: { field: 'amount', message: 'Amount must be between 10.00 and 7500.00 USD' },
    })
    expect(
      await quote({ provider: 'meridian', paymentMethod: 'ach_bank_account', amount: '25000.01' }),
    ).toMatchObject({ status: 400, body: { message: 'Amount must be between 10.00 and 25000.00 USD' } })
    expect(await quote({ provider: 'coinbase' })).toMatchObject({
      status: 400,
      body: { field: 'body.provider' },
    })
    expect(await quote({ provider: '<script>' })).toMatchObject({
      status: 400,
      body: { field: 'body.provider' },
    })
  })

  test('checkout URLs: a Solana destination with Meridian; wrong addresses and providers refused', async () => {
    const to = fresh()
    const made = await checkout(to)
    expect(made.status).toBe(200)
    expect(made.body).toEqual({ url: `${api.url}/onramp/checkout/${made.body.id}`, id: made.body.id })
    expect(made.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)

    expect(await checkout(to, { provider: 'portico-sandbox' })).toMatchObject({
      status: 400,
      body: { field: 'body.provider', message: `Provider Portico Sandbox does not serve ${solanaNetwork()}` },
    })
    // Base58, but not 32 bytes (too short; 40 zero bytes); not base58 at all (0, O, I, l).
    for (const address of ['3yZe7d', '1'.repeat(40), 'O0Il'.repeat(10)]) {
      expect(await checkout(address), address).toMatchObject({
        status: 400,
        body: { field: 'body.destinationWallets.0.address', message: 'Not a Solana address' },
      })
    }
    // An EVM address for a Solana network.
    expect(await checkout('0x00000000000000000000000000000000000b0b02')).toMatchObject({
      status: 400,
      body: { field: 'body.destinationWallets.0.address', message: 'Not a Solana address' },
    })
    // Meridian on every network: the address decides between EVM and Solana.
    const evm = await post('/v1/generators/onrampurl?projectId=local', {
      destinationWallets: [{ address: '0x00000000000000000000000000000000000b0b02' }],
      partnerUserId: 'p',
      provider: 'meridian',
    })
    expect(evm.status).toBe(200)
    expect((await status(evm.body.id)).body.network).toBe('eip155:31337')
  })

  test('a person buys PUSD on Solana in the Meridian checkout: a declined card first, then the tokens arrive', async () => {
    const to = fresh()
    const { body } = await checkout(to, { presetFiatAmount: 25 })
    expect(await status(body.id)).toMatchObject({
      status: 200,
      body: { status: 'open', network: solanaNetwork(), asset: 'SOL' },
    })
    // Only this test drives a browser: the file loads playwright-core for it alone.
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    try {
      const page = await browser.newPage({ viewport: { width: 520, height: 900 } })
      await page.goto(body.url)
      expect(await page.getByTestId('provider').textContent()).toBe('Meridian Sandbox')
      expect(await page.title()).toBe('Buy crypto — Meridian Sandbox')
      await page.getByTestId('asset').selectOption('PUSD')
      await expect.poll(() => page.getByTestId('quote').textContent()).toContain('24.050000 PUSD')

      await page.getByTestId('card-number').fill('4000 0000 0000 0002')
      await page.getByTestId('card-expiry').fill('12/30')
      await page.getByTestId('card-cvc').fill('123')
      await page.getByTestId('pay').click()
      await expect
        .poll(() => page.getByTestId('status').textContent())
        .toBe('Your card was declined. Try another card.')
      expect(await pusdOf(to)).toBe(0)
      expect((await status(body.id)).body.status).toBe('open')

      await page.getByTestId('card-number').fill('4242 4242 4242 4242')
      await page.getByTestId('pay').click()
      await expect
        .poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 })
        .toBe('Paid. 24.050000 PUSD sent to your wallet.')
      await mkdir('test-results', { recursive: true })
      await page.screenshot({ path: 'test-results/onramp-checkout-meridian-solana.png' })
    } finally {
      await browser.close()
    }
    expect(await pusdOf(to)).toBe(24.05)
    const done = await status(body.id)
    expect(done.headers.get('cache-control')).toBe('no-store')
    expect(done.body).toEqual({
      status: 'confirmed',
      network: solanaNetwork(),
      asset: 'PUSD',
      amount: '24.050000',
      txHash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
    })
    expect(await connection.getSignatureStatus(done.body.txHash)).toMatchObject({ value: { err: null } })

    const history = await get(`/v1/account/${to}/history?projectId=local&onramp=true`)
    expect(history.headers.get('cache-control')).toBe('no-store')
    expect(history.body.data).toEqual([
      expect.objectContaining({
        id: done.body.txHash,
        metadata: expect.objectContaining({
          operationType: 'buy',
          status: 'confirmed',
          chain: solanaNetwork(),
          sentFrom: 'Meridian Sandbox',
          sentTo: to,
        }),
        transfers: [
          expect.objectContaining({
            direction: 'in',
            fungible_info: expect.objectContaining({
              symbol: 'PUSD',
              icon: { url: `${api.url}/public/getTokenImage/PUSD` },
            }),
            quantity: { numeric: '24.050000' },
          }),
        ],
      }),
    ])
    // Paid once: a second pay is refused and sends nothing.
    expect(await pay(body.id, { asset: 'PUSD' })).toMatchObject({ status: 409 })
    expect(await pusdOf(to)).toBe(24.05)
  }, 90_000)

  test('SOL is sent from the treasury: the balance rises by the purchased amount', async () => {
    const to = fresh()
    const { body } = await checkout(to)
    const paid = await pay(body.id, { asset: 'SOL', amount: '60' })
    expect(paid).toMatchObject({ status: 200, body: { status: 'success' } })
    expect(paid.body.purchaseAmount.currency).toBe('SOL')
    expect(await solOf(to)).toBe(Number(paid.body.purchaseAmount.amount))
    expect((await status(body.id)).body).toMatchObject({ status: 'confirmed', asset: 'SOL' })
  })

  test('the status route follows a purchase from pending to confirmed (a restart delivers it)', async () => {
    const to = fresh()
    const { body } = await checkout(to)
    // Paid and recorded, then the process died before sending.
    await insertPendingOnrampPurchase(api.db, {
      sessionId: body.id,
      provider: 'meridian',
      address: to,
      network: solanaNetwork(),
      assetSymbol: 'PUSD',
      cryptoAmount: '12.500000',
      fiatAmount: '13.00',
      fiatCurrency: 'USD',
      paymentMethod: 'card',
      providerFee: '0.00',
      networkFee: '0.50',
      priceUsd: 1,
    })
    expect((await status(body.id)).body).toEqual({
      status: 'pending',
      network: solanaNetwork(),
      asset: 'PUSD',
      amount: '12.500000',
    })
    const pendingHistory = await get(`/v1/account/${to}/history?projectId=local&onramp=true`)
    expect(pendingHistory.body.data).toMatchObject([{ metadata: { status: 'pending' } }])
    await api.close()
    api = await start()
    await expect.poll(async () => (await status(body.id)).body.status, { timeout: 20_000 }).toBe('confirmed')
    expect(await pusdOf(to)).toBe(12.5)
    // A further restart sends nothing more.
    await api.close()
    api = await start()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(await pusdOf(to)).toBe(12.5)
  }, 60_000)

  test('status: 400 for a malformed id, 404 for an unknown one or another project’s', async () => {
    const bad = await get('/v1/onramp/checkout/not-a-uuid/status?projectId=local')
    expect(bad).toMatchObject({ status: 400, body: { field: 'params.id' } })
    const unknown = await get(
      '/v1/onramp/checkout/00000000-0000-4000-8000-000000000000/status?projectId=local',
    )
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Checkout not found' } })
    const { body } = await checkout(fresh())
    expect((await status(body.id, 'quiet')).status).toBe(404)
    expect((await status(body.id, 'nope')).status).toBe(403)
    for (const id of ["1' or '1'='1", '%00', '..%2F..%2Fhealth'])
      expect((await api.get(`/v1/onramp/checkout/${id}/status?projectId=local`)).status).toBeLessThan(500)
  })

  test('attacks: oversized bodies, foreign projects and origins, injection in the provider id', async () => {
    const huge = await api.get('/v1/generators/onrampurl?projectId=local', {
      method: 'POST',
      // The server closes the connection after a 413: no other request may share it.
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ partnerUserId: 'x'.repeat(2_000_000) }),
    })
    expect(huge.status).toBe(413)
    await huge.arrayBuffer()
    expect((await get('/v1/onramp/providers?projectId=nope')).status).toBe(403)
    expect((await get('/v1/onramp/providers')).status).toBeGreaterThanOrEqual(400)
    const foreign = await get('/v1/onramp/providers?projectId=local', {
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign).toMatchObject({ status: 403, body: { message: 'Unauthorized: origin not allowed' } })
    for (const provider of [
      "meridian'; drop table onramp_sessions; --",
      'meridian\u0000',
      ['meridian'],
      7,
      '../meridian',
    ]) {
      const res = await checkout(fresh(), { provider })
      expect(res.status).toBe(400)
      expect(res.body.field).toBe('body.provider')
    }
    expect((await get('/v1/onramp/providers?projectId=local')).status).toBe(200)
    const tooMany = await post('/v1/generators/onrampurl?projectId=local', {
      destinationWallets: [
        { address: fresh(), blockchains: Array.from({ length: 50 }, () => solanaNetwork()) },
      ],
      partnerUserId: 'p',
      provider: 'meridian',
    })
    expect(tooMany.status).toBe(400)
  })
})
