import { isFeatureAvailable, isUnsupportedNetwork, shortenAddress, type WalletFeature } from '@portico/core'
import { nameContext } from '@portico/core/names'
import { isOnrampNamespace } from '@portico/core/onramp'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { embeddedEmail, isEmbeddedAccount, offersAccountTypes } from '../embedded/isEmbedded.js'
import { viewStyles } from '../viewStyles.js'
import { accountStyles } from './accountStyles.js'
import { copyText } from './copy.js'
import { offersSessions } from './offersSessions.js'
import '../../primitives/Avatar.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/IconButton.js'
import '../../primitives/ListItem.js'
import { nativeBalanceText } from '../../utils/nativeBalance.js'
import '../../primitives/Spinner.js'
import '../../primitives/Tabs.js'
import '../../primitives/WalletImage.js'

/** Wallet features this package implements, with their icons. */
const FEATURES: Partial<
  Record<
    WalletFeature,
    {
      icon: 'arrowUp' | 'arrowDown' | 'swap' | 'plus'
      view: 'Send' | 'Receive' | 'Swap' | 'OnRampProviders'
    }
  >
> = {
  onramp: { icon: 'plus', view: 'OnRampProviders' },
  swaps: { icon: 'swap', view: 'Swap' },
  send: { icon: 'arrowUp', view: 'Send' },
  receive: { icon: 'arrowDown', view: 'Receive' },
}

/** Each tab's panel is its own chunk, loaded when first shown. */
const TABS = [
  { id: 'tokens', load: () => import('./TokensTab.js') },
  { id: 'nfts', load: () => import('./NftsTab.js') },
  { id: 'activity', load: () => import('./ActivityTab.js') },
] as const

/** The smart account / regular account switch: its own chunk, loaded when a network offers the choice. */
const loadAccountTypeSwitch = () => import('./AccountTypeSwitch.js')

/**
 * Account: who is connected (and, for a wallet of the e-mail login, its e-mail, the switch between its smart
 * account and its regular account where the network offers one, and "Wallet settings"), the native balance,
 * wallet actions, Tokens / NFTs / Activity, "Sessions" for an EVM smart account (`features.smartSessions`),
 * disconnect.
 */
export class PorticoAccountView extends LitElement {
  static override properties = { disconnecting: { state: true }, accountTypesLoaded: { state: true } }
  declare disconnecting: boolean
  declare accountTypesLoaded: boolean

  static override styles = [baseStyles, viewStyles, accountStyles]

  private readonly portico = new PorticoController(this, (config) => [
    config.account.state,
    config.network.state,
    config.options.state,
    getEmbeddedWallet(config)?.state,
  ])
  private readonly loadedTabs = new Set<string>()
  private fetchedFor: string | undefined

  constructor() {
    super()
    this.disconnecting = false
    this.accountTypesLoaded = false
  }

  override updated(): void {
    this.refresh()
    const config = this.portico.value?.config
    if (config && !this.accountTypesLoaded && offersAccountTypes(config))
      void loadAccountTypeSwitch().then(() => {
        this.accountTypesLoaded = true
      })
    const tab = this.currentTab()
    if (tab && !this.loadedTabs.has(tab.id)) {
      void tab.load().then(() => {
        this.loadedTabs.add(tab.id)
        this.requestUpdate()
      })
    }
  }

  // Balance once per account and network. The name and avatar come from core's reverse lookup, on connect.
  private refresh(): void {
    const config = this.portico.value?.config
    const account = config?.getAccount()
    const network = config?.network.state.caipNetwork
    if (!config || !account?.address || !network) return
    const key = `${account.caipAddress}`
    if (key === this.fetchedFor) return
    this.fetchedFor = key
    void config.fetchBalance().catch(() => undefined)
  }

  private currentTab() {
    const account = this.portico.value?.config.getAccount()
    const tabs = this.visibleTabs()
    return tabs[account?.currentTab ?? 0] ?? tabs[0]
  }

  private visibleTabs() {
    const config = this.portico.value?.config
    // Activity needs the history feature: its flag on and the blockchain API configured.
    const history = config ? isFeatureAvailable(config, 'history') : false
    return TABS.filter((tab) => tab.id !== 'activity' || history)
  }

  private async disconnect() {
    const config = this.portico.value?.config
    if (!config) return
    this.disconnecting = true
    try {
      await config.disconnect()
    } catch {
      config.toasts.error('disconnectFailed')
    } finally {
      this.disconnecting = false
      config.close()
    }
  }

