import { proxy } from 'valtio/vanilla'
import { applySwapBalances, fetchSwapBalances } from '../actions/swap/swapBalances.js'
import {
  SWAP_DEFAULT_SLIPPAGE,
  SWAP_MAX_SLIPPAGE,
  SWAP_QUOTE_DEBOUNCE_MS,
} from '../actions/swap/swapConstants.js'
import { swapContext } from '../actions/swap/swapContext.js'
import { followSwapResets } from '../actions/swap/swapFollowResets.js'
import { type InitializeSwapReturnType, initializeSwap } from '../actions/swap/swapInitialize.js'
import { maxSlippageUnits, sameSwapAddress } from '../actions/swap/swapMath.js'
import {
  isSwapAvailable,
  type PrepareSwapReturnType,
  prepareSwapTransaction,
} from '../actions/swap/swapPrepare.js'
import { createSwapQuoteScheduler } from '../actions/swap/swapQuoteScheduler.js'
import { sendSwapApproval, sendSwapTransaction, supportsSwapBatch } from '../actions/swap/swapSend.js'
import {
  initialSwapState,
  type SwapDependencies,
  type SwapState,
  type SwapToken,
} from '../actions/swap/swapTypes.js'
import type { TokenBalance } from '../api/types.js'
import { formatUnits, parseUnits } from '../utils/units.js'
import { isUnsupportedNetwork } from './network.js'
import { type DestroyHook, perConfig } from './perConfig.js'

export type { SwapDependencies, SwapState, SwapToken }

export type CreateSwapControllerParameters = SwapDependencies & {
  /** Refreshes the account's balances after a swap (the config's native and token balances). */
  refreshBalances?: (() => Promise<unknown>) | undefined
  /** Quote debounce in ms (default 300). */
  quoteDelay?: number | undefined
}

/**
 * The swap form and its flow. Apps and the UI use the config's own (`getSwapController(config)`); this
 * builds one on any dependencies. Quotes follow the inputs, debounced; a newer input aborts an older request.
 * The form resets on disconnect, on a network switch and after a swap.
 */
