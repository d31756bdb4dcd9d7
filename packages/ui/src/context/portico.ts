import { createContext } from '@lit/context'
import type { Config, SendController } from '@portico/core'
import type { Locale } from '../i18n/en.js'
import type { ImageStore } from '../utils/imageStore.js'

/** What the modal provides to its views: the core config, the locale and per-config helpers. */
export type PorticoContext = {
  config: Config
  locale: Locale
  /** The config's send form (core `createSendController`). */
  send: SendController
  /** Catalogue images as object URLs, fetched once per config. */
  images: ImageStore
}

export const porticoContext = createContext<PorticoContext | undefined>('portico')
