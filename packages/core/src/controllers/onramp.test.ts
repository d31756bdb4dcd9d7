import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, describe, expect, inject, test, vi } from 'vitest'
import { createConfig } from '../createConfig.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { chainA, solanaLocal } from '../test/networks.js'
import { createTestAdapter } from '../testing/createTestAdapter.js'
import { getOnrampController } from './onramp.js'
import '../test/swapWorld.js'

// The on-ramp controller against the real blockchain API on the devnet (started by the package's global
// setup): its sandbox providers, options, quotes and checkouts, paid through the checkout's own routes, so
// the tokens really arrive on the chain.

const world = inject('swapWorld')
const devnet: Network = {
  id: world.chainId,
  caipNetworkId: `eip155:${world.chainId}`,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [world.rpcUrl] } },
  testnet: false,
}
// An account no other test uses: it only receives what it buys here.
const BUYER = '0x00000000000000000000000000000000000b0b01'
const CLOSED = 'http://127.0.0.1:1'

const timeZone = process.env.TZ
afterEach(() => {
  if (timeZone === undefined) delete process.env.TZ
  else process.env.TZ = timeZone
})

async function setup({
  apiUrl = world.apiUrl,
  networks = [devnet, solanaLocal] as [Network, ...Network[]],
} = {}) {
  const evm = createTestAdapter('eip155', [BUYER])
  const solana = createTestAdapter('solana', ['So11111111111111111111111111111111111111112'])
  const config = createConfig({
    projectId: world.projectId,
    networks,
    adapters: [evm.adapter, solana.adapter],
    storage: memoryStorage(),
    api: { url: apiUrl },
    reconnectOnInit: false,
  })
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  return { config, onramp: getOnrampController(config) }
}

const usdcOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(world.rpcUrl) }).readContract({
    address: world.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Pays a checkout through its page's own route, as the page's Pay button does. */
async function pay(url: string, card: string, amount: string) {
  const response = await fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      amount,
      currency: 'USD',
      asset: 'USDC',
      network: devnet.caipNetworkId,
      method: 'card',
      card: { number: card, expiry: '12/40', cvc: '123' },
    }),
  })
  return response.status
}

