// `@portico/ui/i18n`: the modal's languages and number formats for an app's own pages (a locale picker,
// balances written like the modal's), apart from the main entry so that it stays small.
export { type Formats, formatsFor } from './formats.js'
export { type Language, languages, matchLanguage, textDirection } from './languages.js'
