import { subscribe } from 'valtio/vanilla'
import type { SwapDependencies, SwapState } from './swapTypes.js'

/**
 * Resets the swap form on disconnect, on a network switch, and when the active account goes away without an
 * event (a wallet that disconnects on its own). Returns the function that stops following.
 */
export function followSwapResets(
  { events, account, network }: Pick<SwapDependencies, 'events' | 'account' | 'network'>,
  state: SwapState,
  reset: () => void,
): () => void {
  const unsubscribeEvents = events.subscribe(
    () => reset(),
    ['DISCONNECT_SUCCESS', 'DISCONNECT_ERROR', 'SWITCH_NETWORK'],
  )
  const unsubscribeAccount = subscribe(account.state, () => {
    const namespace = network.state.activeChain
    const status = namespace ? account.get(namespace).status : 'disconnected'
    if (status === 'disconnected' && (state.initialized || state.sourceToken)) reset()
  })
  return () => {
    unsubscribeEvents()
    unsubscribeAccount()
  }
}
