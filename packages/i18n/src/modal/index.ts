// `@portico/i18n/modal`: the modal's strings. English is built in; every other language is a chunk of its own,
// loaded by `loadStrings` when it is first shown (or imported on its own from `@portico/i18n/modal/locales/<tag>`).
export { en, type Locale, type LocaleStrings } from './en.js'
export { loadedStrings, loadStrings } from './loadStrings.js'
