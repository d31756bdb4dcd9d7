// Public entry of @portico/ui. Safe during server rendering: nothing here touches `window` or
// `customElements`; the elements register from `@portico/ui/elements` (loaded by `createModal`).

export { type CreateModalParameters, createModal, type ModalHandle } from './createModal.js'
export { en, type Locale } from './i18n/en.js'
export { createLocale, format } from './i18n/format.js'
export { resolveTheme, type ThemeMode, type ThemeVariables, themes } from './theme/themeVariables.js'
export { timings } from './theme/timings.js'
