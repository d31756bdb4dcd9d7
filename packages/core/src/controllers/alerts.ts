import { proxy } from 'valtio/vanilla'
import { type Alert, type AlertId, alertForProviderText } from '../errors/alerts.js'

export type AlertState = {
  alert: Alert | undefined
  /** Alerts shown once per config (provider-text mapping, Network Not Found) that were shown already. */
  shown: AlertId[]
}

export function createAlertController() {
  const state = proxy<AlertState>({ alert: undefined, shown: [] })
  const show = (id: AlertId) => {
    state.alert = { id }
  }
  /** Shows the alert unless this config has shown it already. */
  const showOnce = (id: AlertId) => {
    if (state.shown.includes(id)) return
    state.shown.push(id)
    show(id)
  }
  return {
    state,
    show,
    showOnce,
    /** Maps a provider's error text to its alert, shown once. Returns the alert id when it matched. */
    showForProviderText(text: string): AlertId | undefined {
      const id = alertForProviderText(text)
      if (id) showOnce(id)
      return id
    },
    dismiss() {
      state.alert = undefined
    },
  }
}

export type AlertController = ReturnType<typeof createAlertController>
