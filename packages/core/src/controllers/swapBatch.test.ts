import { describe, expect, test } from 'vitest'
import { atomicWallet, ptk, setup, token, usdc, world } from '../test/swapController.js'

// A wallet that runs calls atomically (EIP-5792 `atomic: supported`) gets a swap's approval and the swap itself as
// one batch: one prompt, one transaction on the devnet.

const lower = (address: string | undefined) => address?.toLowerCase()

describe('swap with a wallet that batches atomically', () => {
  test('a swap that needs an approval: approval and swap in one batch, with the same outcomes', async () => {
    const { swap, sent, wallet, toasts, evm } = await setup()
    const { batches } = atomicWallet(evm, wallet)
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('7')
    await swap.settled()
    expect(await usdc.allowance()).toBeLessThan(7_000_000n)
    expect(await swap.prepare()).toBe('batch')
    const before = { usdc: await usdc.balance(), ptk: await ptk.balance() }
    const submitted: string[] = []
    const result = await swap.swap({ onSubmitted: ({ hash }) => submitted.push(hash) })
    expect(result?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(submitted).toEqual([result?.hash])
    expect(sent).toEqual([])
    expect(batches.map((calls) => calls.map((call) => lower(call.to)))).toEqual([
      [lower(world.usdc), lower(world.router)],
    ])
    expect(await usdc.balance()).toBe(before.usdc - 7_000_000n)
    expect(await ptk.balance()).toBeGreaterThan(before.ptk)
    expect(await usdc.allowance()).toBe(0n)
    expect(toasts).not.toContain('swapApproveInWallet')
    expect(toasts).toEqual(expect.arrayContaining(['swapConfirmInWallet', 'swapping']))
    expect(toasts.at(-1)).toBe('swapped')
    expect(swap.state.approvalTransaction).toBeUndefined()
  })

  test('a refused batch leaves nothing half-done and the form intact; trying again sends it', async () => {
    const { swap, sent, wallet, toasts, evm } = await setup()
    const { batches } = atomicWallet(evm, wallet)
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('4')
    await swap.settled()
    const before = { usdc: await usdc.balance(), ptk: await ptk.balance(), allowance: await usdc.allowance() }
    wallet.reject = true
    expect(await swap.swap()).toBeUndefined()
    expect(toasts.at(-1)).toBe('requestRejected')
    expect({
      usdc: await usdc.balance(),
      ptk: await ptk.balance(),
      allowance: await usdc.allowance(),
    }).toEqual(before)
    expect(swap.state.sourceTokenAmount).toBe('4')
    wallet.reject = false
    expect(await swap.swap()).toBeDefined()
    expect(batches).toHaveLength(1)
    expect(sent).toEqual([])
    expect(await usdc.balance()).toBe(before.usdc - 4_000_000n)
  })

  test('a batch that cannot succeed leaves the approval undone too: transactionFailed, SWAP_ERROR, the form kept', async () => {
    const { config, swap, wallet, toasts, evm } = await setup()
    atomicWallet(evm, wallet)
    const events: string[] = []
    config.events.subscribe((event) => events.push(event.event), ['SWAP_SUCCESS', 'SWAP_ERROR'])
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('3')
    await swap.settled()
    expect(await swap.prepare()).toBe('batch')
    // A router call that cannot succeed: the batch reverts as a whole.
    swap.state.swapTransaction = { ...swap.state.swapTransaction!, data: '0xdeadbeef' }
    const before = { usdc: await usdc.balance(), allowance: await usdc.allowance() }
    expect(await swap.swap()).toBeUndefined()
    expect(toasts.at(-1)).toBe('transactionFailed')
    expect(events).toEqual(['SWAP_ERROR'])
    expect({ usdc: await usdc.balance(), allowance: await usdc.allowance() }).toEqual(before)
    expect(swap.state.sourceTokenAmount).toBe('3')
  })

  test('no approval needed: the swap goes alone, and the wallet is not asked about batches', async () => {
    const { swap, sent, wallet, evm } = await setup()
    atomicWallet(evm, wallet)
    let asked = 0
    evm.adapter.supportsAtomicBatch = async () => {
      asked++
      return true
    }
    await swap.initialize()
    // To PTK, not USDC: swap.test.ts, running alongside, counts on the account holding at most 10,000 USDC.
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('0.1')
    await swap.settled()
    expect(await swap.swap()).toBeDefined()
    expect(sent.map((s) => lower(s.to))).toEqual([lower(world.router)])
    expect(asked).toBe(0)
  })

  test('a wallet that answers unsupported keeps the two-step path', async () => {
    const { swap, sent, wallet, evm } = await setup()
    const { batches } = atomicWallet(evm, wallet)
    evm.adapter.supportsAtomicBatch = async () => false
    await swap.initialize()
    swap.setSourceToken(token(swap.state.tokens, 'USDC'))
    swap.setToToken(token(swap.state.tokens, 'PTK'))
    swap.setSourceTokenAmount('2')
    await swap.settled()
    expect(await swap.prepare()).toBe('approve')
    expect(await swap.swap()).toBeDefined()
    expect(batches).toEqual([])
    expect(sent.map((s) => lower(s.to))).toEqual([lower(world.usdc), lower(world.router)])
  })
})
