import { shortenAddress } from '@portico/core'
import { getSiwx } from '@portico/siwx/plugin'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'

/**
 * SIWXSignMessage: asks the person to sign in with the connected wallet — the app's and the wallet's icons, the
 * app's request, the address, Sign and Cancel — and shows a declined signature or a failure. Cancel disconnects
 * when sign-in is required, otherwise closes; either way the modal returns to Connect.
 */
export class PorticoSiwxSignMessageView extends LitElement {
  static override properties = { problem: { state: true }, cancelling: { state: true } }
  /** A sign-in that could not start (no account, network or adapter), shown as the error state. */
  declare problem: boolean
  declare cancelling: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .pair {
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
        margin-top: calc(var(--p-fs) * 0.8);
      }
      .pair portico-wallet-image + portico-wallet-image {
        margin-inline-start: calc(var(--p-fs) * -1.2);
        border-radius: 30%;
        box-shadow: 0 0 0 calc(var(--p-fs) * 0.4) var(--portico-background);
      }
      .mark {
        position: absolute;
        inset-inline-end: calc(var(--p-fs) * -0.6);
        bottom: calc(var(--p-fs) * -0.4);
        display: flex;
        border-radius: 50%;
        background: var(--portico-background);
        color: var(--portico-error);
      }
      .address {
        display: inline-flex;
        align-items: center;
        gap: calc(var(--p-fs) * 0.6);
        padding: calc(var(--p-fs) * 0.6) calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-fs) * 10);
        background: var(--portico-surface);
        font-family: var(--portico-font-mono, ui-monospace, monospace);
        font-size: calc(var(--p-fs) * 1.3);
      }
      .required {
        font-size: calc(var(--p-fs) * 1.2);
      }
      .actions {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: calc(var(--p-fs) * 0.8);
        width: 100%;
        margin-top: calc(var(--p-fs) * 0.4);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    getSiwx(config)?.state,
    config.options.state,
    config.account.state,
  ])

  constructor() {
    super()
    this.problem = false
    this.cancelling = false
  }

  private async sign() {
    const config = this.portico.value?.config
    if (!config) return
    const siwx = getSiwx(config)
    // Without the sign-in plug-in, or with no account, network or adapter, nothing was asked of the wallet.
    this.problem = !siwx
    try {
      await siwx?.signIn()
    } catch {
      this.problem = true
    }
  }

  private async cancel() {
    const config = this.portico.value?.config
    if (!config || this.cancelling) return
    this.cancelling = true
    try {
      const outcome = (await getSiwx(config)?.cancel()) ?? 'dismissed'
      if (outcome === 'dismissed') config.close()
    } finally {
      this.cancelling = false
      config.router.reset('Connect')
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, images } = value
    const siwx = getSiwx(config)
    if (!siwx) return nothing
    const { status, failure, caipAddress } = siwx.state
    const metadata = config.options.state.metadata
    const appName = metadata?.name ?? locale.siwxThisApp
    const namespace = config.network.state.activeChain
    const wallet = namespace ? config.account.get(namespace).connectedWalletInfo : undefined
    const address = caipAddress?.split(':')[2] ?? ''
    if (status === 'checking')
      return html`<div class="status" aria-live="polite">
        <portico-spinner label=${locale.siwxChecking}></portico-spinner>
        <p>${locale.siwxChecking}</p>
      </div>`
    const failed = this.problem || status === 'declined'
    const heading = this.problem
      ? locale.siwxFailed
      : status === 'declined'
        ? failure === 'smartAccount'
          ? locale.siwxSmartAccount
          : locale.siwxDeclined
        : format(locale.siwxHeading, { name: appName })
    const text = failed ? locale.siwxDeclinedHint : locale.siwxStatement
    return html`<div class="status" aria-live="polite">
      <div class="pair">
        <portico-wallet-image .src=${metadata?.icons[0]} .name=${appName} size="calc(var(--p-fs) * 6.4)"></portico-wallet-image>
        <portico-wallet-image
          .src=${wallet?.icon ?? images.wallet(undefined)}
          .name=${wallet?.name ?? ''}
          size="calc(var(--p-fs) * 6.4)"
        ></portico-wallet-image>
        ${failed ? html`<span class="mark"><portico-icon name="errorCircle" size="2.4em"></portico-icon></span>` : nothing}
      </div>
      <h3 data-testid="siwx-heading">${heading}</h3>
      <p>${text}</p>
      ${
        address
          ? html`<span class="address" title=${address} data-testid="siwx-address">${shortenAddress(address)}</span>`
          : nothing
      }
      ${siwx.isRequired() ? html`<p class="required">${locale.siwxRequiredHint}</p>` : nothing}
      <div class="actions">
        <portico-button variant="secondary" ?loading=${this.cancelling} ?disabled=${status === 'signing'} @click=${() => this.cancel()}>
          ${locale.cancel}
        </portico-button>
        <portico-button
          ?loading=${status === 'signing'}
          ?disabled=${this.cancelling}
          @click=${() => this.sign()}
        >
          ${status === 'signing' ? locale.siwxSigning : failed ? locale.tryAgain : locale.siwxSign}
        </portico-button>
      </div>
    </div>`
  }
}

define('portico-siwx-sign-message-view', PorticoSiwxSignMessageView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-siwx-sign-message-view': PorticoSiwxSignMessageView
  }
}
