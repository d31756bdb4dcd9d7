import { devnetAccount, usdCoinAbi } from '@portico/devnet/contracts'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { formatSwapAmount, minimumReceived } from '../actions/swap/swapMath.js'
import type { SwapToken } from '../actions/swap/swapTypes.js'
import { getSwapController } from '../controllers/swap.js'
import type { Toast, ToastValues } from '../controllers/toasts.js'
import { createConfig } from '../createConfig.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import type { Network } from '../networks/types.js'
import { memoryStorage } from '../storage/backends/memory.js'
import { solanaLocal } from '../test/networks.js'
import { createTestAdapter } from '../test/testAdapter.js'
import '../test/swapWorld.js'

// The swap flow against the real devnet AMM and the real blockchain API (started by the package's global
// setup). The wallet behind the test adapter signs with a devnet account, so every swap lands on chain.
const world = inject('swapWorld')
const account = devnetAccount(2)
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const caip = (address: string) => `eip155:${world.chainId}:${address}`

const devnet: Network = {
  id: world.chainId,
  caipNetworkId: `eip155:${world.chainId}`,
  name: 'Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [world.rpcUrl] } },
  testnet: false,
}
// In the config but not served by the API's swap service.
const noSwaps: Network = { ...devnet, id: 1, caipNetworkId: 'eip155:1', name: 'No swaps' }

const reader = createPublicClient({ transport: http(world.rpcUrl) })
const signer = createWalletClient({ account, transport: http(world.rpcUrl) })
const erc20 = (token: Hex) => ({
  balance: () =>
    reader.readContract({
      address: token,
      abi: usdCoinAbi,
      functionName: 'balanceOf',
      args: [account.address],
    }),
  allowance: () =>
    reader.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account.address, world.router],
    }),
})
const usdc = erc20(world.usdc)
const ptk = erc20(world.ptk)

const configs: { destroy(): void }[] = []
afterEach(() => {
  for (const config of configs.splice(0)) config.destroy()
})

/** A config on the devnet whose wallet sends real transactions; `wallet.reject` makes it refuse. */
async function setup({ apiUrl = world.apiUrl, unreachablePath = '' } = {}) {
  const evm = createTestAdapter('eip155', [account.address])
  const sent: { to: string; data: string | undefined; value: bigint }[] = []
  const wallet = { reject: false }
  evm.adapter.sendTransfer = async ({ to, value, data, gas, gasPrice }) => {
    if (wallet.reject) throw new UserRejectedRequestError()
    sent.push({ to, data, value })
    const hash = await signer.sendTransaction({
      chain: null,
      to: to as Hex,
      value,
      ...(data && { data }),
      ...(gas && { gas }),
      ...(gasPrice && { gasPrice }),
    })
    await reader.waitForTransactionReceipt({ hash })
    return { hash }
  }
  const requests: string[] = []
  const config = createConfig({
    projectId: world.projectId,
    networks: [devnet, noSwaps, solanaLocal],
    // The devnet, not chain 1 (the default when nothing is stored).
    defaultNetwork: devnet,
    adapters: [
      evm.adapter,
      createTestAdapter('solana', ['So11111111111111111111111111111111111111112']).adapter,
    ],
    storage: memoryStorage(),
    api: {
      url: apiUrl,
      fetch: (input, init) => {
        requests.push(String(input))
        const url = new URL(String(input))
        // One path of the API sent to a port nobody listens on: that call fails, the others answer.
        if (unreachablePath && url.pathname === unreachablePath) url.host = '127.0.0.1:9'
        return fetch(url, init)
      },
    },
  })
  configs.push(config)
  await config.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
  const toasts: Toast['code'][] = []
  const toastValues: (ToastValues | undefined)[] = []
  const { subscribe } = await import('valtio/vanilla')
  subscribe(
    config.toasts.state,
    () => {
      const toast = config.toasts.state.toast
      if (toast && toasts.at(-1) !== toast.code) {
        toasts.push(toast.code)
        toastValues.push(toast.values)
      }
    },
    true,
  )
  const quoteRequests = () => requests.filter((url) => url.includes('/v1/convert/quotes'))
  return {
    config,
    swap: getSwapController(config),
    sent,
    wallet,
    toasts,
    toastValues,
    requests,
    quoteRequests,
    evm,
  }
}

const token = (tokens: readonly SwapToken[], symbol: string) => {
  const found = tokens.find((t) => t.symbol === symbol)
  if (!found) throw new Error(`no ${symbol}`)
  return found
}

async function apiQuote(from: string, to: string, amount: bigint) {
  const url = `${world.apiUrl}/v1/convert/quotes?projectId=${world.projectId}&amount=${amount}&from=${from}&to=${to}`
  const body = (await (await fetch(url)).json()) as { quotes: { toAmount: string }[] }
  return BigInt(body.quotes[0]!.toAmount)
}

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

