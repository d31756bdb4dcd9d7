import type { OnrampPaymentMethod } from '@portico/core'
import { getOnrampController, type OnrampController } from '@portico/core/onramp'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { sendStyles } from '../send/sendStyles.js'
import { swapStyles } from '../swap/swapStyles.js'
import { viewStyles } from '../viewStyles.js'
import {
  inputErrorText,
  navigateCheckoutWindow,
  openCheckoutWindow,
  unavailableBlock,
} from './onrampParts.js'
import { onrampStyles } from './onrampStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'

const METHODS: readonly OnrampPaymentMethod[] = ['card', 'ach_bank_account']

/**
 * Buy, second step: the amount in USD or EUR, card or bank account, the token to buy on the active network,
 * and the provider's quote (fees, network fee, subtotal, total, what arrives). Continue opens the provider's
 * checkout in a popup and follows it on the checkout view.
 */
export class PorticoOnRampAmountView extends LitElement {
  static override properties = { startFailed: { state: true } }
  declare startFailed: boolean

  static override styles = [baseStyles, viewStyles, sendStyles, swapStyles, onrampStyles]

  private readonly portico = new PorticoController(this, (config) => [
    getOnrampController(config).state,
    config.network.state,
    config.account.state,
  ])

  constructor() {
    super()
    this.startFailed = false
  }

  private get onramp(): OnrampController | undefined {
    const config = this.portico.value?.config
    return config && getOnrampController(config)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Opened directly (not from the provider list): the first provider serving this network.
    void this.updateComplete.then(async () => {
      const onramp = this.onramp
      if (!onramp || onramp.state.provider || onramp.availability() !== 'available') return
      if (onramp.state.providers.length === 0) await onramp.fetchProviders()
      const first = onramp.state.providers[0]
      if (first && !onramp.state.provider) await onramp.selectProvider(first.id)
    })
  }

