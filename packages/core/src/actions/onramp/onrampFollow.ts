import { ONRAMP_STATUS_INTERVAL_MS, ONRAMP_STATUS_MAX_MS } from './onrampConstants.js'
import { type OnrampContext, stopFollowingOnrampCheckout } from './onrampContext.js'
import type { OnrampCheckout } from './onrampTypes.js'

export type FollowOnrampCheckoutParameters = {
  /** Read the status this often, in ms (default 2 s). */
  interval?: number
  /** Stop after this long, in ms, leaving the checkout `stale` (default 15 min). */
  maxDuration?: number
}

/**
 * Reads the checkout's status every `interval` ms until it is confirmed or failed, following is stopped, or
 * `maxDuration` passed (then it is `stale`). Once confirmed the account's native and token balances are read
 * again, past the API's cache. Resolves with the last status.
 */
export function followOnrampCheckout(
  context: OnrampContext,
  {
    interval = ONRAMP_STATUS_INTERVAL_MS,
    maxDuration = ONRAMP_STATUS_MAX_MS,
  }: FollowOnrampCheckoutParameters = {},
): Promise<OnrampCheckout['status'] | undefined> {
  const { api, deps, state } = context
  const checkout = state.checkout
  if (!api || !checkout) return Promise.resolve(undefined)
  stopFollowingOnrampCheckout(context)
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
    context.following = { stop: () => !stopped && finish(true) }
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
          context.following = undefined
          return finish(false)
        }
      } catch {
        // A failed read is tried again at the next tick.
      }
      if (stopped) return
      if (Date.now() - startedAt >= maxDuration) {
        context.following = undefined
        return finish(true)
      }
      timer = setTimeout(() => void poll(), interval)
    }
    void poll()
  })
}
