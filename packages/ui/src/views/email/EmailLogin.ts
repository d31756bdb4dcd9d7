import { getEmbeddedWallet, isEmailAddress } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { isMobile } from '../../utils/isMobile.js'
import { browserHasPasskeys, passkeyIcon } from '../embedded/passkeyIcon.js'
import { viewStyles } from '../viewStyles.js'
import { afterEmailAction } from './afterLogin.js'
import { embeddedErrorText } from './errorText.js'
import '../../primitives/IconButton.js'
import '../../primitives/Input.js'
import '../../primitives/Spinner.js'
import '../../primitives/ListItem.js'

/**
 * Connect's e-mail field: Enter or the arrow sends the address to the embedded wallet (`connectEmail`), then
 * the code or device step opens (or the wallet connects at once). A malformed address, the 30-second wait
 * between e-mails and every failure show under the field; what was typed stays. Below it, where the wallet offers
 * passkeys and the browser has them, "Continue with a passkey" opens EmbeddedWalletPasskey.
 */
export class PorticoEmailLogin extends LitElement {
  static override properties = { value: { state: true }, error: { state: true }, busy: { state: true } }
  declare value: string
  declare error: string | undefined
  declare busy: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      :host {
        display: block;
      }
      portico-spinner {
        padding: 0 calc(var(--p-fs) * 0.8);
      }
      portico-list-item {
        margin-block-start: calc(var(--p-fs) * 0.6);
      }

    `,
  ]

  private readonly portico = new PorticoController(this)
  private focused = false

  constructor() {
    super()
    this.value = ''
    this.error = undefined
    this.busy = false
  }

  override connectedCallback(): void {
    super.connectedCallback()
    // Back from a code step: the address it was sent to is still there.
    this.value =
      (this.portico.value && getEmbeddedWallet(this.portico.value.config))?.state.email ?? this.value
  }

  override updated(): void {
    // The first field takes focus, except on a phone (its keyboard would cover the wallets below). Built while
    // the modal is closed, it waits: the dialog focuses it (`data-autofocus`) when it opens.
    const input = this.renderRoot.querySelector('portico-input')
    if (this.focused || !input || isMobile() || !this.portico.value?.config.modal.state.open) return
    this.focused = true
    // Its own field exists once it rendered.
    void input.updateComplete.then(() => input.focus())
  }

  private async submit() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value || !wallet || this.busy) return
    const email = this.value.trim()
    if (!isEmailAddress(email)) {
      this.error = value.locale.emailInvalid
      return
    }
    this.error = undefined
    this.busy = true
    try {
      const { action } = await wallet.connectEmail(email)
      await afterEmailAction(value.config, action, 'Connect')
    } catch (error) {
      this.error = embeddedErrorText(value.locale, error)
    } finally {
      this.busy = false
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale } = value
    const wallet = getEmbeddedWallet(value.config)
    // Marked for the dialog, which focuses it when it opens on a view rendered while closed (see updated()).
    return html`${this.renderField()}${
      wallet?.passkeys && browserHasPasskeys()
        ? html`<portico-list-item
            label=${locale.passkeyContinue}
            chevron
            @click=${() => value.config.router.push('EmbeddedWalletPasskey')}
          >
            <span slot="start" class="icon-tile">${passkeyIcon}</span>
          </portico-list-item>`
        : nothing
    }`
  }

  private renderField() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale } = value
    return html`<portico-input
      ?data-autofocus=${!isMobile()}
      hide-label
      label=${locale.emailLabel}
      placeholder=${locale.emailPlaceholder}
      inputmode="email"
      autocomplete="email"
      .value=${this.value}
      .error=${this.error}
      @portico-input=${(event: CustomEvent<{ value: string }>) => {
        this.value = event.detail.value
        this.error = undefined
      }}
      @keydown=${(event: KeyboardEvent) => {
        if (event.key === 'Enter') void this.submit()
      }}
    >
      ${
        this.busy
          ? html`<portico-spinner slot="end" size="1.6em" label=${locale.loading}></portico-spinner>`
          : html`<portico-icon-button
            slot="end"
            icon="chevronRight"
            label=${locale.emailSubmit}
            ?disabled=${this.value.trim() === ''}
            @click=${() => this.submit()}
          ></portico-icon-button>`
      }
    </portico-input>`
  }
}

define('portico-email-login', PorticoEmailLogin)

declare global {
  interface HTMLElementTagNameMap {
    'portico-email-login': PorticoEmailLogin
  }
}
