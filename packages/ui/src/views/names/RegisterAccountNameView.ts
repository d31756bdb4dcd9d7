import {
  ACCOUNT_NAME_MIN_LENGTH,
  type AccountNameSuggestion,
  type CheckAccountNameReturnType,
  checkAccountName,
  getAccountNameSuggestions,
  nameContext,
} from '@portico/core/names'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import type { Locale } from '../../i18n/en.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { nameRegistration, registerName } from './nameRegistration.js'
import { namesStyles } from './namesStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/Spinner.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'

/** Quiet time after the last keystroke before the name is checked and suggestions are asked for. */
export const NAME_INPUT_DELAY = 300

/** Suggestions shown at once: a few, so the form stays short. */
const MAX_SUGGESTIONS = 4

/** What the form knows of the typed name. */
type Check = { typed: string; result: CheckAccountNameReturnType } | { typed: string; failed: true }

/**
 * RegisterAccountName: a name for the connected EVM account. The typed name is checked against the rules
 * and the API as the person types (debounced), free names like it are offered, and Register starts the
 * signed registration (see `nameRegistration.ts`).
 */
export class PorticoRegisterAccountNameView extends LitElement {
  static override properties = {
    check: { state: true },
    suggestions: { state: true },
    checking: { state: true },
  }
  declare check: Check | undefined
  declare suggestions: AccountNameSuggestion[]
  declare checking: boolean

  static override styles = [baseStyles, viewStyles, namesStyles]

  private readonly portico = new PorticoController(this, (config) => [
    config.account.state,
    config.network.state,
    nameRegistration(config),
  ])
  private timer: ReturnType<typeof setTimeout> | undefined
  private readonly latest = new LatestCallController(this)

  constructor() {
    super()
    this.check = undefined
    this.suggestions = []
    this.checking = false
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Back from a failed registration, or reopened: check what is in the field again.
    void this.updateComplete.then(() => {
      const config = this.portico.value?.config
      if (config && nameRegistration(config).typed) this.schedule(0)
    })
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.timer)
  }

  private onInput(value: string) {
    const config = this.portico.value?.config
    if (!config) return
    const state = nameRegistration(config)
    state.typed = value
    state.failedName = undefined
    this.schedule(NAME_INPUT_DELAY)
  }

  private schedule(delay: number) {
    clearTimeout(this.timer)
    const isLatest = this.latest.start()
    this.checking = true
    this.timer = setTimeout(() => void this.run(isLatest), delay)
  }

  private async run(isLatest: () => boolean) {
    const config = this.portico.value?.config
    if (!config) return
    const typed = nameRegistration(config).typed.trim()
    if (!typed) {
      this.check = undefined
      this.suggestions = []
      this.checking = false
      return
    }
    const [check, suggestions] = await Promise.all([
      checkAccountName(config, typed)
        .then((result): Check => ({ typed, result }))
        .catch((): Check => ({ typed, failed: true })),
      // No suggestions is fine: the form works without them.
      getAccountNameSuggestions(config, typed).catch(() => []),
    ])
    if (!isLatest()) return
    this.check = check
    this.suggestions = suggestions
    this.checking = false
  }

  private pick(suggestion: AccountNameSuggestion) {
    this.onInput(suggestion.label)
    this.schedule(0)
    this.renderRoot.querySelector('portico-input')?.focus()
  }

  private available(): string | undefined {
    const config = this.portico.value?.config
    const check = this.check
    if (!config || this.checking || !check || 'failed' in check) return undefined
    if (check.typed !== nameRegistration(config).typed.trim()) return undefined
    return check.result.status === 'available' ? check.result.label : undefined
  }

  private submit() {
    const config = this.portico.value?.config
    const label = this.available()
    if (config && label) void registerName(config, label)
  }

  /** The rule a typed name breaks, stated as the rule. */
  private ruleError(locale: Locale): string | undefined {
    const check = this.check
    if (this.checking || !check || 'failed' in check || check.result.status !== 'invalid') return undefined
    const rule = {
      tooShort: locale.nameTooShort,
      characters: locale.nameInvalidCharacters,
      tooLong: locale.nameTooLong,
    }[check.result.reason]
    return format(rule, { min: ACCOUNT_NAME_MIN_LENGTH })
  }

  private renderStatus(locale: Locale) {
    if (this.checking)
      return html`<p class="availability" aria-live="polite">
        <portico-spinner size="1.2em"></portico-spinner>${locale.nameChecking}
      </p>`
    const check = this.check
    if (!check) return html`<p class="availability" aria-live="polite"></p>`
    if ('failed' in check)
      return html`<p class="availability taken" aria-live="polite">${locale.nameCheckFailed}</p>`
    const { result } = check
    if (result.status === 'available')
      return html`<p class="availability available" aria-live="polite">
        <portico-icon name="checkCircle" size="1.4em"></portico-icon>${format(locale.nameAvailable, { name: result.name })}
      </p>`
    if (result.status === 'taken')
      return html`<p class="availability taken" aria-live="polite">${format(locale.nameTaken, { name: result.name })}</p>`
    return html`<p class="availability" aria-live="polite"></p>`
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const { unsupported } = nameContext(config)
    if (unsupported === 'namespace' || unsupported === 'chainId')
      return html`<div class="view"><p class="intro" role="alert">
        ${unsupported === 'chainId' ? locale.nameInvalidChainId : locale.nameUnsupportedNetwork}
      </p></div>`
    const state = nameRegistration(config)
    const zone = config.api?.namesZone ?? ''
    const suggestions = this.suggestions
      .filter((s) => s.label !== state.typed.trim().toLowerCase())
      .slice(0, MAX_SUGGESTIONS)
    return html`<div class="view" @keydown=${(event: KeyboardEvent) => event.key === 'Enter' && this.submit()}>
      <p class="intro">${format(locale.nameIntro, { min: ACCOUNT_NAME_MIN_LENGTH })}</p>
      <portico-input
        label=${locale.nameLabel}
        placeholder=${locale.namePlaceholder}
        .value=${state.typed}
        .error=${this.ruleError(locale)}
        @portico-input=${(event: CustomEvent<{ value: string }>) => this.onInput(event.detail.value)}
      >
        <span slot="end" class="suffix">.${zone}</span>
      </portico-input>
      ${this.renderStatus(locale)}
      ${
        state.failedName
          ? html`<p class="form-error" role="alert">${format(locale.registerNameError, { name: state.failedName })}</p>`
          : nothing
      }
      ${
        suggestions.length > 0
          ? html`<p class="section-label" id="suggestions">${locale.nameSuggestions}</p>
            <ul class="suggestions" aria-labelledby="suggestions">
              ${suggestions.map(
                (suggestion) => html`<li>
                  <button type="button" @click=${() => this.pick(suggestion)}>${suggestion.name}</button>
                </li>`,
              )}
            </ul>`
          : nothing
      }
      <portico-button full ?disabled=${!this.available()} @click=${() => this.submit()}>
        ${locale.registerName}
      </portico-button>
    </div>`
  }
}

define('portico-register-account-name-view', PorticoRegisterAccountNameView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-register-account-name-view': PorticoRegisterAccountNameView
  }
}
