import {
  availableConnectMethods,
  type Config,
  type ConnectMethod,
  isFeatureAvailable,
  type SocialOption,
} from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { getWalletConnect } from '@portico/walletconnect'
import { css, html, LitElement, nothing } from 'lit'
import { ConnectorsController } from '../../controllers/ConnectorsController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import {
  type ConnectorEntry,
  connectNamespace,
  listConnectEntries,
  recentWalletConnectWallets,
} from './connectors.js'
import { legalPending } from './legalAccepted.js'
import { renderLegalCheckbox } from './legalConsent.js'
import '../../primitives/Icon.js'
import '../../primitives/ListItem.js'
import '../../primitives/WalletImage.js'

/**
 * The connect methods Connect shows, in `connectMethodsOrder`: core's available ones, and the social logins once
 * `socials` (the providers offered, see views/social/offeredSocials.ts) holds any.
 */
function connectMethods(config: Config, socials: readonly SocialOption[]): ConnectMethod[] {
  const methods = availableConnectMethods(config).filter((method) => method !== 'social')
  const order = config.options.state.features.connectMethodsOrder
  if (socials.length === 0 || !order.includes('social')) return methods
  // Wallets, left out of the order, come last (core adds them so).
  return [
    ...order.filter((method) => method === 'social' || methods.includes(method)),
    ...methods.filter((method) => !order.includes(method)),
  ]
}

/**
 * Whether an "or" goes before the method at `index`: between any two, except under the e-mail field, where the
 * social buttons follow without one (both log in to the embedded wallet).
 */
function separated(methods: readonly ConnectMethod[], index: number): boolean {
  return index > 0 && !(methods[index] === 'social' && methods[index - 1] === 'email')
}

/**
 * Connect: the available connect methods in the options' order — the e-mail field when the e-mail login is
 * set up (an embedded-wallet service), the social logins' buttons (right under the e-mail field when they follow
 * it), then the wallets; when WalletConnect is set up, the wallets recently connected through it and a
 * "WalletConnect" entry (its QR code for any wallet); then "All wallets" when the catalogue is available.
 */