  override render() {
    const value = this.portico.value
    const account = value?.config.getAccount()
    if (!value || !account?.address) return nothing
    const { config, locale, formats } = value
    const network = config.network.state.caipNetwork
    const actions = config.options.state.features.walletFeaturesOrder.filter(
      (feature) =>
        FEATURES[feature] &&
        isFeatureAvailable(config, feature) &&
        // On-ramp delivers on EVM chains and Solana only.
        (feature !== 'onramp' || isOnrampNamespace(network?.chainNamespace)),
    )
    const tabs = this.visibleTabs()
    const current = this.currentTab()
    const tabLabels = { tokens: locale.tabTokens, nfts: locale.tabNfts, activity: locale.tabActivity }
    const name = account.profileName ?? shortenAddress(account.address)
    const embedded = isEmbeddedAccount(config)
    const email = embedded ? embeddedEmail(config) : undefined
    const balance = nativeBalanceText(config, formats)
    return html`<div class="view">
      <div class="profile">
        <portico-avatar .address=${account.address} .src=${account.profileImage}></portico-avatar>
        <div class="name-row">
          <span class="name" title=${account.address}>${name}</span>
          <portico-icon-button
            icon="copy"
            label=${locale.copyAddress}
            @click=${() => copyText(account.address ?? '', config)}
          ></portico-icon-button>
          ${
            isFeatureAvailable(config, 'history')
              ? html`<portico-icon-button
                icon="clock"
                label=${locale.transactionsOpen}
                @click=${() => config.router.push('Transactions')}
              ></portico-icon-button>`
              : nothing
          }
        </div>
        ${email ? html`<span class="email" data-testid="account-email">${email}</span>` : nothing}
        ${
          this.accountTypesLoaded && offersAccountTypes(config)
            ? html`<portico-account-type-switch></portico-account-type-switch>`
            : nothing
        }
        ${
          // An EVM account without a name may choose one (names are eip155 only).
          !account.profileName && isFeatureAvailable(config, 'names') && !nameContext(config).unsupported
            ? html`<portico-button variant="ghost" size="sm" icon="plus" @click=${() => config.router.push('RegisterAccountName')}>
              ${locale.chooseName}
            </portico-button>`
            : nothing
        }
        <span class="balance" aria-label=${locale.balanceLabel}>
          ${balance ?? html`<portico-spinner size="1.2em" label=${locale.loading}></portico-spinner>`}
        </span>
        ${
          network
            ? html`<button class="pill" type="button" @click=${() => config.router.push('Networks')}>
              <span class="visually-hidden">${locale.switchNetwork}:</span>
              <portico-wallet-image round .src=${network.assets?.imageUrl} .name=${network.name} size="1.8em"></portico-wallet-image>
              ${isUnsupportedNetwork(network) ? locale.unsupportedNetwork : network.name}
              <portico-icon name="chevronDown" size="1.2em"></portico-icon>
            </button>`
            : nothing
        }
      </div>
      ${
        actions.length > 0
          ? html`<div class="features" role="group" aria-label=${locale.walletFeatures}>
            ${actions.map((feature) => {
              const entry = FEATURES[feature]
              if (!entry) return nothing
              const label = {
                onramp: locale.featureBuy,
                swaps: locale.featureSwap,
                receive: locale.featureReceive,
                send: locale.featureSend,
              }[feature]
              return html`<portico-button variant="secondary" icon=${entry.icon} @click=${() => config.router.push(entry.view)}>
                ${label}
              </portico-button>`
            })}
          </div>`
          : nothing
      }
      <portico-tabs
        label=${locale.accountTabs}
        .tabs=${tabs.map((tab) => ({ id: tab.id, label: tabLabels[tab.id] }))}
        .selected=${current?.id ?? 'tokens'}
        @portico-tab-change=${(event: CustomEvent<{ id: string }>) =>
          config.account.set(
            network?.chainNamespace,
            'currentTab',
            tabs.findIndex((tab) => tab.id === event.detail.id),
          )}
      ></portico-tabs>
      <div class="panel" role="tabpanel" aria-label=${current ? tabLabels[current.id] : ''}>
        ${current && this.loadedTabs.has(current.id) ? this.renderTab(current.id) : html`<div class="center-loading"><portico-spinner></portico-spinner></div>`}
      </div>
      <div class="footer">
        ${
          offersSessions(config)
            ? html`<portico-list-item label=${locale.sessionsTitle} chevron @click=${() => config.router.push('Sessions')}>
              <span slot="start" class="icon-tile"><portico-icon name="coins"></portico-icon></span>
            </portico-list-item>`
            : nothing
        }
        ${
          embedded
            ? html`<portico-list-item label=${locale.walletSettings} chevron @click=${() => config.router.push('WalletSettings')}>
              <span slot="start" class="icon-tile"><portico-icon name="wallet"></portico-icon></span>
            </portico-list-item>`
            : nothing
        }
        <portico-button variant="ghost" icon="power" full ?loading=${this.disconnecting} @click=${() => this.disconnect()}>
          ${locale.disconnect}
        </portico-button>
      </div>
    </div>`
  }

  private renderTab(id: (typeof TABS)[number]['id']) {
    if (id === 'tokens') return html`<portico-account-tokens></portico-account-tokens>`
    if (id === 'nfts') return html`<portico-account-nfts></portico-account-nfts>`
    return html`<portico-account-activity></portico-account-activity>`
  }
}

define('portico-account-view', PorticoAccountView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-view': PorticoAccountView
  }
}
