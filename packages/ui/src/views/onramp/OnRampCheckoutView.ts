import { getOnrampController, type OnrampController } from '@portico/core/onramp'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { CHECKOUT_WINDOW } from './onrampParts.js'
import { onrampStyles } from './onrampStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'

/**
 * Buy, last step: follows the checkout opened in the provider's window (a link opens it again, or for the
 * first time when the browser blocked the popup) until the tokens arrive: waiting for payment, payment
 * received, complete (balances refreshed), failed (try again), or still waiting after a long time.
 */
export class PorticoOnRampCheckoutView extends LitElement {
  static override styles = [baseStyles, viewStyles, onrampStyles]

  private readonly portico = new PorticoController(this, (config) => [
    getOnrampController(config).state,
    config.router.state,
  ])

  private get onramp(): OnrampController | undefined {
    const config = this.portico.value?.config
    return config && getOnrampController(config)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => void this.onramp?.followCheckout())
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.onramp?.stopFollowing()
  }

  private tryAgain() {
    const value = this.portico.value
    if (!value) return
    getOnrampController(value.config).clearCheckout()
    value.config.router.back()
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, formats } = value
    const onramp = getOnrampController(config)
    const { checkout, provider, purchaseCurrency, quote, quoteIsPlaceholder } = onramp.state
    if (!checkout || !provider)
      return html`<div class="view"><div class="status">
        <span class="icon-tile failure"><portico-icon name="errorCircle" size="2em"></portico-icon></span>
        <h3>${locale.onrampStartFailed}</h3>
        <portico-button variant="secondary" @click=${() => config.router.replace('OnRampProviders')}>
          ${locale.tryAgain}
        </portico-button>
      </div></div>`
    const symbol = purchaseCurrency?.symbol ?? ''
    const popupBlocked = config.router.state.data?.popupBlocked === true
    const link = html`<a class="link" href=${checkout.url} target=${CHECKOUT_WINDOW} rel="noopener">
      ${locale.onrampOpenCheckout}<portico-icon name="external" size="1.1em"></portico-icon>
    </a>`

    if (checkout.status === 'confirmed') {
      // What the provider delivered, else what was quoted, else the token alone.
      const amount = checkout.purchased
        ? `${formats.quantity(checkout.purchased.amount)} ${checkout.purchased.asset}`
        : quote && !quoteIsPlaceholder
          ? `${formats.quantity(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`
          : symbol
      return html`<div class="view"><div class="status" role="status" data-testid="onramp-status" data-status="confirmed">
        <span class="icon-tile success"><portico-icon name="checkCircle" size="2em"></portico-icon></span>
        <h3>${locale.onrampConfirmed}</h3>
        <p>${format(locale.onrampConfirmedHint, { amount })}</p>
        <div class="actions">
          <portico-button full @click=${() => config.router.reset('Account')}>${locale.onrampDone}</portico-button>
        </div>
      </div></div>`
    }
    if (checkout.status === 'failed')
      return html`<div class="view"><div class="status" role="status" data-testid="onramp-status" data-status="failed">
        <span class="icon-tile failure"><portico-icon name="errorCircle" size="2em"></portico-icon></span>
        <h3>${locale.onrampFailed}</h3>
        <p>${locale.onrampFailedHint}</p>
        <div class="actions">
          <portico-button full icon="refresh" @click=${() => this.tryAgain()}>${locale.tryAgain}</portico-button>
        </div>
      </div></div>`
    if (checkout.stale)
      return html`<div class="view"><div class="status" role="status" data-testid="onramp-status" data-status="stale">
        <span class="icon-tile"><portico-icon name="clock" size="2em"></portico-icon></span>
        <h3>${locale.onrampStale}</h3>
        <p>${locale.onrampStaleHint}</p>
        <div class="actions">
          <portico-button full variant="secondary" icon="refresh" @click=${() => void onramp.followCheckout()}>
            ${locale.onrampCheckAgain}
          </portico-button>
        </div>
        ${link}
      </div></div>`
    if (checkout.status === 'pending')
      return html`<div class="view"><div class="status" role="status" data-testid="onramp-status" data-status="pending">
        <portico-spinner size="3.2em" label=${locale.onrampPending}></portico-spinner>
        <h3>${locale.onrampPending}</h3>
        <p>${format(locale.onrampPendingHint, { symbol })}</p>
      </div></div>`
    return html`<div class="view"><div class="status" role="status" data-testid="onramp-status" data-status="open">
      <portico-spinner size="3.2em" label=${locale.loading}></portico-spinner>
      <h3>${format(locale.onrampWaiting, { provider: provider.name })}</h3>
      <p>${locale.onrampWaitingHint}</p>
      ${popupBlocked ? html`<p>${locale.onrampPopupBlocked}</p>` : nothing}
      ${link}
    </div></div>`
  }
}

define('portico-onramp-checkout-view', PorticoOnRampCheckoutView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-onramp-checkout-view': PorticoOnRampCheckoutView
  }
}
