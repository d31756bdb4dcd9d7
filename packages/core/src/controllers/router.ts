import { proxy } from 'valtio/vanilla'
import type { View } from './views.js'

export type RouterData = Record<string, unknown>

export type RouterState = {
  view: View
  history: View[]
  data: RouterData | undefined
}

/**
 * The modal's navigation history. `back()` from the first view, or with UnsupportedChain in the
 * history, asks the owner to close instead (through `onExit`).
 */
export function createRouterController({ onExit }: { onExit: () => void }) {
  const state = proxy<RouterState>({ view: 'Connect', history: ['Connect'], data: undefined })
  return {
    state,
    push(view: View, data?: RouterData) {
      if (view === state.view) return
      state.history.push(view)
      state.view = view
      state.data = data
    },
    replace(view: View, data?: RouterData) {
      state.history.splice(-1, 1, view)
      state.view = view
      state.data = data
    },
    reset(view: View, data?: RouterData) {
      state.history = [view]
      state.view = view
      state.data = data
    },
    back() {
      if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
        onExit()
        return
      }
      state.history.pop()
      state.view = state.history[state.history.length - 1] ?? 'Connect'
      state.data = undefined
    },
  }
}

export type RouterController = ReturnType<typeof createRouterController>
