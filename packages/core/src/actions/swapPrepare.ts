import { isPositiveAmount } from '../utils/decimal.js'
import {
  SWAP_ALLOWANCE_FAILED_MESSAGE,
  SWAP_APPROVAL_BUILD_FAILED_MESSAGE,
  SWAP_BUILD_FAILED_MESSAGE,
} from './swapConstants.js'
import { swapContext } from './swapContext.js'
import { SwapError } from './swapErrors.js'
import { formatSwapAmount, hasSwapAllowance, toBaseUnits } from './swapMath.js'
import type { SwapDependencies, SwapState, SwapTransaction } from './swapTypes.js'

/** Spec §5: connected, both tokens with address and decimals, and an amount above 0. */
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

export type PrepareSwapReturnType = 'approve' | 'swap' | undefined

/**
 * Spec §4 step 4: checks the allowance; allowed → builds the swap transaction, otherwise builds the
 * approval of the source amount. Each failure toasts its spec message and goes back. Returns which
 * transaction is ready, or undefined.
 */
export async function prepareSwapTransaction(
  deps: SwapDependencies,
  state: SwapState,
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
      throw new SwapError(SWAP_ALLOWANCE_FAILED_MESSAGE, { cause: error })
    }
    const request = {
      caipNetworkId: context.caipNetworkId,
      userAddress: context.userAddress,
      from: source.address,
      to: to.address,
    }
    if (hasSwapAllowance(allowance, state.sourceTokenAmount, source.decimals)) {
      let built: Awaited<ReturnType<typeof context.api.buildSwapTransaction>>
      try {
        built = await context.api.buildSwapTransaction({ ...request, amount, slippage: state.slippage })
      } catch (error) {
        throw new SwapError(SWAP_BUILD_FAILED_MESSAGE, { cause: error })
      }
      const { tx } = built
      const toAmount = tx.toAmount
      state.approvalTransaction = undefined
      state.swapTransaction = transaction(
        tx,
        toAmount === undefined ? state.toTokenAmount : formatSwapAmount(BigInt(toAmount), to.decimals),
      )
      return 'swap'
    }
    let built: Awaited<ReturnType<typeof context.api.buildApproveTransaction>>
    try {
      built = await context.api.buildApproveTransaction({ ...request, amount })
    } catch (error) {
      throw new SwapError(SWAP_APPROVAL_BUILD_FAILED_MESSAGE, { cause: error })
    }
    state.swapTransaction = undefined
    state.approvalTransaction = transaction(
      { ...built.tx, eip155: { gas: '0', ...built.tx.eip155 } },
      state.toTokenAmount,
    )
    return 'approve'
  } catch (error) {
    deps.toasts.error(error instanceof SwapError ? error.message : SWAP_BUILD_FAILED_MESSAGE)
    deps.router.back()
    return undefined
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
