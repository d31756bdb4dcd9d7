import { proxy } from 'valtio/vanilla'
import type { ChainNamespace } from '../caip/types.js'
import { UnknownViewError } from '../errors/thrown.js'
import type { EventBus } from '../events/createEventBus.js'
import type { RouterController, RouterData, View } from './router.js'

export type ModalState = {
  open: boolean
  /** Namespace the modal was opened for (filters connectors), if any. */
  namespace: ChainNamespace | undefined
}

export type OpenModalParameters = {
  view?: View | undefined
  namespace?: ChainNamespace | undefined
  data?: RouterData | undefined
}

/**
 * The views a UI renders, registered with `modal.registerViews`. Core names no view: the UI says which
 * exist, which one opens by default, and refuses the ones it cannot show.
 */
export type ModalViews = {
  /** The view `open()` shows when none is named (e.g. Connect, or Account when connected). */
  initial(): View
  /**
   * Throws when `view` cannot be shown: `UnknownViewError` for a name no view renders,
   * `FeatureDisabledError` for a view of a feature that is switched off.
   */
  check(view: View): void
}

export function createModalController({
  events,
  router,
  isConnected,
}: {
  events: EventBus
  router: RouterController
  isConnected: () => boolean
}) {
  const state = proxy<ModalState>({ open: false, namespace: undefined })
  let views: ModalViews | undefined

  return {
    state,
    /**
     * Registers the UI's views; `open()` then validates names against them. Returns an unregister function.
     * Without a registered UI there is nothing to open: `open()` throws `UnknownViewError`.
     */
    registerViews(registered: ModalViews): () => void {
      views = registered
      return () => {
        if (views === registered) views = undefined
      }
    },
    /**
     * Opens the modal on `view`, or on the UI's initial view. Throws `UnknownViewError` (or the UI's
     * `FeatureDisabledError`) before anything changes when that view cannot be shown.
     */
    open({ view, namespace, data }: OpenModalParameters = {}) {
      if (!views) throw new UnknownViewError(view ?? '(initial)', { details: 'No UI registered its views.' })
      const target = view ?? views.initial()
      views.check(target)
      state.namespace = namespace
      router.reset(target, data)
      if (state.open) return
      state.open = true
      events.emit('MODAL_OPEN', { connected: isConnected() })
    },
    close() {
      if (!state.open) return
      state.open = false
      events.emit('MODAL_CLOSE', { connected: isConnected() })
    },
  }
}

export type ModalController = ReturnType<typeof createModalController>
