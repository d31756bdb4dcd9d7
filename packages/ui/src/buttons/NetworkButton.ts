import type { Config } from '@portico/core'
import { isUnsupportedNetwork } from '@portico/core'
import { html, LitElement, nothing } from 'lit'
import type { Locale } from '../i18n/en.js'
import { baseStyles } from '../theme/styles.js'
import type { ThemeMode, ThemeVariables } from '../theme/themeVariables.js'
import { define } from '../utils/define.js'
import { pageButtonStyles } from './buttonStyles.js'
import { PageButtonController, pageButtonProperties } from './PageButtonController.js'
import '../primitives/Icon.js'
import '../primitives/WalletImage.js'

/** The active network; opens Networks. Emits `portico-open`. */
export class PorticoNetworkButton extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = pageButtonProperties
  /** The core config. */
  declare config: Config | undefined
  /** Strings over the English locale. */
  declare locale: Partial<Locale> | undefined
  /** Dark or light; defaults to the config's `themeMode` option. */
  declare themeMode: ThemeMode | undefined
  /** Theme tokens over the mode's defaults. */
  declare themeVariables: Partial<ThemeVariables> | undefined

  private readonly button = new PageButtonController(this)

  constructor() {
    super()
    this.config = undefined
    this.locale = undefined
    this.themeMode = undefined
    this.themeVariables = undefined
  }

  static override styles = [baseStyles, pageButtonStyles]

  override render() {
    const config = this.config
    if (!config) return nothing
    const locale = this.button.locale
    const network = config.network.state.caipNetwork
    const unsupported = isUnsupportedNetwork(network)
    const name = !network ? locale.network : unsupported ? locale.unsupportedNetwork : network.name
    return html`<button
      type="button"
      class="surface"
      aria-label="${locale.switchNetwork}: ${name}"
      @click=${() => this.button.open(unsupported ? 'UnsupportedChain' : 'Networks')}
    >
      ${
        unsupported
          ? html`<portico-icon name="warning" size="1.8em" style="color: var(--portico-error)"></portico-icon>`
          : html`<portico-wallet-image round .src=${network?.assets?.imageUrl} .name=${name} size="calc(var(--p-fs) * 3.2)"></portico-wallet-image>`
      }
      <span>${name}</span>
    </button>`
  }
}

define('portico-network-button', PorticoNetworkButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-network-button': PorticoNetworkButton
  }
}
