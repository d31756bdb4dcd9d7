import { parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { formatSwapAmount, minimumReceived } from '../actions/swap/swapMath.js'
import { solanaLocal } from '../test/networks.js'
import { apiQuote, caip, NATIVE, noSwaps, setup, token, world } from '../test/swapController.js'
import { getSwapController } from './swap.js'

// The swap controller's life, initialising and quoting, against the real devnet AMM and blockchain API.
describe('the config’s swap controller', () => {
  test('one per config, created on first use; it resets on disconnect, and destroy() stops it', async () => {
    const { config, swap } = await setup()
    expect(getSwapController(config)).toBe(swap)
    const other = await setup()
    expect(getSwapController(other.config)).not.toBe(swap)
    swap.setSourceTokenAmount('2')
    await config.disconnect()
    await expect.poll(() => swap.state.sourceTokenAmount).toBe('')
    await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    swap.setSourceTokenAmount('3')
    config.destroy()
    // Stopped: a disconnect no longer resets the old form.
    await config.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(swap.state.sourceTokenAmount).toBe('3')
    expect(getSwapController(config)).not.toBe(swap)
  })
})

describe('initialise', () => {
  test('tokens, network price, balances and gas; the source is the network token with amount 1', async () => {
    const { swap } = await setup()
    expect(await swap.initialize()).toBe('ready')
    const { state } = swap
    expect(state.tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'PTK'])
    expect(state.tokens.every((t) => t.price === 0 && t.quantity.decimals === '0' && !t.eip2612)).toBe(true)
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(state.sourceToken?.address.toLowerCase()).toBe(caip(NATIVE))
    expect(state.sourceTokenAmount).toBe('1')
    expect(state.networkTokenSymbol).toBe('ETH')
    expect(state.networkPrice).toBeGreaterThan(2000)
    expect(state.networkPrice).toBeLessThan(4000)
    expect(state.myTokensWithBalance.map((t) => t.symbol).sort()).toEqual(['ETH', 'PTK', 'USDC'])
    expect(state.myTokensWithBalance.every((t) => t.quantity.decimals !== '0')).toBe(true)
    expect(state.networkBalanceInUSD).toBeGreaterThan(0)
    const gasFee = state.gasFee ?? 0n
    expect(gasFee).toBeGreaterThan(0n)
    // 150 000 units at the standard price, in USD.
    expect(state.gasPriceInUSD).toBeCloseTo((Number(gasFee * 150_000n) / 1e18) * state.networkPrice, 8)
    expect(swap.isNetworkSupported()).toBe(true)
  })

  test("a failing API toasts 'Failed to initialize swap' and answers failed (the UI goes back)", async () => {
    const { swap, toasts } = await setup({ apiUrl: 'http://127.0.0.1:9' })
    expect(await swap.initialize()).toBe('failed')
    expect(toasts).toContain('swapInitFailed')
  })

  test("a failed gas price aborts initialising: 'Failed to initialize swap', nothing set up with unknown gas", async () => {
    const { swap, toasts, requests } = await setup({ unreachablePath: '/v1/convert/gas-price' })
    expect(await swap.initialize()).toBe('failed')
    expect(requests.some((url) => url.includes('/v1/convert/gas-price'))).toBe(true)
    expect(toasts).toEqual(['swapInitFailed'])
    expect(swap.state.initialized).toBe(false)
    expect(swap.state.gasFee).toBeUndefined()
    expect(swap.state.sourceToken).toBeUndefined()
  })

  test('networks without swaps say so, without a toast', async () => {
    const { swap, config, toasts } = await setup()
    await config.switchNetwork(noSwaps)
    expect(await swap.initialize()).toBe('unsupported')
    expect(swap.state.supported).toBe(false)
    expect(swap.isNetworkSupported()).toBe(false)
    expect(toasts).toEqual([])
    await config.switchNetwork(solanaLocal)
    expect(swap.isNetworkSupported()).toBe(false)
  })
})

