// German on its own, for tests that need a second language at once (the modal loads it with `loadStrings`).
export { default } from '@portico/i18n/modal/locales/de'
