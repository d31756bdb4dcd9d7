// The one place this package meets `@portico/ui`.
import { type CreateModalParameters, createModal, type ModalHandle } from '@portico/ui'

export type {
  CreateModalParameters,
  Locale,
  LocaleOption,
  ModalHandle,
  ThemeMode,
  ThemeVariables,
} from '@portico/ui'

/** Mounts one `<portico-modal>` bound to the config (the UI's main entry is safe to import on a server). */
export function mountModal(parameters: CreateModalParameters): ModalHandle {
  return createModal(parameters)
}

let elements: Promise<unknown> | undefined

/** Registers the custom elements (browser-only module, loaded once). */
export async function loadElements(): Promise<void> {
  elements ??= import('@portico/ui/elements')
  await elements
}