describe('quotes', () => {
  test('both tokens and a positive amount quote: 6 decimals, fee, impact, slippage', async () => {
    const { swap } = await setup()
    await swap.initialize()
    swap.setToToken(token(swap.state.tokens, 'USDC'))
    await swap.settled()
    const { state } = swap
    const quoted = await apiQuote(caip(NATIVE), caip(world.usdc), parseEther('1'))
    expect(state.toTokenAmount).toBe(formatSwapAmount(quoted, 6))
    expect(state.toTokenAmount).toMatch(/^\d+\.\d{6}$/)
    expect(state.providerFee).toBe('0.0085')
    expect(state.maxSlippage).toBe(((Number(quoted) - Number(minimumReceived(quoted, 1))) / 1e6).toString())
    expect(state.priceImpact).toBeGreaterThan(0)
    expect(state.priceImpact).toBeLessThan(5)
    expect(state.inputError).toBeUndefined()
    expect(swap.canSwap()).toBe(true)

    expect(swap.setSlippage(51)).toBe(false)
    expect(swap.setSlippage(0)).toBe(false)
    expect(swap.setSlippage(0.5)).toBe(true)
    expect(state.slippage).toBe(0.5)
    const shown = parseUnits(state.toTokenAmount, 6)
    expect(state.maxSlippage).toBe(((Number(shown) - Number(minimumReceived(shown, 0.5))) / 1e6).toString())
  })

  test('typing is debounced and a newer input aborts an older request', async () => {
    const { swap, quoteRequests } = await setup()
    await swap.initialize()
    swap.setToToken(token(swap.state.tokens, 'USDC'))
    for (const amount of ['0.1', '0.12', '0.125']) swap.setSourceTokenAmount(amount)
    await swap.settled()
    expect(quoteRequests()).toHaveLength(1)
    expect(quoteRequests()[0]).toContain(`amount=${parseEther('0.125')}`)

    // Two immediate quotes: the first is aborted, the state follows the second.
    swap.state.sourceTokenAmount = '0.2'
    const first = swap.quote()
    swap.state.sourceTokenAmount = '0.3'
    const second = swap.quote()
    await Promise.all([first, second])
    const quoted = await apiQuote(caip(NATIVE), caip(world.usdc), parseEther('0.3'))
    expect(swap.state.toTokenAmount).toBe(formatSwapAmount(quoted, 6))
    expect(swap.state.loadingQuote).toBe(false)
  })

  test('zero or empty clears the destination', async () => {
    const { swap } = await setup()
    await swap.initialize()
    swap.setToToken(token(swap.state.tokens, 'USDC'))
    await swap.settled()
    expect(swap.state.toTokenAmount).not.toBe('')
    for (const amount of ['0', '', '0.000']) {
      swap.setSourceTokenAmount(amount)
      expect(swap.state.toTokenAmount).toBe('')
      expect(swap.state.providerFee).toBeUndefined()
      expect(swap.canSwap()).toBe(false)
    }
  })

  test("more than the balance, or no gas budget, is 'Insufficient balance' (not for smart accounts)", async () => {
    const { swap, config } = await setup()
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('10000.000001')
    await swap.settled()
    expect(swap.state.toTokenAmount).not.toBe('')
    expect(swap.state.inputError).toBe('insufficientBalance')
    expect(swap.canSwap()).toBe(false)

    swap.setSourceTokenAmount('1')
    await swap.settled()
    expect(swap.state.inputError).toBeUndefined()
    swap.state.networkBalanceInUSD = 0
    await swap.quote()
    expect(swap.state.inputError).toBe('insufficientBalance')
    config.account.set('eip155', 'preferredAccountType', 'smartAccount')
    await swap.quote()
    expect(swap.state.inputError).toBeUndefined()
  })

  test("no quote: 'Incorrect amount' and 'Please enter a valid amount'", async () => {
    const { swap, toasts } = await setup()
    await swap.initialize()
    swap.setToToken(token(swap.state.tokens, 'USDC'))
    // So many ETH that the pool's maths overflows: the service has no route.
    swap.setSourceTokenAmount(`1${'0'.repeat(55)}`)
    await swap.settled()
    expect(toasts).toContain('swapIncorrectAmount')
    expect(swap.state.inputError).toBe('invalidAmount')
    expect(swap.state.toTokenAmount).toBe('')
  })

  test('switching trades source and destination, amount 1, and re-quotes', async () => {
    const { swap } = await setup()
    await swap.initialize()
    swap.setToToken(token(swap.state.tokens, 'USDC'))
    swap.setSourceTokenAmount('0.5')
    await swap.settled()
    swap.switchTokens()
    expect(swap.state.sourceToken?.symbol).toBe('USDC')
    expect(swap.state.toToken?.symbol).toBe('ETH')
    expect(swap.state.sourceTokenAmount).toBe('1')
    await swap.settled()
    const quoted = await apiQuote(caip(world.usdc), caip(NATIVE), 1_000_000n)
    expect(swap.state.toTokenAmount).toBe(formatSwapAmount(quoted, 18))
  })
})
