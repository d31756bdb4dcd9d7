import { getSwapController } from '@portico/core/swap'
import { html, LitElement, nothing } from 'lit'
import { LatestCallController } from '../../controllers/LatestCallController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { goBack } from '../../modal/goBack.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { impactDisplay, minimumReceivedDisplay, usdValue } from './swapDisplay.js'
import { swapStyles } from './swapStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'

/**
 * SwapPreview: the trade as it will be sent, its costs, and the button that runs it — 'Approve and swap'
 * when the allowance is short (two wallet requests), else 'Swap'. Core's flow toasts each step and, once
 * done, replaces this view with Account.
 */
export class PorticoSwapPreviewView extends LitElement {
  static override styles = [baseStyles, viewStyles, swapStyles]

  private readonly portico = new PorticoController(this, (config) => [getSwapController(config).state])
  // A start that fails after the user left this view (or closed the modal) does not move them.
  private readonly latest = new LatestCallController(this)

  override connectedCallback(): void {
    super.connectedCallback()
    // Allowance check and the transaction to send; a failure toasts and goes back (core).
    const isLatest = this.latest.start()
    void this.updateComplete.then(async () => {
      const config = this.portico.value?.config
      // A failed step was toasted by core; the review goes back to the form.
      if (config && (await getSwapController(config).prepare()) === 'failed' && isLatest()) goBack(config)
    })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, formats } = value
    const swap = getSwapController(config)
    const state = swap.state
    const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = state
    if (!sourceToken || !toToken) return nothing
    const busy =
      state.loadingBuildTransaction ||
      state.loadingApprovalTransaction ||
      state.loadingTransaction ||
      state.loadingQuote
    const ready = Boolean(state.approvalTransaction || state.swapTransaction)
    const price = (address: string) => state.tokensPriceMap[address.toLowerCase()] ?? 0
    return html`<div class="view">
      <div class="pair">
        <span>${locale.youPay}</span>
        <strong>
          <portico-wallet-image round .src=${sourceToken.logoUri || undefined} .name=${sourceToken.symbol} size="1.4em"></portico-wallet-image>
          ${formats.balance(sourceTokenAmount)} ${sourceToken.symbol}
        </strong>
        <span>${usdValue(sourceTokenAmount, price(sourceToken.address), formats)}</span>
        <portico-icon name="arrowDown" size="1.6em"></portico-icon>
        <span>${locale.youReceive}</span>
        <strong data-testid="swap-preview-to">
          <portico-wallet-image round .src=${toToken.logoUri || undefined} .name=${toToken.symbol} size="1.4em"></portico-wallet-image>
          ${formats.balance(toTokenAmount || '0')} ${toToken.symbol}
        </strong>
        <span>${usdValue(toTokenAmount, price(toToken.address), formats)}</span>
      </div>
      <dl class="details">
        <div>
          <dt>${locale.networkFee}</dt>
          <dd>${state.gasPriceInUSD !== undefined ? formats.fiat(state.gasPriceInUSD) : locale.networkFeeUnknown}</dd>
        </div>
        <div><dt>${locale.priceImpact}</dt><dd>${impactDisplay(state.priceImpact, formats)}</dd></div>
        <div>
          <dt>${locale.providerFee}</dt>
          <dd>${format(locale.providerFeeValue, { amount: formats.balance(state.providerFee ?? '0'), symbol: sourceToken.symbol })}</dd>
        </div>
        <div><dt>${locale.maxSlippage}</dt><dd>${formats.percent(state.slippage, 0)}</dd></div>
        <div><dt>${locale.minimumReceived}</dt><dd>${minimumReceivedDisplay(state, formats) ?? '–'}</dd></div>
      </dl>
      <div class="actions">
        <portico-button variant="secondary" @click=${() => config.router.back()}>${locale.cancel}</portico-button>
        <portico-button
          ?disabled=${!ready}
          ?loading=${busy}
          @click=${() => ready && !busy && void swap.swap({ onSubmitted: () => config.router.replace('Account') })}
        >${state.approvalTransaction ? locale.approveAndSwap : locale.swap}</portico-button>
      </div>
    </div>`
  }
}

define('portico-swap-preview-view', PorticoSwapPreviewView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-swap-preview-view': PorticoSwapPreviewView
  }
}
