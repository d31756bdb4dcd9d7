import type { ToastCode, ToastValues } from '../../controllers/toasts.js'
import { BaseError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { ChainAdapterNotFoundError } from '../../errors/thrown.js'
import { type SwapContext, swapContext } from './swapContext.js'
import type { SwapDependencies, SwapState, SwapTransaction } from './swapTypes.js'

/**
 * The values of the `swapping` / `swapped` toasts: both amounts as plain decimal strings (the UI shows them
 * as transfer quantities, 3 decimals, in the person's locale) and both symbols.
 */
export function swapSummary(state: SwapState): ToastValues {
  return {
    fromAmount: state.sourceTokenAmount || '0',
    fromSymbol: state.sourceToken?.symbol ?? '',
    toAmount: state.toTokenAmount || '0',
    toSymbol: state.toToken?.symbol ?? '',
  }
}

/** The toast of a failed wallet request: refused by the person, reverted on chain, or failed otherwise. */
function transactionErrorCode(error: unknown): ToastCode {
  if (isUserRejection(error)) return 'requestRejected'
  if (error instanceof ApprovalRevertedError) return 'approvalReverted'
  return 'transactionFailed'
}

/** The approval was mined but failed. */
class ApprovalRevertedError extends BaseError {
  override name = 'ApprovalRevertedError'
  constructor() {
    super('The approval transaction failed on chain.')
  }
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

/** Whether the connected wallet can send the approval and the swap as one atomic batch (asked once per chain). */
export async function supportsSwapBatch(deps: SwapDependencies): Promise<boolean> {
  const context = swapContext(deps)
  const adapter = context && deps.getAdapter(context.namespace)
  if (!context || !adapter?.supportsAtomicBatch || !adapter.sendAtomicBatch) return false
  return adapter.supportsAtomicBatch({ network: context.network, address: context.address })
}

/**
 * The project's paymaster service on `caipNetworkId`, from the blockchain API's smart-account networks; undefined
 * where the API sponsors nothing there or cannot be read (the batch then goes without one).
 */
async function paymasterUrlOf(deps: SwapDependencies, caipNetworkId: string): Promise<string | undefined> {
  try {
    const reply = await deps.api?.getSmartAccountNetworks()
    return reply?.networks.find((network) => network.caipNetworkId === caipNetworkId)?.paymasterUrl
  } catch {
    return undefined
  }
}

/** The approval and the swap as one atomic batch; resolves once it succeeded on chain, with its hash. */
async function sendBatch(
  deps: SwapDependencies,
  context: SwapContext,
  approval: SwapTransaction,
  swap: SwapTransaction,
) {
  const adapter = deps.getAdapter(context.namespace)
  if (!adapter?.sendAtomicBatch) throw new ChainAdapterNotFoundError({ details: context.namespace })
  return adapter.sendAtomicBatch({
    network: context.network,
    from: context.address,
    calls: [approval, swap].map(({ to, data, value }) => ({ to, data, value })),
    paymasterUrl: await paymasterUrlOf(deps, context.network.caipNetworkId),
  })
}

/**
 * Sends the built approval (toast `swapApproveInWallet` while the wallet asks) and waits for it to be mined.
 * On refusal or failure it toasts why and leaves the form as it was. Returns true once mined.
 */
export async function sendSwapApproval(deps: SwapDependencies, state: SwapState): Promise<boolean> {
  const context = swapContext(deps)
  const tx = state.approvalTransaction
  if (!context || !tx) return false
  state.loadingApprovalTransaction = true
  const toast = deps.toasts.loading('swapApproveInWallet')
  try {
    const { hash } = await send(deps, context, tx)
    // The swap spends the allowance: on a real chain it must be mined first.
    const receipt = await deps
      .getAdapter(context.namespace)
      ?.waitForReceipt?.({ network: context.network, hash })
    if (receipt?.status === 'reverted') throw new ApprovalRevertedError()
    deps.toasts.hide(toast)
    state.approvalTransaction = undefined
    return true
  } catch (error) {
    deps.toasts.error(transactionErrorCode(error))
    return false
  } finally {
    state.loadingApprovalTransaction = false
  }
}

/**
 * Sends the built swap (toast `swapConfirmInWallet`); once the wallet took it, tracks SWAP_SUCCESS, shows
 * `swapping` while `onSuccess` runs (form reset, balances refreshed), then `swapped`. When the approval was
 * built with it (`prepare` returned `batch`) both go as one atomic batch, which counts as taken once it
 * succeeded on chain. On failure toasts why, tracks SWAP_ERROR and keeps the form.
 */
export async function sendSwapTransaction(
  deps: SwapDependencies,
  state: SwapState,
  { onSuccess }: { onSuccess?: ((result: { hash: string }) => Promise<void> | void) | undefined } = {},
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
  deps.toasts.loading('swapConfirmInWallet')
  try {
    const approval = state.approvalTransaction
    const result = approval ? await sendBatch(deps, context, approval, tx) : await send(deps, context, tx)
    state.approvalTransaction = undefined
    deps.events.emit('SWAP_SUCCESS', { ...properties, hash: result.hash })
    // 'Swapping' while the form resets and the balances refresh, then 'Swapped'.
    deps.toasts.loading('swapping', summary)
    await onSuccess?.(result)
    deps.toasts.success('swapped', summary)
    return result
  } catch (error) {
    deps.toasts.error(transactionErrorCode(error))
    deps.events.emit('SWAP_ERROR', { ...properties, message: (error as Error).message })
    return undefined
  } finally {
    state.loadingTransaction = false
  }
}
