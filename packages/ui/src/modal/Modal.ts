import { ContextProvider } from '@lit/context'
import type { Config, View } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { getSiwx } from '@portico/siwx/plugin'
import { html, LitElement, nothing } from 'lit'
import { keyed } from 'lit/directives/keyed.js'
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js'
import { porticoContext } from '../context/portico.js'
import { FocusTrapController } from '../controllers/FocusTrapController.js'
import { StateController } from '../controllers/StateController.js'
import type { LocaleOption } from '../i18n/format.js'
import { LocaleResolver, type ResolvedLocale } from '../i18n/resolveLocale.js'
import { shareLocale } from '../i18n/sharedLocale.js'
import { baseStyles } from '../theme/styles.js'
import { applyTheme, resolveTheme, type ThemeMode, type ThemeVariables } from '../theme/themeVariables.js'
import { timings } from '../theme/timings.js'
import { define } from '../utils/define.js'
import { imageStoreFor } from '../utils/imageStore.js'
import { goBack } from './goBack.js'
import { modalStyles } from './modalStyles.js'
import { bindModal } from './navigation.js'
import { PREFETCH_IDLE_TIMEOUT } from './prefetchOnIdle.js'
import { type ViewEntry, viewRegistry } from './viewRegistry.js'
import { initialView, isViewName } from './views.js'
import '../primitives/AlertBar.js'
import '../primitives/IconButton.js'
import '../primitives/Spinner.js'
import '../views/connect/ConnectView.js'
import './ToastRegion.js'

export type OpenChangeDetail = { open: boolean }
export type ViewChangeDetail = { view: View }

/**
 * The modal: a 360px dialog showing the router's current view, bound to a core config. Its visibility is
 * core's modal state (`config.open()` / `config.close()`). Emits `portico-open-change` and
 * `portico-view-change`.
 */
export class PorticoModal extends LitElement {
  static override properties = {
    config: { attribute: false },
    themeMode: { attribute: 'theme-mode', reflect: true },
    themeVariables: { attribute: false },
    locale: { attribute: false },
  }
  /** The core config whose state the modal shows. */
  declare config: Config | undefined
  /** Dark or light; defaults to the config's `themeMode` option. */
  declare themeMode: ThemeMode | undefined
  /** Theme tokens over the mode's defaults. */
  declare themeVariables: Partial<ThemeVariables> | undefined
  /**
   * The language ('ja', or `{ language, strings }` with strings over it); default the browser's language.
   * String overrides alone (`{ connectTitle: '…' }`) apply over the browser's language.
   */
  declare locale: LocaleOption | undefined

  static override styles = [baseStyles, modalStyles]

  private readonly provider = new ContextProvider(this, { context: porticoContext })
  private readonly trap = new FocusTrapController(this, () => this.dialog)
  private readonly loaded = new Set<View>(['Connect'])
  private readonly loading = new Set<View>()
  // Undefined while the language's file loads: the dialog waits for it rather than showing English first.
  private resolved: ResolvedLocale | undefined
  private readonly localeResolver = new LocaleResolver(() => this.requestUpdate())
  private wasOpen = false
  private lastView: View | undefined
  private resizeObserver: ResizeObserver | undefined
  private shakeTimer: ReturnType<typeof setTimeout> | undefined
  // From the page's first idle moment on, a closed modal keeps its Connect view rendered and hidden.
  private warm = false
  private cancelWarm: (() => void) | undefined

  constructor() {
    super()
    this.config = undefined
    this.themeMode = undefined
    this.themeVariables = undefined
    this.locale = undefined
    new StateController(this, () => {
      const c = this.config
      return c ? [c.modal.state, c.router.state, c.alerts.state, c.options.state] : []
    })
  }

  private get dialog(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.dialog')
  }

  override connectedCallback(): void {
    super.connectedCallback()
    document.addEventListener('keydown', this.onDocumentKeydown)
    this.scheduleWarm()
  }

