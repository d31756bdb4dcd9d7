import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../caip/types.js'
import type { EventBus } from '../events/createEventBus.js'
import type { RouterController } from './router.js'
import { signInViews, type View } from './views.js'

export type ModalState = {
  open: boolean
  loading: boolean
  /** Namespace the modal was opened for (filters connectors), if any. */
  namespace: ChainNamespace | undefined
  /** Set by the sign-in flow: a session exists for the active address. */
  hasSignInSession: boolean
}

export type OpenModalParameters = { view?: View | undefined; namespace?: ChainNamespace | undefined }

export function createModalController({
  events,
  router,
  isConnected,
  isSignInRequired,
}: {
  events: EventBus
  router: RouterController
  isConnected: () => boolean
  isSignInRequired: () => boolean
}) {
  const state = proxy<ModalState>({
    open: false,
    loading: false,
    namespace: undefined,
    hasSignInSession: false,
  })

  return {
    state,
    open({ view, namespace }: OpenModalParameters = {}) {
      state.namespace = namespace
      router.reset(view ?? (isConnected() ? 'Account' : 'Connect'))
      if (state.open) return
      state.open = true
      events.emit('MODAL_OPEN', { connected: isConnected() })
    },
    /** Closes unless the current view is a sign-in view while sign-in is required and no session exists. */
    close(): boolean {
      if (!state.open) return true
      if (signInViews.includes(router.state.view) && isSignInRequired() && !state.hasSignInSession)
        return false
      state.open = false
      events.emit('MODAL_CLOSE', { connected: isConnected() })
      return true
    },
    setLoading(loading: boolean) {
      state.loading = loading
    },
    setSignInSession(hasSession: boolean) {
      state.hasSignInSession = hasSession
    },
  }
}

export type ModalController = ReturnType<typeof createModalController>
