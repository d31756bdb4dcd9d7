import { isUnsupportedNetwork } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { copyText } from '../account/copy.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Qr.js'
import '../../primitives/WalletImage.js'

/** Receive: the account address as a QR code, in full, with a copy button. */
export class PorticoReceiveView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .receive {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: calc(var(--p-fs) * 1.4);
        padding-top: calc(var(--p-fs) * 0.8);
      }
      .address {
        max-width: 26em;
        margin: 0;
        text-align: center;
        font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        font-size: calc(var(--p-fs) * 1.3);
        line-height: 1.5;
        word-break: break-all;
      }
      .hint {
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 0.8);
        margin: 0;
        font-size: calc(var(--p-fs) * 1.3);
        color: var(--portico-foreground-muted);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.account.state,
    config.network.state,
  ])

  override render() {
    const value = this.portico.value
    const address = value?.config.getAccount()?.address
    if (!value || !address) return nothing
    const { config, locale } = value
    const network = config.network.state.caipNetwork
    return html`<div class="view receive">
      <portico-qr .value=${address} label=${format(locale.qrLabel, { address })}></portico-qr>
      <p class="address">${address}</p>
      <portico-button variant="secondary" icon="copy" @click=${() => copyText(address, config)}>
        ${locale.copyAddress}
      </portico-button>
      ${
        network && !isUnsupportedNetwork(network)
          ? html`<p class="hint">
            <portico-wallet-image round .src=${network.assets?.imageUrl} .name=${network.name} size="1.8em"></portico-wallet-image>
            ${format(locale.receiveHint, { network: network.name })}
          </p>`
          : nothing
      }
    </div>`
  }
}

define('portico-receive-view', PorticoReceiveView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-receive-view': PorticoReceiveView
  }
}
