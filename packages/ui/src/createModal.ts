import type { Config, OpenModalParameters } from '@portico/core'
import type { LocaleOption } from './i18n/format.js'
import { bindModal } from './modal/navigation.js'
import { prefetchCatalogueOnIdle } from './modal/prefetchOnIdle.js'
import type { ThemeMode, ThemeVariables } from './theme/themeVariables.js'

export type CreateModalParameters = {
  /** The core config the modal shows and drives. */
  config: Config
  /** Dark or light (default: the config's `themeMode` option). */
  themeMode?: ThemeMode | undefined
  /** Theme tokens over the mode's defaults, e.g. `{ '--portico-accent': '#ff5a1f' }`. */
  themeVariables?: Partial<ThemeVariables> | undefined
  /**
   * The language and strings: a tag (`'ja'`), or `{ language: 'ja', strings: { connectTitle: '…' } }`.
   * Default: the browser's languages (`navigator.languages`), else English. String overrides alone
   * (`{ connectTitle: '…' }`) still work and apply over that language.
   */
  locale?: LocaleOption | undefined
}

export type ModalHandle = {
  /** The `<portico-modal>` appended to `document.body`; undefined outside a browser. */
  element: HTMLElement | undefined
  /** Opens the modal (core's `config.open`): a view, or Connect / Account by connection. */
  open(options?: OpenModalParameters): void
  /** Closes it (core's `config.close`). */
  close(): void
  setThemeMode(mode: ThemeMode): void
  /** Removes the element. The config lives on. */
  destroy(): void
}

type ModalElement = HTMLElement & {
  config: Config | undefined
  themeMode: ThemeMode | undefined
  themeVariables: Partial<ThemeVariables> | undefined
  locale: LocaleOption | undefined
}

/**
 * Appends one `<portico-modal>` bound to `config` to the page and loads the elements' code. Safe to import
 * and call during server rendering: there it touches nothing and `element` is undefined.
 */
export function createModal({
  config,
  themeMode,
  themeVariables,
  locale,
}: CreateModalParameters): ModalHandle {
  const browser = typeof document !== 'undefined' && typeof customElements !== 'undefined'
  let element: ModalElement | undefined
  // Views, and the navigation that follows core's state, are bound before the elements' code arrives:
  // `open({ view })` checks the name at once.
  let unbind: (() => void) | undefined = bindModal(config)
  if (browser) {
    // The element upgrades once its code has loaded; lit keeps properties set before that.
    element = document.createElement('portico-modal') as ModalElement
    element.config = config
    element.themeMode = themeMode
    element.themeVariables = themeVariables
    element.locale = locale
    document.body.append(element)
    void import('./elements.js')
    void prefetchCatalogueOnIdle(config)
  }
  if (themeMode) config.options.setThemeMode(themeMode)
  return {
    element,
    open: (options) => config.open(options),
    close: () => config.close(),
    setThemeMode(mode) {
      config.options.setThemeMode(mode)
      if (element) element.themeMode = mode
    },
    destroy() {
      unbind?.()
      unbind = undefined
      element?.remove()
      element = undefined
    },
  }
}