describe('on-ramp controller', () => {
  test('a person in mainland China, Hong Kong or Macau is told on-ramp is unavailable in their region', async () => {
    const { config, onramp } = await setup()
    expect(onramp.availability()).toBe('available')
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau', 'PRC']) {
      process.env.TZ = zone
      expect(onramp.availability()).toBe('regionRestricted')
    }
    process.env.TZ = 'Asia/Taipei'
    expect(onramp.availability()).toBe('available')
    config.destroy()
  })

  test('lists only the providers that deliver on the active namespace', async () => {
    const { config, onramp } = await setup()
    await onramp.fetchProviders()
    expect(onramp.state.providers.map((p) => p.id)).toEqual(['portico-sandbox', 'meridian'])
    for (const provider of onramp.state.providers) expect(provider.feeRange).toEqual({ min: 1, max: 2 })
    await config.switchNetwork(solanaLocal)
    expect(onramp.state.providers).toEqual([]) // a network switch resets the form
    await onramp.fetchProviders()
    expect(onramp.state.providers.map((p) => p.id)).toEqual(['meridian'])
    config.destroy()
  })

  test('amounts are checked against the chosen payment method and currency, inclusive, with the limit', async () => {
    const { config, onramp } = await setup()
    await onramp.fetchProviders()
    await onramp.selectProvider('portico-sandbox')
    expect(onramp.state.purchaseCurrencies.map((c) => c.symbol)).toContain('USDC')
    expect(onramp.state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    onramp.setAmount('9.99')
    expect(onramp.state.inputError).toEqual({ code: 'amountTooLow', min: '10.00', currency: 'USD' })
    onramp.setAmount('7500.01')
    expect(onramp.state.inputError).toEqual({ code: 'amountTooHigh', max: '7500.00', currency: 'USD' })
    expect(onramp.canCheckout()).toBe(false)
    expect(await onramp.startCheckout()).toEqual({ status: 'invalid', inputError: onramp.state.inputError })
    // A bank account allows up to 25,000.
    onramp.setPaymentMethod('ach_bank_account')
    expect(onramp.state.inputError).toBeUndefined()
    onramp.setPaymentCurrency('EUR')
    onramp.setAmount('25000.01')
    expect(onramp.state.inputError).toEqual({ code: 'amountTooHigh', max: '25000.00', currency: 'EUR' })
    onramp.setAmount('12.345')
    expect(onramp.state.inputError).toEqual({ code: 'invalidAmount' })
    config.destroy()
  })

  test('the quote follows the form after a pause, and only the latest answer is kept', async () => {
    const { config, onramp } = await setup()
    await onramp.fetchProviders()
    await onramp.selectProvider('meridian')
    onramp.setPurchaseCurrency('USDC')
    onramp.setAmount('10')
    onramp.setAmount('100')
    expect(onramp.state.loadingQuote).toBe(true)
    await vi.waitFor(() => expect(onramp.state.quote).toBeDefined(), { timeout: 5_000 })
    const quote = onramp.state.quote!
    expect(onramp.state.quoteIsPlaceholder).toBe(false)
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' })
    expect(quote.purchaseAmount.currency).toBe('USDC')
    expect(Number(quote.coinbaseFee.amount)).toBeGreaterThanOrEqual(1)
    expect(Number(quote.coinbaseFee.amount)).toBeLessThanOrEqual(2)
    config.destroy()
  })

  test('checkout: a declined card leaves it open, a good card pays, the tokens arrive, balances refresh', async () => {
    const { config, onramp } = await setup()
    const refreshed = vi.spyOn(config, 'fetchTokenBalances')
    await onramp.fetchProviders()
    await onramp.selectProvider('portico-sandbox')
    onramp.setPurchaseCurrency('USDC')
    onramp.setAmount('50')
    const before = await usdcOf(BUYER)
    const started = await onramp.startCheckout()
    if (started.status !== 'started') throw new Error(`no checkout: ${JSON.stringify(started)}`)
    expect(started.url).toContain(started.id)
    expect(onramp.state.checkout).toMatchObject({ id: started.id, status: 'open' })

    const followed = onramp.followCheckout({ interval: 100 })
    expect(await pay(started.url, '4000000000000002', '50')).toBe(402)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(onramp.state.checkout?.status).toBe('open')
    expect(await pay(started.url, '4242424242424242', '50')).toBe(200)
    expect(await followed).toBe('confirmed')
    expect(await usdcOf(BUYER)).toBeGreaterThan(before)
    expect(refreshed).toHaveBeenCalledWith({ forceUpdate: true })
    config.destroy()
  })

  test('following stops when asked, and after its maximum, leaving the checkout stale', async () => {
    const { config, onramp } = await setup()
    await onramp.fetchProviders()
    await onramp.selectProvider('portico-sandbox')
    onramp.setAmount('20')
    const started = await onramp.startCheckout()
    expect(started.status).toBe('started')
    expect(await onramp.followCheckout({ interval: 50, maxDuration: 200 })).toBe('open')
    expect(onramp.state.checkout?.stale).toBe(true)
    const followed = onramp.followCheckout({ interval: 50 })
    onramp.stopFollowing()
    expect(await followed).toBe('open')
    config.destroy()
  })

  test('an API that does not answer: providers fail; options fall back to USD and EUR and the native currency', async () => {
    const { config, onramp } = await setup({ apiUrl: CLOSED, networks: [chainA] })
    await onramp.fetchProviders()
    expect(onramp.state.providersFailed).toBe(true)
    expect(onramp.state.providers).toEqual([])
    // A provider known from before: its options cannot be read, the built-in ones stand in.
    onramp.state.providers = [
      {
        id: 'portico-sandbox',
        name: 'Portico Sandbox',
        description: '',
        logoUrl: '',
        feeRange: { min: 1, max: 2 },
        chainNamespaces: ['eip155'],
      },
    ]
    await onramp.selectProvider('portico-sandbox')
    expect(onramp.state.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(onramp.state.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH'])
    expect(onramp.state.purchaseCurrency?.networks[0]?.name).toBe(chainA.caipNetworkId)
    onramp.setAmount('5')
    expect(onramp.state.inputError).toEqual({ code: 'amountTooLow', min: '10.00', currency: 'USD' })
    // A failed quote is a placeholder, marked as such; the form stays.
    onramp.setAmount('100')
    await onramp.quote()
    expect(onramp.state.quoteIsPlaceholder).toBe(true)
    expect(onramp.state.amount).toBe('100')
    expect((await onramp.startCheckout()).status).toBe('failed')
    config.destroy()
  }, 30_000)

  test('disconnecting resets the form', async () => {
    const { config, onramp } = await setup()
    await onramp.fetchProviders()
    await onramp.selectProvider('portico-sandbox')
    onramp.setAmount('20')
    await config.disconnect()
    expect(onramp.state.provider).toBeUndefined()
    expect(onramp.state.amount).toBe('')
    expect(onramp.availability()).toBe('notConnected')
    config.destroy()
  })
})