  // The payment methods are a radio group: the arrow keys move the choice (and focus) to the other one.
  private onMethodKey(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const onramp = this.onramp
    if (!step || !onramp) return
    event.preventDefault()
    const index = METHODS.indexOf(onramp.state.paymentMethod)
    const next = METHODS[(index + step + METHODS.length) % METHODS.length]!
    onramp.setPaymentMethod(next)
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('.chip[aria-checked="true"]')?.focus(),
    )
  }

  private async continue() {
    const value = this.portico.value
    if (!value) return
    const onramp = getOnrampController(value.config)
    if (!onramp.canCheckout() || onramp.state.loadingQuote) return
    this.startFailed = false
    // Opened now, while the click still counts; sent to the provider once the checkout exists.
    const opened = openCheckoutWindow()
    const started = await onramp.startCheckout()
    if (started.status !== 'started') {
      navigateCheckoutWindow(opened, undefined)
      this.startFailed = started.status === 'failed'
      return
    }
    navigateCheckoutWindow(opened, started.url)
    value.config.router.push('OnRampCheckout', { popupBlocked: !opened })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, formats } = value
    const onramp = getOnrampController(config)
    const availability = onramp.availability()
    if (availability !== 'available')
      return html`<div class="view">${unavailableBlock(locale, availability)}</div>`
    const state = onramp.state
    const {
      provider,
      optionsLoading,
      purchaseCurrency,
      quote,
      quoteIsPlaceholder,
      loadingQuote,
      inputError,
    } = state
    if (!provider || optionsLoading || !purchaseCurrency)
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    const network = purchaseCurrency.networks[0]
    const received =
      quote && !quoteIsPlaceholder && !loadingQuote ? formats.quantity(quote.purchaseAmount.amount) : ''
    return html`<div class="view">
      <div class="via">
        <portico-wallet-image .src=${provider.logoUrl} .name=${provider.name} size="calc(var(--p-fs) * 2)"></portico-wallet-image>
        ${format(locale.onrampVia, { provider: provider.name })}
      </div>
      <div class="card">
        <div class="meta"><span class="label">${locale.youPay}</span></div>
        <portico-input
          large
          hide-label
          label=${locale.youPay}
          placeholder="0"
          inputmode="decimal"
          .value=${state.amount}
          .error=${inputError ? inputErrorText(locale, formats, inputError) : undefined}
          @portico-input=${(event: CustomEvent<{ value: string }>) =>
            onramp.setAmount(event.detail.value.replace(',', '.'))}
        >
          <label class="select" slot="end">
            <span class="visually-hidden">${locale.onrampPaymentCurrency}</span>
            <select
              data-testid="onramp-payment-currency"
              @change=${(event: Event) => onramp.setPaymentCurrency((event.target as HTMLSelectElement).value)}
            >
              ${state.paymentCurrencies.map(
                (currency) =>
                  html`<option value=${currency.id} ?selected=${currency.id === state.paymentCurrency}>${currency.id}</option>`,
              )}
            </select>
            <portico-icon name="chevronDown" size="1.2em"></portico-icon>
          </label>
        </portico-input>
      </div>
      <div class="methods" role="radiogroup" aria-label=${locale.onrampPaymentMethod}>
        ${METHODS.map(
          (method) => html`<button
            class="chip"
            type="button"
            role="radio"
            aria-checked=${state.paymentMethod === method ? 'true' : 'false'}
            tabindex=${state.paymentMethod === method ? '0' : '-1'}
            @click=${() => onramp.setPaymentMethod(method)}
            @keydown=${(event: KeyboardEvent) => this.onMethodKey(event)}
          >
            ${method === 'card' ? locale.onrampCard : locale.onrampBank}
          </button>`,
        )}
      </div>
      <div class="card">
        <div class="meta"><span class="label">${locale.youReceive}</span></div>
        <div class="received">
          ${
            loadingQuote
              ? html`<portico-spinner size="2em" label=${locale.gettingQuote}></portico-spinner>`
              : html`<output class=${received ? '' : 'placeholder'} aria-label=${locale.youReceive} data-testid="onramp-receive">${received || '0'}</output>`
          }
          <label class="select">
            <span class="visually-hidden">${locale.onrampPurchaseCurrency}</span>
            <select
              data-testid="onramp-purchase-currency"
              @change=${(event: Event) => onramp.setPurchaseCurrency((event.target as HTMLSelectElement).value)}
            >
              ${state.purchaseCurrencies.map(
                (currency) =>
                  html`<option value=${currency.id} ?selected=${currency.id === purchaseCurrency.id}>${currency.symbol}</option>`,
              )}
            </select>
            <portico-icon name="chevronDown" size="1.2em"></portico-icon>
          </label>
        </div>
        <div class="meta">
          <span>${purchaseCurrency.name}</span>
          ${network ? html`<span>${format(locale.onrampOnNetwork, { network: network.display_name })}</span>` : nothing}
        </div>
      </div>
      ${quote && !loadingQuote ? this.renderQuote() : nothing}
      ${this.startFailed ? html`<p class="form-error" role="alert">${locale.onrampStartFailed}</p>` : nothing}
      ${this.renderAction()}
    </div>`
  }

  private renderQuote() {
    const { locale, formats, config } = this.portico.value!
    const { quote, quoteIsPlaceholder } = getOnrampController(config).state
    if (!quote) return nothing
    const money = (part: { amount: string; currency: string }) =>
      quoteIsPlaceholder ? '—' : formats.money(part.amount, part.currency)
    return html`<dl class="details" data-testid="onramp-quote">
      <div><dt>${locale.providerFee}</dt><dd>${money(quote.coinbaseFee)}</dd></div>
      <div><dt>${locale.networkFee}</dt><dd>${money(quote.networkFee)}</dd></div>
      <div><dt>${locale.onrampSubtotal}</dt><dd>${money(quote.paymentSubtotal)}</dd></div>
      <div class="total"><dt>${locale.onrampTotal}</dt><dd>${money(quote.paymentTotal)}</dd></div>
      <div>
        <dt>${locale.youReceive}</dt>
        <dd>${quoteIsPlaceholder ? '—' : `${formats.quantity(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`}</dd>
      </div>
    </dl>
    ${quoteIsPlaceholder ? html`<p class="notice" role="status">${locale.onrampQuoteUnavailable}</p>` : nothing}`
  }

  private renderAction() {
    const { config, locale } = this.portico.value!
    const onramp = getOnrampController(config)
    const { amount, loadingQuote, checkoutStarting, inputError } = onramp.state
    let label = locale.onrampContinue
    if (amount.trim() === '' || inputError) label = locale.enterAmount
    else if (loadingQuote) label = locale.gettingQuote
    const ready = onramp.canCheckout() && !loadingQuote && !checkoutStarting
    return html`<portico-button
      full
      ?disabled=${!ready}
      ?loading=${checkoutStarting || loadingQuote}
      @click=${() => this.continue()}
    >${label}</portico-button>`
  }
}

define('portico-onramp-amount-view', PorticoOnRampAmountView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-onramp-amount-view': PorticoOnRampAmountView
  }
}
