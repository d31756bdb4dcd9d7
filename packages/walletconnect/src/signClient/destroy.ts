import type { SignClientContext } from './context.js'

/** `SignClient.destroy`: closes the relay connection and stops every timer; the stored state stays. */
export function destroy(context: SignClientContext) {
  context.destroyed = true
  for (const timer of context.expiryTimers.values()) clearTimeout(timer)
  context.expiryTimers.clear()
  for (const proposal of context.proposals.values()) clearTimeout(proposal.timer)
  context.proposals.clear()
  for (const pending of context.requests.values()) pending.cancelTimer?.()
  context.requests.clear()
  context.relayClient?.close()
  context.relayClient = undefined
  context.listeners.clear()
}
