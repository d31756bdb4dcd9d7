import type { Config } from '@portico/core'
import { LitElement } from 'lit'
import type { LocaleOption } from '../i18n/format.js'
import { baseStyles } from '../theme/styles.js'
import type { ThemeMode, ThemeVariables } from '../theme/themeVariables.js'
import { pageButtonStyles } from './buttonStyles.js'
import { PageButtonController, pageButtonProperties } from './PageButtonController.js'

/** The base of the three page buttons: their properties, theme, styles and `portico-open`. */
export class PageButtonElement extends LitElement {
  static override shadowRootOptions = { ...LitElement.shadowRootOptions, delegatesFocus: true }
  static override properties = pageButtonProperties
  static override styles = [baseStyles, pageButtonStyles]
  /** The core config. */
  declare config: Config | undefined
  /** The language ('ja', or `{ language, strings }`); default the modal's, else the browser's language. */
  declare locale: LocaleOption | undefined
  /** Dark or light; defaults to the config's `themeMode` option. */
  declare themeMode: ThemeMode | undefined
  /** Theme tokens over the mode's defaults. */
  declare themeVariables: Partial<ThemeVariables> | undefined

  protected readonly button = new PageButtonController(this)

  constructor() {
    super()
    this.config = undefined
    this.locale = undefined
    this.themeMode = undefined
    this.themeVariables = undefined
  }
}
