import { isPositiveAmount } from '../../utils/decimal.js'
import { swapContext } from './swapContext.js'
import { SwapError } from './swapErrors.js'
import { formatSwapAmount, hasSwapAllowance, toBaseUnits } from './swapMath.js'
import type { SwapDependencies, SwapState, SwapTransaction } from './swapTypes.js'

/** A swap can run only when connected, with both tokens having an address and decimals, and an amount above 0. */
export function isSwapAvailable(deps: SwapDependencies, state: SwapState): boolean {
  const { sourceToken, toToken, sourceTokenAmount } = state
  let connected = false
  try {
    connected = swapContext(deps) !== undefined
  } catch {
    connected = false
  }
  return (
    connected &&
    Boolean(sourceToken?.address && toToken?.address) &&
    Number.isInteger(sourceToken?.decimals) &&
    Number.isInteger(toToken?.decimals) &&
    isPositiveAmount(sourceTokenAmount)
  )
}

/**
 * Which transaction is ready: `batch` when both the approval and the swap are (to be sent as one atomic batch);
 * `failed` once a step failed (toasted: a UI goes back); undefined when the form cannot swap.
 */
export type PrepareSwapReturnType = 'approve' | 'swap' | 'batch' | 'failed' | undefined

export type PrepareSwapOptions = {
  /** Asked only when an approval is needed: true when the wallet can send approval and swap as one atomic batch. */
  atomicBatch?: (() => Promise<boolean>) | undefined
}

/**
 * Checks the allowance; allowed → builds the swap transaction, otherwise builds the approval of the source
 * amount (and the swap too when `atomicBatch` says the wallet can send both at once). A failure toasts the step
 * that failed (`swapAllowanceFailed`, `swapBuildFailed`, `swapApprovalBuildFailed`) and returns `failed`.
 */
export async function prepareSwapTransaction(
  deps: SwapDependencies,
  state: SwapState,
  { atomicBatch }: PrepareSwapOptions = {},
): Promise<PrepareSwapReturnType> {
  if (!isSwapAvailable(deps, state)) return undefined
  const context = swapContext(deps)!
  const source = state.sourceToken!
  const to = state.toToken!
  const amount = toBaseUnits(state.sourceTokenAmount, source.decimals).toString()
  state.loadingBuildTransaction = true
  try {
    let allowance: string
    try {
      ;({ allowance } = await context.api.getSwapAllowance({
        caipNetworkId: context.caipNetworkId,
        tokenAddress: source.address,
        userAddress: context.userAddress,
      }))
    } catch (error) {
      throw new SwapError('swapAllowanceFailed', { cause: error })
    }
    const request = {
      caipNetworkId: context.caipNetworkId,
      userAddress: context.userAddress,
      from: source.address,
      to: to.address,
    }
    const buildSwap = async () => {
      let built: Awaited<ReturnType<typeof context.api.buildSwapTransaction>>
      try {
        built = await context.api.buildSwapTransaction({ ...request, amount, slippage: state.slippage })
      } catch (error) {
        throw new SwapError('swapBuildFailed', { cause: error })
      }
      const { tx } = built
      const toAmount = tx.toAmount
      return transaction(
        tx,
        toAmount === undefined ? state.toTokenAmount : formatSwapAmount(BigInt(toAmount), to.decimals),
      )
    }
    if (hasSwapAllowance(allowance, state.sourceTokenAmount, source.decimals)) {
      const swap = await buildSwap()
      state.approvalTransaction = undefined
      state.swapTransaction = swap
      return 'swap'
    }
    let built: Awaited<ReturnType<typeof context.api.buildApproveTransaction>>
    try {
      built = await context.api.buildApproveTransaction({ ...request, amount })
    } catch (error) {
      throw new SwapError('swapApprovalBuildFailed', { cause: error })
    }
    // With a wallet that batches atomically the swap is built now, before its allowance exists (its gas is
    // the API's assumption then): both go to the wallet at once.
    const swap = (await atomicBatch?.()) ? await buildSwap() : undefined
    state.swapTransaction = swap
    state.approvalTransaction = transaction(
      { ...built.tx, eip155: { gas: '0', ...built.tx.eip155 } },
      state.toTokenAmount,
    )
    return swap ? 'batch' : 'approve'
  } catch (error) {
    deps.toasts.error(error instanceof SwapError ? error.code : 'swapBuildFailed')
    return 'failed'
  } finally {
    state.loadingBuildTransaction = false
  }
}

function transaction(
  tx: { to: `0x${string}`; data: `0x${string}`; value: string; eip155: { gas: string; gasPrice: string } },
  toAmount: string,
): SwapTransaction {
  return {
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
    toAmount,
  }
}
