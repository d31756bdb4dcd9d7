import { type ChainNamespace, ConnectorNotFoundError } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { isUserRejection } from './isUserRejection.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/WalletImage.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'

type Phase = 'connecting' | 'declined' | 'error' | 'notInstalled'

/**
 * ConnectingExternal: asks the chosen wallet and shows waiting, declined (a 4001 refusal) with retry, or
 * an error. A catalogue wallet that is not installed gets a link to get it instead.
 */
export class PorticoConnectingExternalView extends LitElement {
  static override properties = { phase: { state: true } }
  declare phase: Phase

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .hero {
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 10);
        height: calc(var(--p-fs) * 10);
        margin-top: calc(var(--p-fs) * 0.8);
      }
      .ring {
        position: absolute;
        inset: 0;
        width: 100%;
        height: 100%;
        overflow: visible;
      }
      .ring rect {
        fill: none;
        stroke: var(--portico-accent);
        stroke-width: 2.5;
        stroke-linecap: round;
        stroke-dasharray: 90 270;
        animation: run 1.2s linear infinite;
      }
      .mark {
        position: absolute;
        inset-inline-end: calc(var(--p-fs) * 0.2);
        bottom: calc(var(--p-fs) * 0.2);
        display: flex;
        border-radius: 50%;
        background: var(--portico-background);
        color: var(--portico-error);
      }
      .status portico-button {
        margin-top: calc(var(--p-fs) * 0.4);
      }
      @keyframes run {
        to {
          stroke-dashoffset: -360;
        }
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [config.router.state])
  private readonly latest = new LatestCallController(this)

  constructor() {
    super()
    this.phase = 'connecting'
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => this.connect())
  }

  private get data() {
    const data = this.portico.value?.config.router.state.data ?? {}
    return {
      connectorId: typeof data.connectorId === 'string' ? data.connectorId : undefined,
      namespace: typeof data.namespace === 'string' ? (data.namespace as ChainNamespace) : undefined,
      name: typeof data.name === 'string' ? data.name : '',
      imageUrl: typeof data.imageUrl === 'string' ? data.imageUrl : undefined,
      imageId: typeof data.imageId === 'string' ? data.imageId : undefined,
      link: typeof data.link === 'string' ? data.link : undefined,
      pairing: typeof data.pairing === 'object' && data.pairing !== null ? data.pairing : undefined,
      // A multi-chain wallet: the other namespaces' connectors, connected after `namespace`.
      others: Array.isArray(data.others)
        ? (data.others as { namespace: ChainNamespace; connectorId: string }[])
        : [],
    }
  }

  private async connect() {
    const config = this.portico.value?.config
    const { connectorId, namespace, others } = this.data
    if (!config) return
    if (!connectorId || !namespace) {
      this.phase = 'notInstalled'
      return
    }
    const isLatest = this.latest.start()
    this.phase = 'connecting'
    try {
      // `namespace` connects and becomes active; a multi-chain wallet's other namespaces then connect beside
      // it without moving the active network (one of them failing leaves only that one disconnected).
      await config.connect({ namespace, connectorId })
      for (const other of others) await config.connect({ ...other, activate: false }).catch(() => undefined)
      if (!isLatest()) return
      // An unsupported network opened its own view; otherwise the modal's work is done.
      if (config.router.state.view === 'ConnectingExternal') config.close()
    } catch (error) {
      if (!isLatest()) return
      // The adapter sent the browser to the wallet's deep link: the page is leaving.
      if (error instanceof Error && error.name === 'WalletRedirectError') return
      // A catalogue wallet the adapter does not know (asked on Solana for its deep link): pair it over
      // WalletConnect when the app set it up, else the link to get it.
      if (error instanceof ConnectorNotFoundError && this.data.pairing) {
        config.router.replace('ConnectingWalletConnect', { wallet: this.data.pairing })
        return
      }
      this.phase =
        error instanceof ConnectorNotFoundError
          ? 'notInstalled'
          : isUserRejection(error)
            ? 'declined'
            : 'error'
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, images } = value
    const { name, imageUrl, imageId, link } = this.data
    const src = imageUrl ?? images.wallet(imageId)
    const failed = this.phase === 'declined' || this.phase === 'error'
    const heading =
      this.phase === 'connecting'
        ? format(locale.continueIn, { name })
        : this.phase === 'declined'
          ? locale.connectionDeclined
          : this.phase === 'error'
            ? locale.connectionFailed
            : format(locale.notInstalled, { name })
    const text =
      this.phase === 'connecting'
        ? locale.acceptRequest
        : this.phase === 'declined'
          ? locale.connectionDeclinedHint
          : this.phase === 'error'
            ? locale.connectionFailedHint
            : locale.notInstalledHint
    return html`<div class="status" aria-live="polite">
      <div class="hero">
        ${
          this.phase === 'connecting'
            ? html`<svg class="ring" viewBox="0 0 100 100" aria-hidden="true">
              <rect x="4" y="4" width="92" height="92" rx="30" pathLength="360" />
            </svg>`
            : nothing
        }
        <portico-wallet-image .src=${src} .name=${name} size="calc(var(--p-fs) * 7.2)"></portico-wallet-image>
        ${failed ? html`<span class="mark"><portico-icon name="errorCircle" size="2.4em"></portico-icon></span>` : nothing}
      </div>
      <h3>${heading}</h3>
      <p>${text}</p>
      ${
        failed
          ? html`<portico-button variant="secondary" icon="refresh" @click=${() => this.connect()}>
            ${locale.tryAgain}
          </portico-button>`
          : nothing
      }
      ${
        this.phase === 'notInstalled' && link
          ? html`<portico-button
            variant="secondary"
            icon="external"
            @click=${() => window.open(link, '_blank', 'noopener,noreferrer')}
          >
            ${format(locale.getWallet, { name })}
          </portico-button>`
          : nothing
      }
    </div>`
  }
}

define('portico-connecting-external-view', PorticoConnectingExternalView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connecting-external-view': PorticoConnectingExternalView
  }
}
