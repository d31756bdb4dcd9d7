// Stands in for `@portico/ui`'s `createModal` in unit tests: records calls, mounts a plain element.
import type { CreateModalParameters, ModalHandle, ThemeMode } from '@portico/ui'

export const modals: { parameters: CreateModalParameters; themeModes: ThemeMode[]; destroyed: boolean }[] = []

export function createModal(parameters: CreateModalParameters): ModalHandle {
  const record = { parameters, themeModes: [] as ThemeMode[], destroyed: false }
  modals.push(record)
  const element = document.createElement('portico-modal')
  document.body.append(element)
  // The real modal registers the views it renders; this stand-in accepts any name.
  const { config } = parameters
  const unregister = config.modal.registerViews({
    initial: () => (config.isConnected() ? 'Account' : 'Connect'),
    check: () => {},
  })
  return {
    element,
    open: (options) => parameters.config.open(options),
    close: () => parameters.config.close(),
    setThemeMode: (mode) => void record.themeModes.push(mode),
    destroy() {
      record.destroyed = true
      unregister()
      element.remove()
    },
  }
}
