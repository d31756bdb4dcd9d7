import type { Config, View } from '@portico/core'
import type { ReactiveController, ReactiveElement } from 'lit'
import { StateController } from '../controllers/StateController.js'
import type { Locale } from '../i18n/en.js'
import type { LocaleOption } from '../i18n/format.js'
import type { Formats } from '../i18n/formats.js'
import { englishLocale, LocaleResolver, type ResolvedLocale } from '../i18n/resolveLocale.js'
import { sharedLocaleFor } from '../i18n/sharedLocale.js'
import { bindModal } from '../modal/navigation.js'
import { applyTheme, resolveTheme, type ThemeMode, type ThemeVariables } from '../theme/themeVariables.js'

/** The view a page button opens; `undefined`: the modal's initial view (Connect, or what suits the page). */
export type OpenRequestDetail = { view: View | undefined }

/** The reactive properties every page button declares. */
export const pageButtonProperties = {
  config: { attribute: false },
  locale: { attribute: false },
  themeMode: { attribute: 'theme-mode' },
  themeVariables: { attribute: false },
} as const

/** The shape of a page button's properties. */
export type PageButtonHost = ReactiveElement & {
  /** The core config. */
  config: Config | undefined
  /** The language ('ja', or `{ language, strings }`); default the modal's, else the browser's language. */
  locale: LocaleOption | undefined
  /** Dark or light; defaults to the config's `themeMode` option. */
  themeMode: ThemeMode | undefined
  /** Theme tokens over the mode's defaults. */
  themeVariables: Partial<ThemeVariables> | undefined
}

/**
 * What the three page buttons share: re-renders on core state, their theme on their own host, the
 * resolved locale, and `portico-open` (cancelable) before opening the modal.
 */
export class PageButtonController implements ReactiveController {
  private balanceFor: string | undefined
  private readonly localeResolver: LocaleResolver
  private resolved: ResolvedLocale | undefined

  constructor(private readonly host: PageButtonHost) {
    host.addController(this)
    this.localeResolver = new LocaleResolver(() => host.requestUpdate())
    new StateController(host, () => {
      const c = host.config
      return c ? [c.account.state, c.network.state, c.modal.state, c.options.state, sharedLocaleFor(c)] : []
    })
  }

  hostUpdate(): void {
    const config = this.host.config
    const option = this.host.locale ?? (config && sharedLocaleFor(config).option)
    this.resolved = this.localeResolver.resolve(option)
    // Hidden, keeping its place, until its language has loaded: no English flashes first.
    this.host.toggleAttribute('data-locale-pending', !this.resolved)
    if (this.resolved) {
      this.host.lang = this.resolved.language
      this.host.dir = this.resolved.dir
    }
    const mode = this.host.themeMode ?? this.host.config?.options.state.themeMode ?? 'dark'
    applyTheme(this.host, resolveTheme(mode, this.host.themeVariables))
    this.fetchBalance()
  }

  // The account pill shows the native balance: ask for it once per connected account.
  private fetchBalance(): void {
    const config = this.host.config
    const account = config?.getAccount()
    if (!config || account?.status !== 'connected' || !account.caipAddress) return
    if (account.caipAddress === this.balanceFor) return
    this.balanceFor = account.caipAddress
    if (account.balance === undefined && !account.balanceLoading)
      void config.fetchBalance().catch(() => undefined)
  }

  /** The strings (English while the language loads; the host is hidden meanwhile). */
  get locale(): Locale {
    return (this.resolved ?? englishLocale()).locale
  }

  /** Numbers and dates in the strings' language. */
  get formats(): Formats {
    return (this.resolved ?? englishLocale()).formats
  }

  /**
   * Emits `portico-open`; opens the view (without one, the modal's initial view) unless a listener called
   * `preventDefault()`.
   */
  open(view?: View): void {
    const event = new CustomEvent<OpenRequestDetail>('portico-open', {
      detail: { view },
      bubbles: true,
      composed: true,
      cancelable: true,
    })
    const config = this.host.config
    if (!config || !this.host.dispatchEvent(event)) return
    // The buttons open this package's views, with or without a modal created by `createModal`.
    bindModal(config)
    config.open({ view })
  }
}

declare global {
  interface HTMLElementEventMap {
    'portico-open': CustomEvent<OpenRequestDetail>
  }
}
