import { proxy, subscribe } from 'valtio/vanilla'
import {
  normalizeFiatAmount,
  type OnrampInputError,
  validateOnrampAmount,
} from '../actions/onramp/onrampAmount.js'
import { paymentCurrenciesOf, purchaseCurrenciesFor } from '../actions/onramp/onrampCurrencies.js'
import { isOnrampNamespace } from '../actions/onramp/onrampNetworks.js'
import { isOnrampRegionRestricted } from '../actions/onramp/onrampRegion.js'
import {
  activeOnrampContext,
  initialOnrampState,
  type OnrampAvailability,
  type OnrampCheckout,
  type OnrampDependencies,
  type OnrampState,
} from '../actions/onramp/onrampTypes.js'
import { PLACEHOLDER_QUOTE_ID } from '../api/constants.js'
import type { OnrampPaymentMethod, PaymentMethodLimit } from '../api/types/onramp.js'
import { type DestroyHook, perConfig } from './perConfig.js'

export type { OnrampAvailability, OnrampCheckout, OnrampDependencies, OnrampInputError, OnrampState }

/** Typing pauses this long before a quote is asked for: 300 ms. */
export const ONRAMP_QUOTE_DELAY_MS = 300
/** A checkout's status is read this often while it is followed: every 2 s. */
export const ONRAMP_STATUS_INTERVAL_MS = 2_000
/** A checkout is followed at most this long: 15 min, then it is left as `stale`. */
export const ONRAMP_STATUS_MAX_MS = 15 * 60_000

/** What `startCheckout` did: the checkout to open, or why there is none. */
export type StartOnrampCheckoutReturnType =
  | { status: 'started'; id: string; url: string }
  /** The form is not complete: no provider, currency or account, or the amount has an input error. */
  | { status: 'invalid'; inputError?: OnrampInputError | undefined }
  /** The API did not create a checkout. */
  | { status: 'failed'; error: unknown }

export type CreateOnrampControllerParameters = OnrampDependencies & {
  /** Quote debounce in ms (default 300). */
  quoteDelay?: number | undefined
}

/**
 * The on-ramp form and its flow: providers serving the active namespace, the chosen provider's options (or
 * built-in defaults), amount limits per payment method, a debounced quote, the checkout URL and its status
 * until the tokens arrive. Apps and the UI use the config's own (`getOnrampController(config)`). The form
 * resets on disconnect and on a network switch.
 */
