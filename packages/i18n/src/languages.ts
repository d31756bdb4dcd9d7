/**
 * The languages Portico speaks, as BCP 47 tags: the modal, the embedded-wallet frame and the wallet service's
 * mails all have every one of them. English is the fallback.
 */
export const languages = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt-BR',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'ar',
  'he',
  'hi',
  'id',
  'vi',
  'th',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
] as const

export type Language = (typeof languages)[number]

/** Languages written right to left: the modal, the frame and the service's pages mirror for them. */
const rightToLeft: ReadonlySet<Language> = new Set(['ar', 'he'])

/** 'rtl' for Arabic and Hebrew, else 'ltr'. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return rightToLeft.has(language) ? 'rtl' : 'ltr'
}

/**
 * The supported language that best fits a list of wanted ones (most wanted first), else English.
 * A tag is canonicalised and widened to its likely script ('iw' → he, 'pt' → pt-BR, 'pt-PT' → pt-BR);
 * Chinese goes by script: Traditional ('zh-Hant', 'zh-HK', 'zh-TW') → zh-TW, Simplified ('zh',
 * 'zh-Hans', 'zh-SG') → zh-CN. Tags that are not valid BCP 47, and empty entries, are skipped. For an
 * `Accept-Language` header, pass `acceptedLanguages(header)`.
 *
 * @example
 * matchLanguage(['pt-PT', 'en']) // 'pt-BR'
 * matchLanguage([...acceptedLanguages('de-AT,de;q=0.9'), user.locale]) // 'de'
 */
export function matchLanguage(wanted: readonly (string | null | undefined)[]): Language {
  for (const tag of wanted) {
    if (!tag) continue
    let locale: Intl.Locale
    try {
      locale = new Intl.Locale(tag).maximize()
    } catch {
      continue
    }
    if (locale.language === 'zh') return locale.script === 'Hant' ? 'zh-TW' : 'zh-CN'
    const match = languages.find((language) => language.split('-')[0] === locale.language)
    if (match) return match
  }
  return 'en'
}

/** The browser's languages, most wanted first; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (navigator.languages?.length) return navigator.languages
  return navigator.language ? [navigator.language] : []
}
