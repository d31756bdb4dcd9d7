import { getOnrampController, type OnrampController } from '@portico/core/onramp'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { unavailableBlock } from './onrampParts.js'
import { onrampStyles } from './onrampStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'

/**
 * Buy, first step: the on-ramp providers that deliver on the active network's namespace, each with its logo,
 * name, description and fee range. Choosing one opens the amount form.
 */
export class PorticoOnRampProvidersView extends LitElement {
  static override styles = [baseStyles, viewStyles, onrampStyles]

  private readonly portico = new PorticoController(this, (config) => [
    getOnrampController(config).state,
    config.network.state,
  ])

  private get onramp(): OnrampController | undefined {
    const config = this.portico.value?.config
    return config && getOnrampController(config)
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => {
      const onramp = this.onramp
      if (onramp?.availability() === 'available') void onramp.fetchProviders()
    })
  }

  private choose(id: string) {
    const value = this.portico.value
    if (!value) return
    void getOnrampController(value.config).selectProvider(id)
    value.config.router.push('OnRampAmount')
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, language } = value
    const onramp = getOnrampController(config)
    const availability = onramp.availability()
    if (availability !== 'available')
      return html`<div class="view">${unavailableBlock(locale, availability)}</div>`
    const { providers, providersLoading, providersFailed } = onramp.state
    const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
    if (providersLoading && providers.length === 0)
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    if (providersFailed || providers.length === 0)
      return html`<div class="view"><div class="status">
        <span class="icon-tile"><portico-icon name="warning" size="2em"></portico-icon></span>
        <h3>${providersFailed ? locale.onrampProvidersFailed : locale.onrampNoProviders}</h3>
        ${
          providersFailed
            ? html`<portico-button variant="secondary" icon="refresh" @click=${() => onramp.fetchProviders()}>
              ${locale.tryAgain}
            </portico-button>`
            : html`<p>${locale.onrampUnsupportedNetworkHint}</p>`
        }
      </div></div>`
    return html`<div class="view">
      <p class="section-label" id="providers-label">${locale.onrampChooseProvider}</p>
      <ul class="providers" aria-labelledby="providers-label">
        ${providers.map(
          (provider) => html`<li>
            <button class="provider" type="button" @click=${() => this.choose(provider.id)}>
              <portico-wallet-image .src=${provider.logoUrl} .name=${provider.name} size="calc(var(--p-fs) * 4.4)"></portico-wallet-image>
              <span class="text">
                <strong>${provider.name}</strong>
                <span class="description">${provider.description}</span>
              </span>
              <span class="fees">${format(locale.onrampFees, {
                min: percent.format(provider.feeRange.min),
                max: percent.format(provider.feeRange.max),
              })}</span>
            </button>
          </li>`,
        )}
      </ul>
    </div>`
  }
}

define('portico-onramp-providers-view', PorticoOnRampProvidersView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-onramp-providers-view': PorticoOnRampProvidersView
  }
}
