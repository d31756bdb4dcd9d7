// The languages and the one language matcher, from @portico/i18n; ui's modules import them through this file.
export { browserLanguages, type Language, languages, matchLanguage, textDirection } from '@portico/i18n'
