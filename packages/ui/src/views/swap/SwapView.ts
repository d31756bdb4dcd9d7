import { isPositiveAmount, type SwapToken } from '@portico/core'
import { getSwapController } from '@portico/core/swap'
import { html, LitElement, nothing } from 'lit'
import { LatestCallController } from '../../controllers/LatestCallController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { goBack } from '../../modal/goBack.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { sendStyles } from '../send/sendStyles.js'
import { viewStyles } from '../viewStyles.js'
import { heldQuantity, impactDisplay, maxSwapAmount, usdValue } from './swapDisplay.js'
import './SwapSettings.js'
import { swapStyles } from './swapStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'
import { tokenButton } from '../tokenPicker.js'

/**
 * Swap: what you pay (token, amount, Max), what you receive (quoted, 6 decimals), switch, details (network
 * fee, price impact, provider fee, slippage with its settings). Core's `getSwapController(config)` runs the flow; Review
 * opens the preview.
 */
export class PorticoSwapView extends LitElement {
  static override properties = { showSettings: { state: true } }
  declare showSettings: boolean

  static override styles = [baseStyles, viewStyles, sendStyles, swapStyles]

  private readonly portico = new PorticoController(this, (config) => [
    getSwapController(config).state,
    config.account.state,
    config.network.state,
  ])
  // A start that fails after the user left this view (or closed the modal) does not move them.
  private readonly latest = new LatestCallController(this)

  constructor() {
    super()
    this.showSettings = false
  }

  override connectedCallback(): void {
    super.connectedCallback()
    const isLatest = this.latest.start()
    void this.updateComplete.then(async () => {
      const config = this.portico.value?.config
      // A failed start was toasted by core; the form goes back to where it was opened from.
      if (config && (await getSwapController(config).initialize()) === 'failed' && isLatest()) goBack(config)
    })
  }