  /**
   * Once the page is idle (at the latest `PREFETCH_IDLE_TIMEOUT` ms after the modal is added), a closed modal
   * builds its dialog on Connect and keeps it laid out but hidden (`visibility: hidden`): opening it then
   * shows what is built, a paint in the frame after the click, instead of creating, styling and laying out
   * the dialog's elements in the click. Only
   * Connect is kept: it starts nothing while hidden, where the other first views would (the QR code pairs
   * with the relay, Account reads balances).
   */
  private scheduleWarm(): void {
    if (this.warm || this.cancelWarm) return
    const warmUp = () => {
      this.cancelWarm = undefined
      this.warm = true
      this.requestUpdate()
    }
    if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
      const handle = requestIdleCallback(warmUp, { timeout: PREFETCH_IDLE_TIMEOUT })
      this.cancelWarm = () => cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(warmUp, PREFETCH_IDLE_TIMEOUT)
      this.cancelWarm = () => clearTimeout(timer)
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    document.removeEventListener('keydown', this.onDocumentKeydown)
    this.resizeObserver?.disconnect()
    clearTimeout(this.shakeTimer)
    this.cancelWarm?.()
    this.cancelWarm = undefined
  }

  override willUpdate(changed: Map<string, unknown>): void {
    const config = this.config
    const resolved = this.localeResolver.resolve(this.locale)
    if (resolved) {
      this.lang = resolved.language
      this.dir = resolved.dir
    }
    if (config && resolved && (changed.has('config') || resolved !== this.resolved)) {
      this.provider.setValue({
        config,
        locale: resolved.locale,
        language: resolved.language,
        formats: resolved.formats,
        images: imageStoreFor(config),
      })
    }
    this.resolved = resolved
    if (config && changed.has('config')) bindModal(config)
    if (config && (changed.has('config') || changed.has('locale'))) shareLocale(config, this.locale)
    // The embedded wallet's frame writes its own words in the modal's language.
    if (config && resolved) getEmbeddedWallet(config)?.setLocale(resolved.language)
    const mode = this.themeMode ?? config?.options.state.themeMode ?? 'dark'
    applyTheme(this, resolveTheme(mode, this.themeVariables))
    this.style.colorScheme = mode
    if (config) this.loadView(config.router.state.view)
  }

  /** Loads a lazy view's chunk once, then renders it; what the view will need starts loading beside it. */
  private loadView(view: View): void {
    const entry = this.entry(view)
    if (!entry?.load || this.loaded.has(view) || this.loading.has(view)) return
    this.loading.add(view)
    if (this.config?.modal.state.open) entry.prepare?.(this.config)
    void entry.load().then(
      () => {
        this.loaded.add(view)
        this.requestUpdate()
      },
      () => this.loading.delete(view), // the next render tries again
    )
  }

  override updated(): void {
    const config = this.config
    const open = (config?.modal.state.open ?? false) && this.resolved !== undefined
    if (open !== this.wasOpen) {
      this.wasOpen = open
      if (open) this.trap.activate()
      else this.trap.release()
      // A hidden dialog's body gives up its height: shown again, it takes its content's at once (no transition).
      if (!open) this.renderRoot.querySelector<HTMLElement>('.body')?.style.removeProperty('height')
      this.emit<OpenChangeDetail>('portico-open-change', { open })
    }
    const view = config?.router.state.view
    if (open && view && view !== this.lastView) {
      this.lastView = view
      this.emit<ViewChangeDetail>('portico-view-change', { view })
    }
    if (open) this.observeHeight()
  }

  private emit<T>(name: string, detail: T) {
    this.dispatchEvent(new CustomEvent<T>(name, { detail, bubbles: true, composed: true }))
  }

  // The body's height follows its content with a 150 ms transition (`timings.height`).
  private observeHeight(): void {
    const body = this.renderRoot.querySelector<HTMLElement>('.body')
    const content = this.renderRoot.querySelector<HTMLElement>('.content')
    if (!body || !content || typeof ResizeObserver === 'undefined') return
    if (this.resizeObserver && body.dataset.observed) return
    this.resizeObserver?.disconnect()
    body.dataset.observed = 'true'
    this.resizeObserver = new ResizeObserver(() => {
      if (this.config?.modal.state.open) body.style.height = `${content.offsetHeight}px`
    })
    this.resizeObserver.observe(content)
  }

  /** The registry entry of a view this package renders. */
  private entry(view: View): ViewEntry | undefined {
    return isViewName(view) ? viewRegistry[view] : undefined
  }

