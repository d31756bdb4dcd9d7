import { acceptedLanguages, format, type Language, matchLanguage, textDirection } from '@portico/i18n'
import { type MailStrings, mailLocales } from '@portico/i18n/mail'

// The service's words come from @portico/i18n (every language of the kit) and its language from the kit's one
// matcher; the names below are what the service's modules call them.
export type { MailStrings }
export { acceptedLanguages, format as fillPlaceholders, mailLocales, matchLanguage as matchMailLanguage }

export type MailLanguage = Language

/** The mail and page words in the language that best fits `locale` (a BCP 47 tag; English when none fits). */
export function mailStrings(locale?: string | null): MailStrings & { language: MailLanguage } {
  const language = matchLanguage([locale])
  return { ...mailLocales[language], language }
}

/** Whether the language is written right to left. */
export const isRightToLeft = (language: MailLanguage) => textDirection(language) === 'rtl'
