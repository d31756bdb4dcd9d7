import { createContext } from '@lit/context'
import type { Config } from '@portico/core'
import type { Locale } from '../i18n/en.js'
import type { Formats } from '../i18n/formats.js'
import type { Language } from '../i18n/languages.js'
import type { ImageStore } from '../utils/imageStore.js'

/**
 * What the modal provides to its views: the core config, the locale and per-config helpers.
 */
export type PorticoContext = {
  config: Config
  locale: Locale
  /** The language the strings are in ('ja'). */
  language: Language
  /** Numbers, amounts and dates written for that language. */
  formats: Formats
  /** Catalogue images as object URLs, fetched once per config. */
  images: ImageStore
}

export const porticoContext = createContext<PorticoContext | undefined>('portico')