  private tokenButton(token: SwapToken | undefined, target: 'source' | 'to', slot?: string) {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config } = value
    return tokenButton({
      locale,
      token: token && { symbol: token.symbol, imageUrl: token.logoUri },
      slot,
      onClick: () => config.router.push('SwapSelectToken', { target }),
    })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, formats } = value
    const swap = getSwapController(config)
    const state = swap.state
    if (!swap.isNetworkSupported())
      return html`<div class="view"><div class="status">
        <span class="icon-tile"><portico-icon name="warning" size="2em"></portico-icon></span>
        <h3>${locale.swapNotSupported}</h3>
        <p>${locale.swapNotSupportedHint}</p>
      </div></div>`
    if (!state.initialized)
      return html`<div class="center-loading"><portico-spinner label=${locale.swapPreparing}></portico-spinner></div>`

    const { sourceToken, toToken, sourceTokenAmount, toTokenAmount, loadingQuote } = state
    const quoted = toTokenAmount !== '' && !loadingQuote
    return html`<div class="view">
      <div class="card">
        <div class="meta"><span class="label">${locale.youPay}</span></div>
        <portico-input
          large
          hide-label
          label=${locale.youPay}
          placeholder="0"
          inputmode="decimal"
          .value=${sourceTokenAmount}
          @portico-input=${(event: CustomEvent<{ value: string }>) =>
            swap.setSourceTokenAmount(event.detail.value.replace(',', '.'))}
        >
          ${this.tokenButton(sourceToken, 'source', 'end')}
        </portico-input>
        <div class="meta">
          <span>${usdValue(sourceTokenAmount, state.tokensPriceMap[sourceToken?.address.toLowerCase() ?? ''] ?? 0, formats)}</span>
          ${
            sourceToken
              ? html`<span>
                ${format(locale.available, { amount: `${formats.balance(heldQuantity(state, sourceToken))} ${sourceToken.symbol}` })}
                <button class="max" type="button" @click=${() => swap.setSourceTokenAmount(maxSwapAmount(state, sourceToken))}>
                  ${locale.max}
                </button>
              </span>`
              : nothing
          }
        </div>
      </div>
      <div class="arrow">
        <button class="switch" type="button" aria-label=${locale.switchTokens} title=${locale.switchTokens} @click=${() => swap.switchTokens()}>
          <portico-icon name="swap" size="1.4em"></portico-icon>
        </button>
      </div>
      <div class="card">
        <div class="meta"><span class="label">${locale.youReceive}</span></div>
        <div class="received">
          ${
            loadingQuote
              ? html`<portico-spinner size="2em" label=${locale.gettingQuote}></portico-spinner>`
              : html`<output class=${toTokenAmount ? '' : 'placeholder'} aria-label=${locale.youReceive} data-testid="swap-to-amount">${toTokenAmount || '0'}</output>`
          }
          ${this.tokenButton(toToken, 'to')}
        </div>
        <div class="meta">
          <span>${usdValue(toTokenAmount, state.tokensPriceMap[toToken?.address.toLowerCase() ?? ''] ?? 0, formats)}</span>
          ${toToken ? html`<span>${format(locale.available, { amount: `${formats.balance(heldQuantity(state, toToken))} ${toToken.symbol}` })}</span>` : nothing}
        </div>
      </div>
      ${quoted && sourceToken && toToken ? this.renderDetails() : nothing}
      ${this.showSettings ? html`<portico-swap-settings></portico-swap-settings>` : nothing}
      ${this.renderAction()}
    </div>`
  }

  private renderDetails() {
    const value = this.portico.value!
    const { locale, config, formats } = value
    const state = getSwapController(config).state
    const source = state.sourceToken!
    const to = state.toToken!
    const rate = Number(state.toTokenAmount) / Number(state.sourceTokenAmount)
    return html`<dl class="details">
      <div>
        <dt>${format(locale.swapRate, { from: source.symbol, amount: formats.balance(rate), to: to.symbol })}</dt>
        <dd></dd>
      </div>
      <div>
        <dt>${locale.networkFee}</dt>
        <dd>${state.gasPriceInUSD !== undefined ? formats.fiat(state.gasPriceInUSD) : locale.networkFeeUnknown}</dd>
      </div>
      <div><dt>${locale.priceImpact}</dt><dd>${impactDisplay(state.priceImpact, formats)}</dd></div>
      <div>
        <dt>${locale.providerFee}</dt>
        <dd>${format(locale.providerFeeValue, { amount: formats.balance(state.providerFee ?? '0'), symbol: source.symbol })}</dd>
      </div>
      <div>
        <dt>${locale.maxSlippage}</dt>
        <dd>
          <button
            class="setting"
            type="button"
            aria-expanded=${this.showSettings ? 'true' : 'false'}
            @click=${() => (this.showSettings = !this.showSettings)}
          >
            <span class="visually-hidden">${locale.slippage}:</span> ${formats.percent(state.slippage, 0)}
            <portico-icon name="chevronDown" size="1.1em"></portico-icon>
          </button>
        </dd>
      </div>
    </dl>`
  }

  private renderAction() {
    const { config, locale } = this.portico.value!
    const swap = getSwapController(config)
    const { toToken, sourceTokenAmount, toTokenAmount, inputError, loadingQuote } = swap.state
    let label = locale.reviewSwap
    if (!toToken) label = locale.selectTokenTitle
    else if (!isPositiveAmount(sourceTokenAmount)) label = locale.enterAmount
    else if (loadingQuote) label = locale.gettingQuote
    else if (inputError)
      label = inputError === 'insufficientBalance' ? locale.insufficientBalance : locale.enterValidAmount
    else if (!toTokenAmount) label = locale.enterAmount
    const ready = swap.canSwap() && !loadingQuote
    return html`<portico-button
      full
      ?disabled=${!ready}
      ?loading=${loadingQuote}
      @click=${() => ready && config.router.push('SwapPreview')}
    >${label}</portico-button>`
  }
}

define('portico-swap-view', PorticoSwapView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-swap-view': PorticoSwapView
  }
}
