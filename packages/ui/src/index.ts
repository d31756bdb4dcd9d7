// Public entry of @portico/ui. Safe during server rendering: nothing here touches `window` or
// `customElements`; the elements register from `@portico/ui/elements` (loaded by `createModal`).

export { type CreateModalParameters, createModal, type ModalHandle } from './createModal.js'
export { en, type Locale, type LocaleStrings } from './i18n/en.js'
export { createLocale, format, type LocaleOption, type LocaleParameters } from './i18n/format.js'
export type { Language } from './i18n/languages.js'
export type { ViewName } from './modal/viewFeatures.js'
export { viewNames } from './modal/views.js'
export { resolveTheme, type ThemeMode, type ThemeVariables, themes } from './theme/themeVariables.js'
export { timings } from './theme/timings.js'
