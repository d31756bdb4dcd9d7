import { BaseError } from '../errors/base.js'
import { ChainAdapterNotFoundError } from '../errors/thrown.js'
import { formatTransferQuantity } from '../utils/formatBalance.js'
import {
  SWAP_APPROVE_LOADING_MESSAGE,
  SWAP_CONFIRM_LOADING_MESSAGE,
  SWAP_TRANSACTION_ERROR_MESSAGE,
} from './swapConstants.js'
import { type SwapContext, swapContext } from './swapContext.js'
import type { SwapDependencies, SwapState, SwapTransaction } from './swapTypes.js'

/** 'Swapping 1 ETH to 2,961.193 USDC' / 'Swapped …' (spec §8, quantities with 3 decimals). */
export function swapSummary(state: SwapState): string {
  const source = `${formatTransferQuantity(state.sourceTokenAmount || '0')} ${state.sourceToken?.symbol ?? ''}`
  const to = `${formatTransferQuantity(state.toTokenAmount || '0')} ${state.toToken?.symbol ?? ''}`
  return `${source} to ${to}`
}

/** The wallet's own short message, else 'Transaction error'. */
function transactionErrorMessage(error: unknown): string {
  return error instanceof BaseError && error.shortMessage
    ? error.shortMessage
    : SWAP_TRANSACTION_ERROR_MESSAGE
}

async function send(deps: SwapDependencies, context: SwapContext, tx: SwapTransaction) {
  const adapter = deps.getAdapter(context.namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: context.namespace })
  return adapter.sendTransfer({
    network: context.network,
    from: context.address,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    ...(tx.gas > 0n && { gas: tx.gas }),
    gasPrice: tx.gasPrice,
  })
}

/**
 * Sends the built approval ('Approve limit increase in your wallet'). On refusal or failure it toasts the
 * wallet's message (or 'Transaction error') and leaves the form as it was. Returns true once sent.
 */
export async function sendSwapApproval(deps: SwapDependencies, state: SwapState): Promise<boolean> {
  const context = swapContext(deps)
  const tx = state.approvalTransaction
  if (!context || !tx) return false
  state.loadingApprovalTransaction = true
  const toast = deps.toasts.loading(SWAP_APPROVE_LOADING_MESSAGE)
  try {
    await send(deps, context, tx)
    deps.toasts.hide(toast)
    state.approvalTransaction = undefined
    return true
  } catch (error) {
    deps.toasts.error(transactionErrorMessage(error))
    return false
  } finally {
    state.loadingApprovalTransaction = false
  }
}

/**
 * Spec §4 step 5: sends the built swap ('Confirm transaction in your wallet'); once the wallet took it,
 * tracks SWAP_SUCCESS, shows 'Swapping X to Y' while `onSuccess` runs (reset, Account, balances), then
 * 'Swapped X to Y'.
 * On failure toasts the wallet's message (or 'Transaction error'), tracks SWAP_ERROR and keeps the form.
 */
export async function sendSwapTransaction(
  deps: SwapDependencies,
  state: SwapState,
  { onSuccess }: { onSuccess?: (() => Promise<void> | void) | undefined } = {},
): Promise<{ hash: string } | undefined> {
  const context = swapContext(deps)
  const tx = state.swapTransaction
  if (!context || !tx) return undefined
  const summary = swapSummary(state)
  const properties = {
    network: context.caipNetworkId,
    swapFromToken: state.sourceToken?.symbol,
    swapToToken: state.toToken?.symbol,
    swapFromAmount: state.sourceTokenAmount,
    swapToAmount: state.toTokenAmount,
    isSmartAccount: context.isSmartAccount,
  }
  deps.events.emit('SWAP_INITIATED', properties)
  state.loadingTransaction = true
  deps.toasts.loading(SWAP_CONFIRM_LOADING_MESSAGE)
  try {
    const result = await send(deps, context, tx)
    deps.events.emit('SWAP_SUCCESS', { ...properties, hash: result.hash })
    // 'Swapping' while the form resets and the balances refresh, then 'Swapped'.
    deps.toasts.loading(`Swapping ${summary}`)
    await onSuccess?.()
    deps.toasts.success(`Swapped ${summary}`)
    return result
  } catch (error) {
    deps.toasts.error(transactionErrorMessage(error))
    deps.events.emit('SWAP_ERROR', { ...properties, message: (error as Error).message })
    return undefined
  } finally {
    state.loadingTransaction = false
  }
}
