import type { Config } from '@portico/core'
import { html, LitElement, nothing } from 'lit'
import type { Locale } from '../i18n/en.js'
import { baseStyles } from '../theme/styles.js'
import type { ThemeMode, ThemeVariables } from '../theme/themeVariables.js'
import { define } from '../utils/define.js'
import { accountPill } from './accountPill.js'
import { pageButtonStyles } from './buttonStyles.js'
import { PageButtonController, pageButtonProperties } from './PageButtonController.js'
import '../primitives/Icon.js'
import '../primitives/Spinner.js'

/** Opens Connect; once connected it shows the account and opens Account. Emits `portico-open`. */
export class PorticoConnectButton extends LitElement {
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
    const status = config.getAccount()?.status
    if (status === 'connected') return accountPill(config, locale, () => this.button.open('Account'))
    const connecting = status === 'connecting'
    return html`<button
      type="button"
      class="primary"
      aria-busy=${connecting ? 'true' : 'false'}
      @click=${() => this.button.open('Connect')}
    >
      ${
        connecting
          ? html`<portico-spinner size="1.4em" style="color: currentColor"></portico-spinner>`
          : html`<portico-icon name="wallet" size="1.5em"></portico-icon>`
      }
      ${connecting ? locale.connecting : locale.connectWallet}
    </button>`
  }
}

define('portico-connect-button', PorticoConnectButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-button': PorticoConnectButton
  }
}
