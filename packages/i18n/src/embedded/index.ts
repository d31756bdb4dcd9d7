// `@portico/i18n/embedded`: the embedded wallet frame's words in every language. All languages
// are in this one module (a few kilobytes each): the frame is a single script and switches language at once when
// the app's modal does.
import { format } from '../format.js'
import { type Language, languages, matchLanguage, textDirection } from '../languages.js'
import ar from './ar.js'
import de from './de.js'
import { type EmbeddedStringKey, type EmbeddedStrings, embeddedEn } from './en.js'
import es from './es.js'
import fr from './fr.js'
import he from './he.js'
import hi from './hi.js'
import id from './id.js'
import it from './it.js'
import ja from './ja.js'
import ko from './ko.js'
import nl from './nl.js'
import pl from './pl.js'
import ptBR from './pt-BR.js'
import ru from './ru.js'
import th from './th.js'
import tr from './tr.js'
import uk from './uk.js'
import vi from './vi.js'
import zhCN from './zh-CN.js'
import zhTW from './zh-TW.js'

export type { EmbeddedStringKey, EmbeddedStrings, Language }
export { embeddedEn, languages as embeddedLanguages }

const byLanguage: Record<Language, EmbeddedStrings> = {
  en: embeddedEn,
  es,
  fr,
  de,
  it,
  'pt-BR': ptBR,
  nl,
  pl,
  tr,
  ru,
  uk,
  ar,
  he,
  hi,
  id,
  vi,
  th,
  ja,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
}

/** The supported language closest to a BCP 47 tag ('pt' → pt-BR, 'zh-Hant' → zh-TW); English for none or an unknown one. */
export function embeddedLanguage(locale?: string | undefined): Language {
  return locale ? matchLanguage([locale]) : 'en'
}

/**
 * The embedded wallet's strings for a BCP 47 tag (the closest supported language, else English).
 *
 * @example
 * fillEmbedded(embeddedStrings('de').requestFrom, { origin: 'https://app.example' })
 */
export function embeddedStrings(locale?: string | undefined): EmbeddedStrings {
  return byLanguage[embeddedLanguage(locale)]
}

/** 'rtl' for Arabic and Hebrew, else 'ltr'. */
export function embeddedDirection(locale?: string | undefined): 'ltr' | 'rtl' {
  return textDirection(embeddedLanguage(locale))
}

/** Fills `{name}` placeholders; an unknown one stays as written (the one filler, `format`, by the frame's name). */
export const fillEmbedded = format
