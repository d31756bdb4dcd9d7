// The app's settings: theme, language and networks; and RELOAD.
import type { Frame, RequestHandlers } from './frame.js'

export function syncHandlers(
  frame: Frame,
): Pick<RequestHandlers, 'SYNC_THEME' | 'SYNC_DAPP_DATA' | 'RELOAD'> {
  return {
    async SYNC_THEME({ themeMode, themeVariables }) {
      frame.surface.setTheme(themeMode, themeVariables)
      return {}
    },
    async SYNC_DAPP_DATA({ locale, networks, metadata }) {
      if (metadata) frame.state.appName = metadata.name
      if (locale !== undefined) {
        frame.state.locale = locale
        frame.surface.setLocale(locale)
      }
      if (networks) frame.networks.replace(networks)
      return {}
    },
    async RELOAD() {
      frame.reload()
      return {}
    },
  }
}
