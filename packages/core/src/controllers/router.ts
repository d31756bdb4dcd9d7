import { proxy } from 'valtio/vanilla'

/**
 * A view's name. Core keeps the navigation history but knows no view: the UI owns the list of views and
 * registers it with `modal.registerViews`, so a name is valid only once a view renders it.
 */
export type View = string

export type RouterData = Record<string, unknown>

export type RouterState = {
  view: View
  history: View[]
  data: RouterData | undefined
}

/** The modal's navigation history. `back()` from the first view asks the owner to close (`onExit`). */
export function createRouterController({ onExit }: { onExit: () => void }) {
  const state = proxy<RouterState>({ view: '', history: [], data: undefined })
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
      if (state.history.length <= 1) {
        onExit()
        return
      }
      state.history.pop()
      state.view = state.history[state.history.length - 1] ?? ''
      state.data = undefined
    },
  }
}

export type RouterController = ReturnType<typeof createRouterController>
