import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import './NetworkList.js'

/** UnsupportedChain: the wallet is on a network the app did not ask for; switch, or disconnect. */
export class PorticoUnsupportedChainView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .notice {
        display: flex;
        gap: calc(var(--p-fs) * 1);
        align-items: flex-start;
        padding: calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 4);
        background: color-mix(in srgb, var(--portico-error) 10%, transparent);
        font-size: calc(var(--p-fs) * 1.3);
        line-height: 1.45;
      }
      .notice portico-icon {
        color: var(--portico-error);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [config.account.state])

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    return html`<div class="view">
      <p class="notice"><portico-icon name="warning"></portico-icon><span>${locale.unsupportedHint}</span></p>
      <portico-network-list></portico-network-list>
      ${
        config.isConnected()
          ? html`<portico-button variant="ghost" icon="power" full @click=${async () => {
              await config.disconnect().catch(() => undefined)
              config.close()
            }}>${locale.disconnect}</portico-button>`
          : nothing
      }
    </div>`
  }
}

define('portico-unsupported-chain-view', PorticoUnsupportedChainView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-unsupported-chain-view': PorticoUnsupportedChainView
  }
}
