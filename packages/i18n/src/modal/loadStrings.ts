import type { Language } from '../languages.js'
import { en, type LocaleStrings } from './en.js'

type Translation = { default: Partial<LocaleStrings> }

// One dynamic import per language, so that a bundler makes each file a chunk of its own and a page loads
// only the language it shows. English is built in.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Translation>> = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  it: () => import('./locales/it.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  tr: () => import('./locales/tr.js'),
  ru: () => import('./locales/ru.js'),
  uk: () => import('./locales/uk.js'),
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  vi: () => import('./locales/vi.js'),
  th: () => import('./locales/th.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}

const loaded = new Map<Language, LocaleStrings>([['en', en]])
const pending = new Map<Language, Promise<LocaleStrings>>()

/** A language's strings if they have loaded (English always has), else undefined. */
export function loadedStrings(language: Language): LocaleStrings | undefined {
  return loaded.get(language)
}

/**
 * Loads a language's strings once. A key the translation lacks shows in English; when its file cannot be
 * loaded (the network failed), the language shows in English, so the modal still opens.
 */
export function loadStrings(language: Language): Promise<LocaleStrings> {
  const known = loaded.get(language)
  if (known) return Promise.resolve(known)
  let request = pending.get(language)
  if (!request) {
    const load = language === 'en' ? undefined : loaders[language]
    request = (load ? load() : Promise.resolve({ default: {} })).then(
      (translation) => ({ ...en, ...translation.default }),
      () => en,
    )
    request.then((strings) => {
      loaded.set(language, strings)
      pending.delete(language)
    })
    pending.set(language, request)
  }
  return request
}
