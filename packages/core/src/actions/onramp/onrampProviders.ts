import { type OnrampContext, stopFollowingOnrampCheckout } from './onrampContext.js'
import { paymentCurrenciesOf, purchaseCurrenciesFor } from './onrampCurrencies.js'
import { clearOnrampQuote, revalidateOnramp } from './onrampQuote.js'

/** Reads the providers and keeps those that deliver on the active namespace. */
export async function fetchOnrampProviders(context: OnrampContext): Promise<void> {
  const { api, network, state } = context
  const request = ++context.providersRequest
  const namespace = network.state.activeChain
  state.providersLoading = true
  state.providersFailed = false
  try {
    if (!api) throw new Error('No blockchain API is configured')
    const { providers } = await api.getOnrampProviders()
    if (request !== context.providersRequest) return
    state.providers = providers.filter(
      (provider) => namespace !== undefined && provider.chainNamespaces.includes(namespace),
    )
  } catch {
    if (request !== context.providersRequest) return
    state.providers = []
    state.providersFailed = true
  } finally {
    if (request === context.providersRequest) state.providersLoading = false
  }
}

/**
 * Chooses a provider and reads its options for the active network (built-in defaults when the API fails:
 * USD and EUR with their limits, and the network's native currency). The amount is kept.
 */
export async function selectOnrampProvider(context: OnrampContext, id: string): Promise<void> {
  const { api, network, state } = context
  const provider = state.providers.find((each) => each.id === id)
  const caipNetwork = network.state.caipNetwork
  if (!provider || !caipNetwork) return
  const request = ++context.optionsRequest
  clearOnrampQuote(context)
  stopFollowingOnrampCheckout(context)
  state.checkout = undefined
  state.provider = provider
  state.optionsLoading = true
  if (!api) return
  const options = await api.getOnrampOptions({ provider: provider.id })
  if (request !== context.optionsRequest) return
  state.purchaseCurrencies = purchaseCurrenciesFor(options, caipNetwork)
  state.paymentCurrencies = paymentCurrenciesOf(options)
  state.purchaseCurrency = state.purchaseCurrencies[0]
  if (!state.paymentCurrencies.some((currency) => currency.id === state.paymentCurrency))
    state.paymentCurrency = state.paymentCurrencies[0]?.id ?? 'USD'
  state.optionsLoading = false
  revalidateOnramp(context, 0)
}
