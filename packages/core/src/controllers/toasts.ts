import { proxy } from 'valtio/vanilla'

export type ToastVariant = 'success' | 'error' | 'loading' | 'info'
export type Toast = { id: number; message: string; variant: ToastVariant }

export type ToastState = { toast: Toast | undefined }

/** One toast at a time; a newer one replaces the older. Timers belong to the UI. */
export function createToastController() {
  const state = proxy<ToastState>({ toast: undefined })
  let nextId = 1
  const show = (variant: ToastVariant) => (message: string) => {
    const toast = { id: nextId++, message, variant }
    state.toast = toast
    return toast.id
  }
  return {
    state,
    success: show('success'),
    error: show('error'),
    loading: show('loading'),
    info: show('info'),
    /** Hides the current toast, or only the one with this id. */
    hide(id?: number) {
      if (id === undefined || state.toast?.id === id) state.toast = undefined
    },
  }
}

export type ToastController = ReturnType<typeof createToastController>