export class PorticoConnectView extends LitElement {
  static override properties = { recentImages: { state: true }, socials: { state: true } }
  /** Catalogue image ids of recent WalletConnect wallets (core remembers their name, not their image). */
  declare recentImages: ReadonlyMap<string, string>
  /** The social logins offered (asked of the wallet service when the app wants some). */
  declare socials: readonly SocialOption[]
  /** The `features.socials` the offer was asked for. */
  private socialsAsked: unknown

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      /* The field's code loads with the first Connect that shows it: its place is kept meanwhile. */
      portico-email-login:not(:defined) {
        display: block;
        height: calc(var(--p-fs) * 4.4);
      }
      portico-email-login + portico-social-login {
        margin-block-start: calc(var(--p-fs) * 0.8);
      }
      .or {
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 1.2);
        margin: calc(var(--p-fs) * 0.4) 0;
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
      }
      .or::before,
      .or::after {
        content: '';
        flex: 1;
        height: 1px;
        background: var(--portico-border);
      }
      .legal {
        display: flex;
        align-items: flex-start;
        gap: calc(var(--p-fs) * 0.8);
        margin: 0 0 calc(var(--p-fs) * 1.2);
        font-size: calc(var(--p-fs) * 1.3);
        line-height: 1.4;
        cursor: pointer;
      }
      .legal input {
        flex: none;
        width: calc(var(--p-fs) * 1.6);
        height: calc(var(--p-fs) * 1.6);
        margin: calc(var(--p-fs) * 0.1) 0 0;
        accent-color: var(--portico-accent);
      }
      .legal a {
        color: var(--portico-accent);
      }
      .legal-hint {
        margin: 0 0 calc(var(--p-fs) * 0.8);
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
      }
      .gated[inert] {
        opacity: 0.45;
        filter: grayscale(1);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.modal.state,
    config.network.state,
    config.options.state,
    config.recentWallets.state,
  ])

  constructor() {
    super()
    this.recentImages = new Map()
    this.socials = []
    new ConnectorsController(this, () => {
      const config = this.portico.value?.config
      const namespace = config && connectNamespace(config)
      return namespace ? config.getAdapter(namespace) : undefined
    })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.loadRecentImages()
  }

  /** Looks up the images of recent WalletConnect wallets in the catalogue (one request, when there are any). */
  private async loadRecentImages(): Promise<void> {
    const config = this.portico.value?.config
    if (!config?.catalogue) return
    const ids = recentWalletConnectWallets(config)
      .filter((wallet) => !wallet.imageUrl)
      .map((wallet) => wallet.id)
    if (ids.length === 0) return
    try {
      const { data } = await config.catalogue.getWallets({ page: 1, include: ids })
      this.recentImages = new Map(
        data.flatMap((wallet) => (wallet.image_id ? [[wallet.id, wallet.image_id] as const] : [])),
      )
    } catch {
      // The lettered tiles stay.
    }
  }

  override willUpdate(): void {
    const config = this.portico.value?.config
    const asked = config?.options.state.features.socials
    if (!config || asked === this.socialsAsked) return
    this.socialsAsked = asked
    void this.loadSocials(config)
  }

  /** Asks which social logins to offer; their code loads only when the app wants some. */
  private async loadSocials(config: Config): Promise<void> {
    const asked = config.options.state.features.socials
    if (!getEmbeddedWallet(config) || !asked || asked.length === 0) {
      this.socials = []
      return
    }
    const [{ offeredSocials }] = await Promise.all([
      import('../social/offeredSocials.js'),
      import('../social/SocialLogin.js'),
    ])
    const socials = await offeredSocials(config)
    // A newer ask (the option changed meanwhile) answers for itself.
    if (this.socialsAsked === asked) this.socials = socials
  }

  private choose({ connector, connectors }: ConnectorEntry) {
    const config = this.portico.value?.config
    if (!config) return
    // A multi-chain wallet connects every namespace it covers: the active one (or the first) first.
    const active = connectors.find((c) => c.chain === config.network.state.activeChain) ?? connectors[0]
    const main = active ?? connector
    config.router.push('ConnectingExternal', {
      connectorId: main.id,
      namespace: main.chain,
      name: connector.name,
      imageUrl: connector.imageUrl ?? connector.info?.icon,
      ...(connectors.length > 1
        ? {
            others: connectors
              .filter((c) => c !== main)
              .map((c) => ({ namespace: c.chain, connectorId: c.id })),
          }
        : {}),
    })
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const methods = connectMethods(config, this.socials)
    if (methods.includes('email')) void import('../email/EmailLogin.js')
    // Until the legal checkbox is ticked, the methods below are shown disabled: inert, out of the tab order.
    const pending = legalPending(config)
    return html`<div class="view">
      ${renderLegalCheckbox(config, locale, () => this.requestUpdate())}
      ${pending ? html`<p class="legal-hint" id="legal-hint">${locale.legalHint}</p>` : nothing}
      <div class="gated" ?inert=${pending} aria-disabled=${pending ? 'true' : nothing}>
      ${methods.map(
        (method, index) =>
          html`${separated(methods, index) ? html`<div class="or" role="separator">${locale.connectOr}</div>` : nothing}${
            method === 'email'
              ? html`<portico-email-login></portico-email-login>`
              : method === 'social'
                ? html`<portico-social-login .providers=${this.socials}></portico-social-login>`
                : this.renderWallets()
          }`,
      )}
      ${getWalletConnect(config) ? this.renderWalletConnect() : nothing}
      ${
        isFeatureAvailable(config, 'allWallets')
          ? html`<portico-list-item
            label=${locale.allWallets}
            chevron
            @click=${() => config.router.push('AllWallets')}
          >
            <span slot="start" class="icon-tile"><portico-icon name="grid"></portico-icon></span>
          </portico-list-item>`
          : nothing
      }
      </div>
    </div>`
  }

  private renderWallets() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, images } = value
    const entries = listConnectEntries(config)
    // With WalletConnect there is always a way on: its entry follows.
    if (entries.length === 0 && getWalletConnect(config)) return nothing
    if (entries.length === 0) {
      return html`<div class="empty">
        <span class="badge"><portico-icon name="wallet" size="2.2em"></portico-icon></span>
        <strong>${locale.noWallets}</strong>
        <span>${locale.noWalletsHint}</span>
      </div>`
    }
    return html`<div class="stack" role="list" aria-label=${locale.walletsLabel}>
      ${entries.map((entry) => {
        const { connector } = entry
        const src = connector.imageUrl ?? connector.info?.icon ?? images.wallet(connector.imageId)
        const name = connector.type === 'INJECTED' ? locale.browserWallet : connector.name
        return html`<portico-list-item
          role="listitem"
          label=${name}
          tag=${entry.recent ? locale.recent : entry.installed ? locale.installed : nothing}
          tag-tone=${entry.recent ? 'neutral' : 'success'}
          @click=${() => this.choose(entry)}
        >
          <portico-wallet-image slot="start" .src=${src} .name=${name}></portico-wallet-image>
        </portico-list-item>`
      })}
    </div>`
  }

  /** Recent WalletConnect wallets, then the "WalletConnect" entry; each opens ConnectingWalletConnect. */
  private renderWalletConnect() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, images } = value
    const recent = recentWalletConnectWallets(config)
    return html`<div class="stack" role="list" aria-label=${locale.walletConnect}>
      ${recent.map(
        (wallet) => html`<portico-list-item
          role="listitem"
          label=${wallet.name}
          tag=${locale.recent}
          tag-tone="neutral"
          @click=${() =>
            config.router.push('ConnectingWalletConnect', {
              wallet: {
                id: wallet.id,
                name: wallet.name,
                imageUrl: wallet.imageUrl,
                imageId: this.recentImages.get(wallet.id),
              },
            })}
        >
          <portico-wallet-image
            slot="start"
            .src=${wallet.imageUrl ?? images.wallet(this.recentImages.get(wallet.id))}
            .name=${wallet.name}
          ></portico-wallet-image>
        </portico-list-item>`,
      )}
      <portico-list-item
        role="listitem"
        label=${locale.walletConnect}
        chevron
        @click=${() => config.router.push('ConnectingWalletConnect')}
      >
        <span slot="start" class="icon-tile"><portico-icon name="qr"></portico-icon></span>
      </portico-list-item>
    </div>`
  }
}

define('portico-connect-view', PorticoConnectView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-view': PorticoConnectView
  }
}
