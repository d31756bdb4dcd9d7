import type { Locale } from './en.js'
import { createLocale, type LocaleOption, localeParameters } from './format.js'
import { type Formats, formatsFor } from './formats.js'
import { browserLanguages, type Language, matchLanguage, textDirection } from './languages.js'
import { loadedStrings, loadStrings } from './loadStrings.js'

/** What an element shows in: the strings, the language, its direction and its number formats. */
export type ResolvedLocale = {
  language: Language
  dir: 'ltr' | 'rtl'
  locale: Locale
  formats: Formats
}

/**
 * Follows an element's `locale` option. `resolve` answers at once when the language is English or has
 * loaded; otherwise it answers undefined, loads the language's file and calls `onLoad`, so the element
 * waits for its language instead of flashing English first.
 */
export class LocaleResolver {
  private option: LocaleOption | undefined
  private wanted: readonly string[] = []
  private result: ResolvedLocale | undefined

  constructor(private readonly onLoad: () => void) {}

  resolve(option: LocaleOption | undefined): ResolvedLocale | undefined {
    const { language: asked, strings } = localeParameters(option)
    const wanted = asked ? [asked] : browserLanguages()
    if (this.result && option === this.option && sameList(wanted, this.wanted)) return this.result
    this.option = option
    this.wanted = wanted
    const language = matchLanguage(wanted)
    const loaded = loadedStrings(language)
    if (!loaded) {
      this.result = undefined
      void loadStrings(language).then(() => {
        if (this.option === option) this.onLoad()
      })
      return undefined
    }
    this.result = {
      language,
      dir: textDirection(language),
      locale: createLocale(strings, loaded),
      formats: formatsFor(language),
    }
    return this.result
  }
}

let english: ResolvedLocale | undefined

/** English, which is built in. */
export function englishLocale(): ResolvedLocale {
  english ??= { language: 'en', dir: 'ltr', locale: createLocale(), formats: formatsFor('en') }
  return english
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i])
}
