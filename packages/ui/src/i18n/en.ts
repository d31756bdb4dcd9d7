// The modal's English strings and their types (`@portico/ui/locales/en`). They live in @portico/i18n with every
// other language; ui's modules import them through this file.
import { en } from '@portico/i18n/modal'

export { en, type Locale, type LocaleStrings } from '@portico/i18n/modal'
export default en
