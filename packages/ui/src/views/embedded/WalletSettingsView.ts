import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { browserHasPasskeys, passkeyIcon } from './passkeyIcon.js'
import { unavailable } from './unavailable.js'
import '../../primitives/Icon.js'
import '../../primitives/ListItem.js'

/**
 * WalletSettings (from Account, for a wallet of the e-mail, passkey or social login): the address it is signed in
 * with, Passkeys (the frame's passkey settings, where the wallet offers passkeys), Login methods (the frame's list of
 * the ways in: link and unlink social logins), Export private key (the frame's export form), Emergency kit (the
 * frame's kit form: a file that recovers the wallet without this service), Change e-mail, and Sign out (ends the
 * session and disconnects; the modal returns to Connect). A wallet without an e-mail address (a passkey or social
 * login) confirms the export with its passkey, is not offered the two that e-mail a code, and is offered Add e-mail
 * instead (UpdateEmail with `{ add: true }`: one code, to the new address).
 */
export class PorticoWalletSettingsView extends LitElement {
  static override properties = { signingOut: { state: true } }
  declare signingOut: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .who {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: calc(var(--p-fs) * 0.4);
        padding: calc(var(--p-fs) * 0.8) 0 calc(var(--p-fs) * 1.2);
        text-align: center;
      }
      .who span {
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
      }
      .who strong {
        max-width: 100%;
        overflow-wrap: anywhere;
        font-size: calc(var(--p-fs) * 1.5);
        font-weight: 600;
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [getEmbeddedWallet(config)?.state])

  constructor() {
    super()
    this.signingOut = false
  }

  private async signOut() {
    const config = this.portico.value?.config
    const wallet = config && getEmbeddedWallet(config)
    if (!config || !wallet || this.signingOut) return
    this.signingOut = true
    try {
      await wallet.signOut()
      config.router.reset('Connect')
    } catch {
      config.toasts.error('signOutFailed')
    } finally {
      this.signingOut = false
    }
  }

  /** Emergency kit and Change e-mail: each e-mails a code to the wallet's address. */
  private renderEmailEntries() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    return html`<portico-list-item label=${locale.emergencyKit} chevron @click=${() => config.router.push('EmbeddedWalletKit')}>
        <span slot="start" class="icon-tile"><portico-icon name="arrowDown"></portico-icon></span>
      </portico-list-item>
      <portico-list-item label=${locale.changeEmail} chevron @click=${() => config.router.push('UpdateEmail')}>
        <span slot="start" class="icon-tile"><portico-icon name="refresh"></portico-icon></span>
      </portico-list-item>`
  }

  /** Add e-mail, for a wallet without an address: a code goes to the new address only. */
  private renderAddEmail() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    return html`<portico-list-item
      label=${locale.addEmail}
      chevron
      @click=${() => config.router.push('UpdateEmail', { add: true })}
    >
      <span slot="start" class="icon-tile"><portico-icon name="plus"></portico-icon></span>
    </portico-list-item>`
  }

  override render() {
    const value = this.portico.value
    const wallet = value && getEmbeddedWallet(value.config)
    if (!value) return nothing
    if (!wallet) return unavailable(value.locale)
    const { config, locale } = value
    const email = wallet.state.user?.email ?? wallet.state.email
    return html`<div class="view">
      ${
        email
          ? html`<div class="who">
            <span>${locale.walletSettingsEmail}</span>
            <strong data-testid="wallet-settings-email">${email}</strong>
          </div>`
          : nothing
      }
      <div class="stack">
        ${
          wallet.passkeys && browserHasPasskeys()
            ? html`<portico-list-item
              label=${locale.passkeysSetting}
              chevron
              @click=${() => config.router.push('EmbeddedWalletPasskeys')}
            >
              <span slot="start" class="icon-tile">${passkeyIcon}</span>
            </portico-list-item>`
            : nothing
        }
        <portico-list-item
          label=${locale.loginMethodsSetting}
          chevron
          @click=${() => config.router.push('EmbeddedWalletLoginMethods')}
        >
          <span slot="start" class="icon-tile"><portico-icon name="grid"></portico-icon></span>
        </portico-list-item>
        <portico-list-item
          label=${locale.exportPrivateKey}
          chevron
          @click=${() => config.router.push('EmbeddedWalletExport')}
        >
          <span slot="start" class="icon-tile"><portico-icon name="arrowUpRight"></portico-icon></span>
        </portico-list-item>
        ${email ? this.renderEmailEntries() : this.renderAddEmail()}
        <portico-list-item label=${locale.signOut} ?loading=${this.signingOut} @click=${() => this.signOut()}>
          <span slot="start" class="icon-tile"><portico-icon name="power"></portico-icon></span>
        </portico-list-item>
      </div>
    </div>`
  }
}

define('portico-wallet-settings-view', PorticoWalletSettingsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-wallet-settings-view': PorticoWalletSettingsView
  }
}