  /**
   * Closes the modal (core's `config.close()`), except from the sign-message view, and from the embedded
   * wallet's approval of that signature, while sign-in is required and no session exists (Esc, the backdrop
   * and the close button all come here). A refused close shakes the dialog for `timings.shake` (500 ms); with
   * reduced motion the dialog does not move, its outline flashes for as long instead.
   */
  requestClose(): void {
    const config = this.config
    const view = config?.router.state.view
    if (
      (view === 'SIWXSignMessage' || view === 'ApproveTransaction') &&
      config &&
      getSiwx(config)?.blocksClose()
    ) {
      this.shake()
      return
    }
    config?.close()
  }

  private shake(): void {
    const dialog = this.dialog
    if (!dialog) return
    clearTimeout(this.shakeTimer)
    // Restarting the animation of a second refusal: off, a reflow, on.
    dialog.classList.remove('shake')
    void dialog.offsetWidth
    dialog.classList.add('shake')
    this.shakeTimer = setTimeout(() => dialog.classList.remove('shake'), timings.shake)
  }

  private readonly onDocumentKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.config?.modal.state.open || event.defaultPrevented) return
    event.preventDefault()
    this.requestClose()
  }

  private onOverlayClick(event: MouseEvent) {
    if (event.target === event.currentTarget) this.requestClose()
  }

  override render() {
    const config = this.config
    const resolved = this.resolved
    if (!config || !resolved) return nothing
    const open = config.modal.state.open
    const shown = open || (this.warm && initialView(config) === 'Connect')
    return html`${shown ? this.renderDialog(config, resolved, open) : nothing}
      <portico-toast-region class="toasts"></portico-toast-region>`
  }

  /** The dialog on the router's view; closed, the hidden dialog on Connect (what `open()` will show). */
  private renderDialog(config: Config, resolved: ResolvedLocale, open: boolean) {
    const { locale } = resolved
    const { view, history, data } = open
      ? config.router.state
      : { view: 'Connect' as View, history: ['Connect' as View], data: undefined }
    const title = this.entry(view)?.title(locale, data) ?? ''
    const alert = config.alerts.state.alert
    return html`<div class="overlay" ?hidden=${!open} @click=${this.onOverlayClick}>
      <div
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="portico-title"
        lang=${resolved.language}
        dir=${resolved.dir}
        tabindex="-1"
        @keydown=${(event: KeyboardEvent) => this.trap.handleKeydown(event)}
      >
        <header>
          ${
            history.length > 1
              ? html`<portico-icon-button
                icon="back"
                label=${locale.back}
                @click=${() => goBack(config)}
              ></portico-icon-button>`
              : html`<span></span>`
          }
          ${keyed(title, html`<h2 id="portico-title">${title}</h2>`)}
          <portico-icon-button icon="close" label=${locale.close} @click=${() => this.requestClose()}>
          </portico-icon-button>
        </header>
        ${
          alert
            ? html`<div class="alert">
              <portico-alert-bar
                heading=${locale[`alert_${alert.id}`]}
                text=${locale[`alertDetail_${alert.id}`]}
                dismiss-label=${locale.dismiss}
                @portico-dismiss=${() => config.alerts.dismiss()}
              ></portico-alert-bar>
            </div>`
            : nothing
        }
        <div class="body">
          <div class="content">
            ${keyed(view, html`<div class="view">${this.renderView(view)}</div>`)}
          </div>
        </div>
      </div>
    </div>`
  }

  private renderView(view: View) {
    const entry = this.entry(view)
    if (!entry) return nothing
    if (!this.loaded.has(view)) {
      return html`<div class="pending"><portico-spinner label=${this.resolved?.locale.loading ?? ''}></portico-spinner></div>`
    }
    const tag = unsafeStatic(entry.tag)
    return staticHtml`<${tag}></${tag}>`
  }
}

define('portico-modal', PorticoModal)

declare global {
  interface HTMLElementTagNameMap {
    'portico-modal': PorticoModal
  }
  interface HTMLElementEventMap {
    'portico-open-change': CustomEvent<OpenChangeDetail>
    'portico-view-change': CustomEvent<ViewChangeDetail>
  }
}
