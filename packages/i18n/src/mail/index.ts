// `@portico/i18n/mail`: the words of the embedded-wallet service's e-mails and its device-approval page, in
// every language (the service picks one per user with `matchLanguage`).

import type { Language } from '../languages.js'
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
import type { MailStrings } from './types.js'
import { uk } from './uk.js'
import { vi } from './vi.js'
import { zhCN } from './zh-CN.js'
import { zhTW } from './zh-TW.js'

export type { MailStrings }

/** Each language's table; English is the fallback. */
export const mailLocales = {
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
} as const satisfies Record<Language, MailStrings>
