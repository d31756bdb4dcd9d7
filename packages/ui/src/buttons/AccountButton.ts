import type { Config } from '@portico/core'
import { LitElement, nothing } from 'lit'
import type { Locale } from '../i18n/en.js'
import { baseStyles } from '../theme/styles.js'
import type { ThemeMode, ThemeVariables } from '../theme/themeVariables.js'
import { define } from '../utils/define.js'
import { accountPill } from './accountPill.js'
import { pageButtonStyles } from './buttonStyles.js'
import { PageButtonController, pageButtonProperties } from './PageButtonController.js'

/** The connected account (avatar, balance, name); opens Account. Renders nothing while disconnected. */
export class PorticoAccountButton extends LitElement {
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
    if (config?.getAccount()?.status !== 'connected') return nothing
    return accountPill(config, this.button.locale, () => this.button.open('Account'))
  }
}

define('portico-account-button', PorticoAccountButton)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-button': PorticoAccountButton
  }
}
