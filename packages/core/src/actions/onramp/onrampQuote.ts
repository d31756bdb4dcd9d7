import { PLACEHOLDER_QUOTE_ID } from '../../api/constants.js'
import type { PaymentMethodLimit } from '../../api/types/onramp.js'
import { normalizeFiatAmount, validateOnrampAmount } from './onrampAmount.js'
import type { OnrampContext } from './onrampContext.js'
import { activeOnrampContext, type OnrampState } from './onrampTypes.js'

/** The limits of the chosen payment currency and method. */
export function onrampLimit(state: OnrampState): PaymentMethodLimit | undefined {
  return state.paymentCurrencies
    .find((currency) => currency.id === state.paymentCurrency)
    ?.payment_method_limits.find((each) => each.id === state.paymentMethod)
}

/** Drops the quote and any quote on its way. */
export function clearOnrampQuote(context: OnrampContext): void {
  const { state } = context
  clearTimeout(context.quoteTimer)
  context.quoteRequest++
  state.quote = undefined
  state.quoteIsPlaceholder = false
  state.loadingQuote = false
}

/** Asks for a quote of the form now; only the newest answer is kept. */
export async function quoteOnramp(context: OnrampContext): Promise<void> {
  const { api, state } = context
  clearTimeout(context.quoteTimer)
  const request = ++context.quoteRequest
  const active = activeOnrampContext(context.deps)
  const amount = normalizeFiatAmount(state.amount)
  const { provider, purchaseCurrency } = state
  if (!api || !active || !provider || !purchaseCurrency || amount === undefined || state.inputError) {
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
    network: active.network.caipNetworkId,
  })
  if (request !== context.quoteRequest) return
  state.quote = quote
  state.quoteIsPlaceholder = quote.quoteId === PLACEHOLDER_QUOTE_ID
  state.loadingQuote = false
}

/** Checks the amount against the limits and asks for a quote after the pause, when there is one to ask. */
export function revalidateOnramp(context: OnrampContext, delay = context.quoteDelay): void {
  const { state } = context
  state.inputError = validateOnrampAmount(state.amount, onrampLimit(state), state.paymentCurrency)
  clearOnrampQuote(context)
  if (state.inputError || normalizeFiatAmount(state.amount) === undefined || !state.purchaseCurrency) return
  state.loadingQuote = true
  context.quoteTimer = setTimeout(() => void quoteOnramp(context), delay)
}
