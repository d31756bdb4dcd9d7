import { parseEther, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { minimumReceived } from '../actions/swap/swapMath.js'
import { ptk, setup, token, usdc, world } from '../test/swapController.js'

// Swaps that land on the devnet: approvals, declines and failures around them.

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
