import { type MailStrings, mailLocales } from '@portico/ui/i18n/mail'

export type { MailStrings }
export { mailLocales }

export type MailLanguage = keyof typeof mailLocales
const languages = Object.keys(mailLocales) as MailLanguage[]

/**
 * The supported language that best fits the wanted tags (most wanted first), else English. A tag is widened to
 * its likely script ('pt' → pt-BR, 'iw' → he); Chinese goes by script: Traditional (zh-Hant, zh-TW, zh-HK) →
 * zh-TW, else zh-CN. Tags that are not BCP 47 are skipped.
 */
export function matchMailLanguage(wanted: readonly (string | null | undefined)[]): MailLanguage {
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

/** The mail and page words in the language that best fits `locale` (a BCP 47 tag; English when none fits). */
export function mailStrings(locale?: string | null): MailStrings & { language: MailLanguage } {
  const language = matchMailLanguage([locale])
  return { ...mailLocales[language], language }
}

/** The tags of an `Accept-Language` header, most wanted first (at most 16; `*` and q=0 dropped). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .slice(0, 512)
    .split(',')
    .slice(0, 16)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/** Fills `{name}` placeholders of `template` from `values`; unknown names stay as written. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** Whether the language is written right to left. */
export const isRightToLeft = (language: MailLanguage) => language === 'ar' || language === 'he'