describe('swap', () => {
  test('native → 6-decimal token: one wallet request, then reset, Account and fresh balances', async () => {
    const { swap, sent, toasts, toastValues } = await setup()
    await swap.initialize()
    swap.setToToken(token(swap.state.tokens, 'USDC'))
    swap.setSourceTokenAmount('0.5')
    await swap.settled()
    const shown = swap.state.toTokenAmount
    const before = await usdc.balance()
    const submitted: string[] = []
    const result = await swap.swap({ onSubmitted: ({ hash }) => submitted.push(hash) })
    expect(submitted).toEqual([result?.hash])
    expect(result?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.value).toBe(parseEther('0.5'))
    const received = (await usdc.balance()) - before
    expect(received).toBeGreaterThanOrEqual(minimumReceived(parseUnits(shown, 6), 1))
    expect(toasts).toEqual(expect.arrayContaining(['swapConfirmInWallet', 'swapping']))
    expect(toasts.at(-1)).toBe('swapped')
    expect(toastValues.at(-1)).toEqual({
      fromAmount: '0.5',
      fromSymbol: 'ETH',
      toAmount: shown,
      toSymbol: 'USDC',
    })
    expect(swap.state.initialized).toBe(false)
    expect(swap.state.sourceToken).toBeUndefined()
  })

  test('6-decimal → 18-decimal token: approval, re-quote and rebuild, then the swap', async () => {
    const { swap, sent, toasts } = await setup()
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('25')
    await swap.settled()
    expect(await usdc.allowance()).toBeLessThan(25_000_000n)
    expect(await swap.prepare()).toBe('approve')
    expect(swap.state.approvalTransaction?.to.toLowerCase()).toBe(world.usdc.toLowerCase())
    const before = { usdc: await usdc.balance(), ptk: await ptk.balance() }
    const result = await swap.swap()
    expect(result).toBeDefined()
    expect(sent.map((s) => s.to.toLowerCase())).toEqual([
      world.usdc.toLowerCase(),
      world.router.toLowerCase(),
    ])
    expect(toasts).toEqual(expect.arrayContaining(['swapApproveInWallet', 'swapConfirmInWallet']))
    expect(await usdc.balance()).toBe(before.usdc - 25_000_000n)
    expect(await ptk.balance()).toBeGreaterThan(before.ptk)
    // Exactly the amount was approved, and the swap used it.
    expect(await usdc.allowance()).toBe(0n)
  })

  test('a declined approval leaves nothing half-done', async () => {
    const { swap, sent, wallet, toasts } = await setup()
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('5')
    await swap.settled()
    const before = { usdc: await usdc.balance(), ptk: await ptk.balance(), allowance: await usdc.allowance() }
    wallet.reject = true
    expect(await swap.swap()).toBeUndefined()
    expect(sent).toEqual([])
    expect(toasts.at(-1)).toBe('requestRejected')
    expect({
      usdc: await usdc.balance(),
      ptk: await ptk.balance(),
      allowance: await usdc.allowance(),
    }).toEqual(before)
    // The form is intact and can go on.
    expect(swap.state.sourceTokenAmount).toBe('5')
    expect(swap.state.toTokenAmount).not.toBe('')
    expect(swap.state.loadingApprovalTransaction).toBe(false)
    wallet.reject = false
    expect(await swap.swap()).toBeDefined()
    expect(await usdc.balance()).toBe(before.usdc - 5_000_000n)
  })

  test("the swap waits for the approval's receipt; a reverted approval keeps the form and sends no swap", async () => {
    const { swap, sent, toasts, evm } = await setup()
    const waited: string[] = []
    let status: 'success' | 'reverted' = 'reverted'
    evm.adapter.waitForReceipt = async ({ hash }) => {
      waited.push(hash)
      return { status }
    }
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('3')
    await swap.settled()
    expect(await swap.swap()).toBeUndefined()
    expect(waited).toHaveLength(1)
    expect(sent.map((s) => s.to.toLowerCase())).toEqual([world.usdc.toLowerCase()])
    expect(toasts.at(-1)).toBe('approvalReverted')
    expect(swap.state.sourceTokenAmount).toBe('3')
    // On anvil the approval did land, so the next try needs none and swaps.
    status = 'success'
    expect(await swap.swap()).toBeDefined()
    expect(sent.at(-1)?.to.toLowerCase()).toBe(world.router.toLowerCase())
  })

  test("a failing allowance check toasts 'Failed to check allowance' and answers failed (the UI goes back)", async () => {
    const { swap, toasts } = await setup()
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    await swap.settled()
    // A token the API does not know has no allowance to read.
    swap.state.sourceToken = { ...swap.state.sourceToken!, address: `eip155:${world.chainId}:0x12` }
    expect(await swap.prepare()).toBe('failed')
    expect(toasts).toContain('swapAllowanceFailed')
  })
})
