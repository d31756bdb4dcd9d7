import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { nameRegistration, resetNameRegistration } from './nameRegistration.js'
import { namesStyles } from './namesStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'

/**
 * RegisterAccountNameSuccess: shown as soon as registration starts ("registering", while the wallet signs
 * and the API stores), then the registered name with its zone and a way back to the account.
 */
export class PorticoRegisterAccountNameSuccessView extends LitElement {
  static override styles = [baseStyles, viewStyles, namesStyles]

  private readonly portico = new PorticoController(this, (config) => [nameRegistration(config)])

  private done() {
    const config = this.portico.value?.config
    if (!config) return
    resetNameRegistration(config)
    config.router.reset('Account')
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const { status, name } = nameRegistration(config)
    if (!name) return nothing
    if (status === 'registered')
      return html`<div class="view">
        <div class="status" role="status">
          <portico-icon class="done" name="checkCircle" size="4.8em"></portico-icon>
          <h3 class="registered-name">${name}</h3>
          <p>${locale.nameRegisteredHint}</p>
        </div>
        <portico-button full @click=${() => this.done()}>${locale.backToAccount}</portico-button>
      </div>`
    return html`<div class="view">
      <div class="status" role="status">
        <portico-spinner size="4.8em" label=${locale.loading}></portico-spinner>
        <h3 class="registered-name">${format(locale.nameRegistering, { name })}</h3>
        <p>${locale.nameRegisteringHint}</p>
      </div>
    </div>`
  }
}

define('portico-register-account-name-success-view', PorticoRegisterAccountNameSuccessView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-register-account-name-success-view': PorticoRegisterAccountNameSuccessView
  }
}
