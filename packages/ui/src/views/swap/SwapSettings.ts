import { getSwapController, SWAP_MAX_SLIPPAGE } from '@portico/core/swap'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { swapStyles } from './swapStyles.js'
import '../../primitives/Input.js'

/** Slippage presets, in percent. */
const PRESETS = [0.1, 0.5, 1] as const

/** Swap settings: the slippage tolerance, a preset or a custom value up to the maximum. */
export class PorticoSwapSettings extends LitElement {
  static override properties = { custom: { state: true }, error: { state: true } }
  declare custom: string
  declare error: string | undefined

  static override styles = [baseStyles, swapStyles]

  private readonly portico = new PorticoController(this, (config) => [getSwapController(config).state])

  constructor() {
    super()
    this.custom = ''
    this.error = undefined
  }

  private onCustom(value: string) {
    const { config, locale } = this.portico.value!
    this.custom = value
    if (value.trim() === '') {
      this.error = undefined
      return
    }
    const ok =
      /^\d*\.?\d+$|^\d+\.$/.test(value.trim()) && getSwapController(config).setSlippage(Number(value))
    this.error = ok ? undefined : format(locale.slippageInvalid, { max: SWAP_MAX_SLIPPAGE })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, formats } = value
    const slippage = getSwapController(config).state.slippage
    return html`<section class="settings" aria-label=${locale.slippage}>
      <span class="label">${locale.slippage}</span>
      <div class="chips">
        ${PRESETS.map(
          (preset) => html`<button
            class="chip"
            type="button"
            aria-pressed=${slippage === preset && !this.custom ? 'true' : 'false'}
            @click=${() => {
              this.custom = ''
              this.error = undefined
              getSwapController(config).setSlippage(preset)
            }}
          >${formats.percent(preset, 0)}</button>`,
        )}
        <portico-input
          hide-label
          label=${locale.slippageCustom}
          placeholder=${locale.slippageCustomPlaceholder}
          inputmode="decimal"
          .value=${this.custom}
          .error=${this.error}
          @portico-input=${(event: CustomEvent<{ value: string }>) => this.onCustom(event.detail.value)}
        ></portico-input>
      </div>
      <p>${format(locale.slippageHint, { max: SWAP_MAX_SLIPPAGE })}</p>
    </section>`
  }
}

define('portico-swap-settings', PorticoSwapSettings)

declare global {
  interface HTMLElementTagNameMap {
    'portico-swap-settings': PorticoSwapSettings
  }
}
