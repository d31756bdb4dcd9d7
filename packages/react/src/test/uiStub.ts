// Stands in for `@portico/ui`'s `createModal` in unit tests: records calls, mounts a plain element.
import type { CreateModalParameters, ModalHandle, ThemeMode } from '@portico/ui'

export const modals: { parameters: CreateModalParameters; themeModes: ThemeMode[]; destroyed: boolean }[] = []

export function createModal(parameters: CreateModalParameters): ModalHandle {
  const record = { parameters, themeModes: [] as ThemeMode[], destroyed: false }
  modals.push(record)
  const element = document.createElement('portico-modal')
  document.body.append(element)
  return {
    element,
    open: (options) => parameters.config.open(options),
    close: () => parameters.config.close(),
    setThemeMode: (mode) => void record.themeModes.push(mode),
    destroy() {
      record.destroyed = true
      element.remove()
    },
  }
}
