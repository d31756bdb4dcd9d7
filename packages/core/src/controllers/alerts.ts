import { proxy } from 'valtio/vanilla'
import { type Alert, type AlertId, alertForProviderText } from '../errors/alerts.js'

export type AlertState = {
  alert: Alert | undefined
  /** Alerts already shown by provider-text mapping: each is shown once per config. */
  shown: AlertId[]
}

export function createAlertController() {
  const state = proxy<AlertState>({ alert: undefined, shown: [] })
  const show = (id: AlertId) => {
    state.alert = { id }
  }
  return {
    state,
    show,
    /** Maps a provider's error text to its alert, shown once. Returns the alert id when it matched. */
    showForProviderText(text: string): AlertId | undefined {
      const id = alertForProviderText(text)
      if (!id) return undefined
      if (!state.shown.includes(id)) {
        state.shown.push(id)
        show(id)
      }
      return id
    },
    dismiss() {
      state.alert = undefined
    },
  }
}

export type AlertController = ReturnType<typeof createAlertController>
