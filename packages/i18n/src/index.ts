// `@portico/i18n`: the languages Portico speaks, the one matcher from a BCP 47 tag or an `Accept-Language`
// header to one of them, and the placeholder filler. Each part's words are subpaths of their own:
// `@portico/i18n/modal` (one lazily loaded chunk per language), `@portico/i18n/embedded`, `@portico/i18n/mail` and
// `@portico/i18n/recover` (the emergency-kit recovery tool).
export { acceptedLanguages } from './acceptLanguage.js'
export { format } from './format.js'
export { browserLanguages, type Language, languages, matchLanguage, textDirection } from './languages.js'
