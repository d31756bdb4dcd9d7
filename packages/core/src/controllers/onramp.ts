import { subscribe } from 'valtio/vanilla'
import type { OnrampInputError } from '../actions/onramp/onrampAmount.js'
import {
  canStartOnrampCheckout,
  type StartOnrampCheckoutReturnType,
  startOnrampCheckout,
} from '../actions/onramp/onrampCheckout.js'
import { ONRAMP_QUOTE_DELAY_MS } from '../actions/onramp/onrampConstants.js'
import {
  createOnrampContext,
  resetOnramp,
  stopFollowingOnrampCheckout,
} from '../actions/onramp/onrampContext.js'
import { followOnrampCheckout } from '../actions/onramp/onrampFollow.js'
import { isOnrampNamespace } from '../actions/onramp/onrampNetworks.js'
import { fetchOnrampProviders, selectOnrampProvider } from '../actions/onramp/onrampProviders.js'
import { onrampLimit, quoteOnramp, revalidateOnramp } from '../actions/onramp/onrampQuote.js'
import { isOnrampRegionRestricted } from '../actions/onramp/onrampRegion.js'
import {
  activeOnrampContext,
  type OnrampAvailability,
  type OnrampCheckout,
  type OnrampDependencies,
  type OnrampState,
} from '../actions/onramp/onrampTypes.js'
import type { OnrampPaymentMethod, PaymentMethodLimit } from '../api/types/onramp.js'
import { type DestroyHook, perConfig } from './perConfig.js'

export {
  ONRAMP_QUOTE_DELAY_MS,
  ONRAMP_STATUS_INTERVAL_MS,
  ONRAMP_STATUS_MAX_MS,
} from '../actions/onramp/onrampConstants.js'
export type {
  OnrampAvailability,
  OnrampCheckout,
  OnrampDependencies,
  OnrampInputError,
  OnrampState,
  StartOnrampCheckoutReturnType,
}

export type CreateOnrampControllerParameters = OnrampDependencies & {
  /** Quote debounce in ms (default 300). */
  quoteDelay?: number | undefined
}

/**
 * The on-ramp form and its flow: providers serving the active namespace, the chosen provider's options (or
 * built-in defaults), amount limits per payment method, a debounced quote, the checkout URL and its status
 * until the tokens arrive. Apps and the UI use the config's own (`getOnrampController(config)`). The form
 * resets on disconnect and on a network switch. Each step is a file of `actions/onramp/` over one shared
 * `OnrampContext`.
 */
export function createOnrampController(parameters: CreateOnrampControllerParameters) {
  // The config itself, not a copy: its readers are looked up when called.
  const deps: OnrampDependencies = parameters
  const context = createOnrampContext(deps, parameters.quoteDelay ?? ONRAMP_QUOTE_DELAY_MS)
  const { state } = context
  const stopFollowing = () => stopFollowingOnrampCheckout(context)
  const reset = () => resetOnramp(context)

  const unsubscribeEvents = deps.events.subscribe(reset, [
    'DISCONNECT_SUCCESS',
    'DISCONNECT_ERROR',
    'SWITCH_NETWORK',
  ])
  // A wallet that disconnects on its own emits no event: watch the active account instead.
  const unsubscribeAccount = subscribe(context.account.state, () => {
    if (!activeOnrampContext(deps) && (state.provider || state.checkout)) reset()
  })

  const controller = {
    state,
    /**
     * Whether on-ramp can be used: not in mainland China, Hong Kong or Macau (by the time zone), only on
     * eip155 and solana, only with a connected account.
     */
    availability(): OnrampAvailability {
      if (isOnrampRegionRestricted()) return 'regionRestricted'
      const active = activeOnrampContext(deps)
      if (!isOnrampNamespace(context.network.state.activeChain)) return 'unsupportedNetwork'
      if (!active) return 'notConnected'
      return 'available'
    },
    /** Reads the providers and keeps those that deliver on the active namespace. */
    fetchProviders(): Promise<void> {
      return fetchOnrampProviders(context)
    },
    /**
     * Chooses a provider and reads its options for the active network (built-in defaults when the API
     * fails: USD and EUR with their limits, and the network's native currency). The amount is kept.
     */
    selectProvider(id: string): Promise<void> {
      return selectOnrampProvider(context, id)
    },
    /** Chooses what to buy, by `PurchaseCurrency.id`. */
    setPurchaseCurrency(id: string) {
      const currency = state.purchaseCurrencies.find((each) => each.id === id)
      if (!currency) return
      state.purchaseCurrency = currency
      revalidateOnramp(context, 0)
    },
    /** Chooses the currency to pay in, by `PaymentCurrency.id` ('USD', 'EUR'). */
    setPaymentCurrency(id: string) {
      if (!state.paymentCurrencies.some((currency) => currency.id === id)) return
      state.paymentCurrency = id
      revalidateOnramp(context, 0)
    },
    setPaymentMethod(method: OnrampPaymentMethod) {
      state.paymentMethod = method
      revalidateOnramp(context, 0)
    },
    /** Sets the fiat amount as typed; it is checked at once and quoted after a pause. */
    setAmount(amount: string) {
      state.amount = amount
      revalidateOnramp(context)
    },
    /** The limits of the chosen payment currency and method. */
    limit: (): PaymentMethodLimit | undefined => onrampLimit(state),
    /** Asks for a quote now (after the pause, the controller does so itself). */
    quote: (): Promise<void> => quoteOnramp(context),
    /** Whether the form can go to checkout: a provider, a currency, an amount within the limits. */
    canCheckout(): boolean {
      return canStartOnrampCheckout(context)
    },
    /**
     * Creates the provider's checkout for the active account and network: the URL to open and its id. The
     * checkout is kept in `state.checkout` with status 'open'.
     */
    startCheckout(): Promise<StartOnrampCheckoutReturnType> {
      return startOnrampCheckout(context)
    },
    /**
     * Reads the checkout's status every `interval` ms until it is confirmed or failed, `stopFollowing` is
     * called, or `maxDuration` passed (then it is `stale`). Once confirmed the account's native and token
     * balances are read again, past the API's cache. Resolves with the last status.
     */
    followCheckout(
      options: { interval?: number; maxDuration?: number } = {},
    ): Promise<OnrampCheckout['status'] | undefined> {
      return followOnrampCheckout(context, options)
    },
    /** Stops following the checkout (leaving the view); it stays in the state, marked `stale`. */
    stopFollowing,
    /** Forgets the checkout, keeping the form (to try again). */
    clearCheckout() {
      stopFollowing()
      state.checkout = undefined
    },
    reset,
    /** Stops following the config's events. */
    destroy() {
      reset()
      unsubscribeEvents()
      unsubscribeAccount()
    },
  }
  return controller
}

export type OnrampController = ReturnType<typeof createOnrampController>

/** What `getOnrampController` needs of a config: the on-ramp dependencies and its destroy hook. */
export type OnrampControllerOwner = OnrampDependencies & DestroyHook

/**
 * The config's on-ramp controller, created on first use and stopped by `config.destroy()`. Reached through
 * this function rather than a property so that its code loads with the on-ramp views, not with every page.
 *
 * @example
 * const onramp = getOnrampController(config)
 * await onramp.fetchProviders()
 */
export const getOnrampController = perConfig<OnrampControllerOwner, OnrampController>(
  createOnrampController,
  (controller) => controller.destroy(),
)