export function createSwapController(parameters: CreateSwapControllerParameters) {
  const { refreshBalances, quoteDelay = SWAP_QUOTE_DEBOUNCE_MS, ...deps } = parameters
  const state = proxy<SwapState>(initialSwapState(SWAP_DEFAULT_SLIPPAGE))
  const quotes = createSwapQuoteScheduler(deps, state, quoteDelay)
  const { quote } = quotes
  const requestQuote = quotes.request

  const reset = () => {
    quotes.cancel()
    Object.assign(state, initialSwapState(SWAP_DEFAULT_SLIPPAGE))
  }
  const stopFollowing = followSwapResets(deps, state, reset)
  // A wallet that runs calls atomically gets the approval and the swap as one batch.
  const prepareOptions = { atomicBatch: () => supportsSwapBatch(deps) }

  // After a swap: the config's balances are read again, and the swap's held tokens derive from them.
  const refresh = async () => {
    try {
      if (refreshBalances) await refreshBalances()
      const context = swapContext(deps)
      if (!context) return
      if (refreshBalances) applySwapBalances(context, state, deps.account.get(context.namespace).tokenBalance)
      else await fetchSwapBalances(deps, context, state, { forceUpdate: true })
    } catch {
      // Balances show their own failure where they are displayed.
    }
  }

  return {
    state,
    /** Loads what the form needs; resolves how it ended (`failed` was toasted: a UI goes back). */
    initialize: (): Promise<InitializeSwapReturnType> => initializeSwap(deps, state),
    /** True when the active network can swap (eip155 with the API); the view says so otherwise. */
    isNetworkSupported(): boolean {
      const network = deps.network.state.caipNetwork
      if (!deps.api || network?.chainNamespace !== 'eip155' || isUnsupportedNetwork(network)) return false
      return state.supported
    },
    /** Picks the source; picking the destination's token switches the two. */
    setSourceToken(token: SwapToken | undefined) {
      if (token && state.toToken && sameSwapAddress(token.address, state.toToken.address)) {
        state.toToken = state.sourceToken
      }
      state.sourceToken = token
      requestQuote()
    },
    /** Picks the destination; picking the source's token switches the two. */
    setToToken(token: SwapToken | undefined) {
      if (token && state.sourceToken && sameSwapAddress(token.address, state.sourceToken.address)) {
        state.sourceToken = state.toToken
      }
      state.toToken = token
      requestQuote()
    },
    setSourceTokenAmount(amount: string) {
      state.sourceTokenAmount = amount
      requestQuote()
    },
    /** Source and destination trade places, amount 1, and a new quote. */
    switchTokens() {
      const { sourceToken, toToken } = state
      state.sourceToken = toToken
      state.toToken = sourceToken
      state.sourceTokenAmount = '1'
      requestQuote()
    },
    /** Slippage tolerance in percent, above 0 and at most 50; returns false (unchanged) otherwise. */
    setSlippage(slippage: number): boolean {
      if (!Number.isFinite(slippage) || slippage <= 0 || slippage > SWAP_MAX_SLIPPAGE) return false
      state.slippage = slippage
      // The cost of slippage follows the shown quote; no new request is needed.
      const to = state.toToken
      if (to && state.toTokenAmount)
        state.maxSlippage = formatUnits(
          maxSlippageUnits(parseUnits(state.toTokenAmount, to.decimals), slippage),
          to.decimals,
        )
      state.swapTransaction = undefined
      return true
    },
    /** Quotes now (no debounce). */
    quote,
    /** Resolves when the latest requested quote has settled. */
    settled: quotes.settled,
    /** Connected, both tokens with address and decimals, an amount above 0, no input error. */
    canSwap: () => isSwapAvailable(deps, state) && !state.inputError && state.toTokenAmount !== '',
    /** Checks the allowance and builds the approval or the swap, or both for a wallet that batches atomically. */
    prepare: (): Promise<PrepareSwapReturnType> => prepareSwapTransaction(deps, state, prepareOptions),
    /**
     * Runs the swap: approval first when the allowance is short (then re-quote and rebuild), then the swap; with
     * a wallet that batches atomically, approval and swap in one batch (one prompt, one transaction).
     * Once the wallet took the swap the form resets, `onSubmitted` runs (a UI shows its account view), and
     * balances refresh. Resolves with the swap's hash, or undefined when something stopped it (toasted;
     * `prepare` failures resolve undefined too — check `prepare()` for `failed` to go back).
     */
    async swap({
      onSubmitted,
    }: {
      onSubmitted?: ((result: { hash: string }) => void) | undefined
    } = {}): Promise<{ hash: string } | undefined> {
      let step = state.swapTransaction ? 'swap' : await prepareSwapTransaction(deps, state, prepareOptions)
      if (step === 'approve') {
        if (!(await sendSwapApproval(deps, state))) return undefined
        await quote()
        if (state.inputError || !state.toTokenAmount) return undefined
        step = await prepareSwapTransaction(deps, state)
      }
      if (step !== 'swap' && step !== 'batch') return undefined
      return sendSwapTransaction(deps, state, {
        onSuccess: async (result) => {
          reset()
          onSubmitted?.(result)
          await refresh()
        },
      })
    },
    reset,
    /** Stops following the config's events. */
    destroy() {
      quotes.cancel()
      stopFollowing()
    },
  }
}

export type SwapController = ReturnType<typeof createSwapController>

/**
 * What `getSwapController` needs of a config: the swap dependencies, its balance readers (read again after a
 * swap) and its destroy hook.
 */
export type SwapControllerOwner = SwapDependencies &
  DestroyHook & {
    fetchBalance: () => Promise<unknown>
    fetchTokenBalances: (parameters?: { forceUpdate?: boolean | undefined }) => Promise<TokenBalance[]>
  }

/**
 * The config's swap controller, created on first use and stopped by `config.destroy()`. Reached through this
 * function rather than a property so that its code (quotes, approvals, the swap itself) loads with the swap
 * views, not with every page.
 *
 * @example
 * const swap = getSwapController(config)
 * await swap.initialize()
 * swap.setSourceTokenAmount('0.5')
 */
export const getSwapController = perConfig<SwapControllerOwner, SwapController>(
  (owner) =>
    createSwapController({
      getAdapter: (namespace) => owner.getAdapter(namespace),
      account: owner.account,
      network: owner.network,
      toasts: owner.toasts,
      events: owner.events,
      api: owner.api,
      readTokenBalances: (parameters) => owner.readTokenBalances(parameters),
      refreshBalances: () =>
        Promise.all([
          owner.fetchBalance().catch(() => undefined),
          owner.fetchTokenBalances({ forceUpdate: true }),
        ]),
    }),
  (controller) => controller.destroy(),
)
