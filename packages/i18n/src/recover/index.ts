// `@portico/i18n/recover`: the words of `portico-recover` (the emergency-kit recovery tool) in every language, and
// the language of a command line from its POSIX locale variables.
import { type Language, matchLanguage } from '../languages.js'
import { ar } from './ar.js'
import { de } from './de.js'
import { en } from './en.js'
import { es } from './es.js'
import { fr } from './fr.js'
import { he } from './he.js'
import { hi } from './hi.js'
import { id } from './id.js'
import { it } from './it.js'
import { ja } from './ja.js'
import { ko } from './ko.js'
import { nl } from './nl.js'
import { pl } from './pl.js'
import { ptBR } from './pt-BR.js'
import { ru } from './ru.js'
import { th } from './th.js'
import { tr } from './tr.js'
import type { RecoverStrings } from './types.js'
import { uk } from './uk.js'
import { vi } from './vi.js'
import { zhCN } from './zh-CN.js'
import { zhTW } from './zh-TW.js'

export type { RecoverStrings }

/** Each language's table; English is the fallback. */
export const recoverLocales = {
  en,
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
} as const satisfies Record<Language, RecoverStrings>

/**
 * The language of a command line: POSIX takes the first set one of `LC_ALL`, `LC_MESSAGES` and `LANG`; its
 * `language_TERRITORY.codeset@modifier` becomes a BCP 47 tag for `matchLanguage`. `C` and `POSIX` are English.
 *
 * @example
 * localeLanguage({ LANG: 'pt_PT.UTF-8' }) // 'pt-BR'
 */
export function localeLanguage(env: Record<string, string | undefined>): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value)
  const tag = locale?.replace(/[.@].*$/, '').replace(/_/g, '-')
  return tag === 'C' || tag === 'POSIX' ? 'en' : matchLanguage([tag])
}
