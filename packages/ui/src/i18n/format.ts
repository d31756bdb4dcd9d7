import { en, type Locale, type LocaleStrings } from './en.js'

/** Fills `{name}` placeholders: format('Continue in {name}', { name: 'MetaMask' }). */
export { format } from '@portico/i18n'

/** Which language the modal speaks and which of its strings to replace. */
export type LocaleParameters = {
  /**
   * A BCP 47 tag such as 'ja', 'pt-BR' or 'zh-Hant'; the closest supported language is used. Default: the
   * browser's languages (`navigator.languages`), else English.
   */
  language?: string | undefined
  /** Strings over the language's own. */
  strings?: Partial<Locale> | undefined
}

/**
 * The `locale` option: a language tag (`'ja'`), `{ language, strings }`, or, as before languages existed,
 * string overrides alone (`{ connectTitle: '…' }`, shown over the browser's language).
 */
export type LocaleOption = string | LocaleParameters | Partial<Locale>

/** The option as `{ language, strings }`. */
export function localeParameters(option: LocaleOption | undefined): LocaleParameters {
  if (option === undefined) return {}
  if (typeof option === 'string') return { language: option }
  // No key of `Locale` is called `language` or `strings`, so the two object forms cannot be confused.
  if ('language' in option || 'strings' in option) return option as LocaleParameters
  return { strings: option as Partial<Locale> }
}

/** A language's strings (default English) with `overrides` on top. */
export function createLocale(overrides: Partial<Locale> = {}, strings: LocaleStrings = en): Locale {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined))
  return { ...en, ...strings, ...defined }
}
