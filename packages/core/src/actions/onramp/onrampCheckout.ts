import { normalizeFiatAmount, type OnrampInputError } from './onrampAmount.js'
import { type OnrampContext, stopFollowingOnrampCheckout } from './onrampContext.js'
import { activeOnrampContext } from './onrampTypes.js'

/** What `startCheckout` did: the checkout to open, or why there is none. */
export type StartOnrampCheckoutReturnType =
  | { status: 'started'; id: string; url: string }
  /** The form is not complete: no provider, currency or account, or the amount has an input error. */
  | { status: 'invalid'; inputError?: OnrampInputError | undefined }
  /** The API did not create a checkout. */
  | { status: 'failed'; error: unknown }

/** Whether the form can go to checkout: a provider, a currency, an amount within the limits. */
export function canStartOnrampCheckout(context: OnrampContext): boolean {
  const { state } = context
  return (
    state.provider !== undefined &&
    state.purchaseCurrency !== undefined &&
    !state.inputError &&
    normalizeFiatAmount(state.amount) !== undefined &&
    activeOnrampContext(context.deps) !== undefined
  )
}

/**
 * Creates the provider's checkout for the active account and network: the URL to open and its id. The
 * checkout is kept in `state.checkout` with status 'open'.
 */
export async function startOnrampCheckout(context: OnrampContext): Promise<StartOnrampCheckoutReturnType> {
  const { api, state } = context
  const active = activeOnrampContext(context.deps)
  const amount = normalizeFiatAmount(state.amount)
  const { provider, purchaseCurrency } = state
  if (!api || !active || !provider || !purchaseCurrency || amount === undefined || state.inputError)
    return { status: 'invalid', inputError: state.inputError }
  stopFollowingOnrampCheckout(context)
  state.checkoutStarting = true
  try {
    const { url, id } = await api.getOnrampUrl({
      provider: provider.id,
      destinationWallets: [
        {
          address: active.address,
          blockchains: [active.network.caipNetworkId],
          assets: [purchaseCurrency.symbol],
        },
      ],
      partnerUserId: active.address,
      defaultNetwork: active.network.caipNetworkId,
      paymentAmount: Number(amount),
    })
    state.checkout = { id, url, status: 'open', stale: false }
    return { status: 'started', id, url }
  } catch (error) {
    return { status: 'failed', error }
  } finally {
    state.checkoutStarting = false
  }
}