export function createOnrampController(parameters: CreateOnrampControllerParameters) {
  // The config itself, not a copy: its readers are looked up when called.
  const deps: OnrampDependencies = parameters
  const quoteDelay = parameters.quoteDelay ?? ONRAMP_QUOTE_DELAY_MS
  const { api, events, network, account } = deps
  const state = proxy<OnrampState>(initialOnrampState())
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let quoteRequest = 0
  let optionsRequest = 0
  let providersRequest = 0
  let following: { stop(): void } | undefined

  const stopFollowing = () => {
    following?.stop()
    following = undefined
  }

  const reset = () => {
    clearTimeout(quoteTimer)
    stopFollowing()
    quoteRequest++
    optionsRequest++
    providersRequest++
    Object.assign(state, initialOnrampState())
  }

  const unsubscribeEvents = events.subscribe(reset, [
    'DISCONNECT_SUCCESS',
    'DISCONNECT_ERROR',
    'SWITCH_NETWORK',
  ])
  // A wallet that disconnects on its own emits no event: watch the active account instead.
  const unsubscribeAccount = subscribe(account.state, () => {
    if (!activeOnrampContext(deps) && (state.provider || state.checkout)) reset()
  })

  const limit = (): PaymentMethodLimit | undefined =>
    state.paymentCurrencies
      .find((currency) => currency.id === state.paymentCurrency)
      ?.payment_method_limits.find((each) => each.id === state.paymentMethod)

  const clearQuote = () => {
    clearTimeout(quoteTimer)
    quoteRequest++
    state.quote = undefined
    state.quoteIsPlaceholder = false
    state.loadingQuote = false
  }

  const quoteNow = async (): Promise<void> => {
    clearTimeout(quoteTimer)
    const request = ++quoteRequest
    const context = activeOnrampContext(deps)
    const amount = normalizeFiatAmount(state.amount)
    const { provider, purchaseCurrency } = state
    if (!api || !context || !provider || !purchaseCurrency || amount === undefined || state.inputError) {
      state.loadingQuote = false
      return
    }
    state.loadingQuote = true
    // The client answers a placeholder of zeros when the API fails; it is kept, marked as such.
    const quote = await api.getOnrampQuote({
      provider: provider.id,
      purchaseCurrency: purchaseCurrency.symbol,
      paymentCurrency: state.paymentCurrency,
      paymentMethod: state.paymentMethod,
      amount,
      network: context.network.caipNetworkId,
    })
    if (request !== quoteRequest) return
    state.quote = quote
    state.quoteIsPlaceholder = quote.quoteId === PLACEHOLDER_QUOTE_ID
    state.loadingQuote = false
  }

  /** Checks the amount against the limits and asks for a quote after the pause, when there is one to ask. */
  const revalidate = (delay = quoteDelay) => {
    state.inputError = validateOnrampAmount(state.amount, limit(), state.paymentCurrency)
    clearQuote()
    if (state.inputError || normalizeFiatAmount(state.amount) === undefined || !state.purchaseCurrency) return
    state.loadingQuote = true
    quoteTimer = setTimeout(() => void quoteNow(), delay)
  }

  const controller = {
    state,
    /**
     * Whether on-ramp can be used: not in mainland China, Hong Kong or Macau (by the time zone), only on
     * eip155 and solana, only with a connected account.
     */
    availability(): OnrampAvailability {
      if (isOnrampRegionRestricted()) return 'regionRestricted'
      const context = activeOnrampContext(deps)
      if (!isOnrampNamespace(network.state.activeChain)) return 'unsupportedNetwork'
      if (!context) return 'notConnected'
      return 'available'
    },
    /** Reads the providers and keeps those that deliver on the active namespace. */
    async fetchProviders(): Promise<void> {
      const request = ++providersRequest
      const namespace = network.state.activeChain
      state.providersLoading = true
      state.providersFailed = false
      try {
        if (!api) throw new Error('No blockchain API is configured')
        const { providers } = await api.getOnrampProviders()
        if (request !== providersRequest) return
        state.providers = providers.filter(
          (provider) => namespace !== undefined && provider.chainNamespaces.includes(namespace),
        )
      } catch {
        if (request !== providersRequest) return
        state.providers = []
        state.providersFailed = true
      } finally {
        if (request === providersRequest) state.providersLoading = false
      }
    },
    /**
     * Chooses a provider and reads its options for the active network (built-in defaults when the API
     * fails: USD and EUR with their limits, and the network's native currency). The amount is kept.
     */
    async selectProvider(id: string): Promise<void> {
      const provider = state.providers.find((each) => each.id === id)
      const caipNetwork = network.state.caipNetwork
      if (!provider || !caipNetwork) return
      const request = ++optionsRequest
      clearQuote()
      stopFollowing()
      state.checkout = undefined
      state.provider = provider
      state.optionsLoading = true
      if (!api) return
      const options = await api.getOnrampOptions({ provider: provider.id })
      if (request !== optionsRequest) return
      state.purchaseCurrencies = purchaseCurrenciesFor(options, caipNetwork)
      state.paymentCurrencies = paymentCurrenciesOf(options)
      state.purchaseCurrency = state.purchaseCurrencies[0]
      if (!state.paymentCurrencies.some((currency) => currency.id === state.paymentCurrency))
        state.paymentCurrency = state.paymentCurrencies[0]?.id ?? 'USD'
      state.optionsLoading = false
      revalidate(0)
    },
    /** Chooses what to buy, by `PurchaseCurrency.id`. */
    setPurchaseCurrency(id: string) {
      const currency = state.purchaseCurrencies.find((each) => each.id === id)
      if (!currency) return
      state.purchaseCurrency = currency
      revalidate(0)
    },
    /** Chooses the currency to pay in, by `PaymentCurrency.id` ('USD', 'EUR'). */
    setPaymentCurrency(id: string) {
      if (!state.paymentCurrencies.some((currency) => currency.id === id)) return
      state.paymentCurrency = id
      revalidate(0)
    },
    setPaymentMethod(method: OnrampPaymentMethod) {
      state.paymentMethod = method
      revalidate(0)
    },
    /** Sets the fiat amount as typed; it is checked at once and quoted after a pause. */
    setAmount(amount: string) {
      state.amount = amount
      revalidate()
    },
    /** The limits of the chosen payment currency and method. */
    limit,
    /** Asks for a quote now (after the pause, the controller does so itself). */
    quote: quoteNow,
    /** Whether the form can go to checkout: a provider, a currency, an amount within the limits. */
    canCheckout(): boolean {
      return (
        state.provider !== undefined &&
        state.purchaseCurrency !== undefined &&
        !state.inputError &&
        normalizeFiatAmount(state.amount) !== undefined &&
        activeOnrampContext(deps) !== undefined
      )
    },
    /**
     * Creates the provider's checkout for the active account and network: the URL to open and its id. The
     * checkout is kept in `state.checkout` with status 'open'.
     */
    async startCheckout(): Promise<StartOnrampCheckoutReturnType> {
      const context = activeOnrampContext(deps)
      const amount = normalizeFiatAmount(state.amount)
      const { provider, purchaseCurrency } = state
      if (!api || !context || !provider || !purchaseCurrency || amount === undefined || state.inputError)
        return { status: 'invalid', inputError: state.inputError }
      stopFollowing()
      state.checkoutStarting = true
      try {
        const { url, id } = await api.getOnrampUrl({
          provider: provider.id,
          destinationWallets: [
            {
              address: context.address,
              blockchains: [context.network.caipNetworkId],
              assets: [purchaseCurrency.symbol],
            },
          ],
          partnerUserId: context.address,
          defaultNetwork: context.network.caipNetworkId,
          paymentAmount: Number(amount),
        })
        state.checkout = { id, url, status: 'open', stale: false }
        return { status: 'started', id, url }
      } catch (error) {
        return { status: 'failed', error }
      } finally {
        state.checkoutStarting = false
      }
    },
    /**
     * Reads the checkout's status every `interval` ms until it is confirmed or failed, `stopFollowing` is
     * called, or `maxDuration` passed (then it is `stale`). Once confirmed the account's native and token
     * balances are read again, past the API's cache. Resolves with the last status.
     */
    followCheckout({
      interval = ONRAMP_STATUS_INTERVAL_MS,
      maxDuration = ONRAMP_STATUS_MAX_MS,
    }: {
      interval?: number
      maxDuration?: number
    } = {}): Promise<OnrampCheckout['status'] | undefined> {
      const checkout = state.checkout
      if (!api || !checkout) return Promise.resolve(undefined)
      stopFollowing()
      const startedAt = Date.now()
      let timer: ReturnType<typeof setTimeout> | undefined
      let stopped = false
      return new Promise((resolve) => {
        const finish = (stale: boolean) => {
          stopped = true
          clearTimeout(timer)
          if (state.checkout?.id === checkout.id && stale) state.checkout.stale = true
          resolve(state.checkout?.id === checkout.id ? state.checkout.status : undefined)
        }
        following = { stop: () => !stopped && finish(true) }
        const poll = async () => {
          if (stopped) return
          try {
            const { status, amount, asset } = await api.getOnrampCheckoutStatus({ id: checkout.id })
            if (stopped || state.checkout?.id !== checkout.id) return
            state.checkout.status = status
            if (amount !== undefined) state.checkout.purchased = { amount, asset }
            state.checkout.stale = false
            if (status === 'confirmed') {
              await Promise.all([
                deps.fetchBalance({ forceUpdate: true }).catch(() => undefined),
                deps.fetchTokenBalances({ forceUpdate: true }).catch(() => undefined),
              ])
            }
            if (status === 'confirmed' || status === 'failed') {
              following = undefined
              return finish(false)
            }
          } catch {
            // A failed read is tried again at the next tick.
          }
          if (stopped) return
          if (Date.now() - startedAt >= maxDuration) {
            following = undefined
            return finish(true)
          }
          timer = setTimeout(() => void poll(), interval)
        }
        void poll()
      })
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
