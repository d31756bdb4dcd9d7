import type { CatalogueWallet, Config } from '@portico/core'
import { getWalletConnect } from '@portico/walletconnect'
import { html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { connectNamespace, listConnectors } from '../connect/connectors.js'
import { viewStyles } from '../viewStyles.js'
import { pairingWallet } from '../walletConnect/walletConnectWallet.js'
import { allWalletsStyles } from './allWalletsStyles.js'
import { catalogueChains, catalogueFirstPage, catalogueHighlights } from './catalogueFirstAnswers.js'
import '../../primitives/Icon.js'
import '../../primitives/Input.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'

/** A search waits at least 300 ms after the last keystroke; images are prefetched for the first 20 of a page. */
export const SEARCH_DELAY = 300
export const PREFETCH_COUNT = 20

/**
 * AllWallets: the catalogue as a grid. Installed wallets first, then the recommended (the catalogue's
 * certified wallets, 4) and featured (its next best ranked, 4), then the rest, 40 a page with infinite
 * scroll. A search asks for 100 and shows its matches only.
 */
export class PorticoAllWalletsView extends LitElement {
  static override properties = {
    wallets: { state: true },
    highlights: { state: true },
    highlightsSettled: { state: true },
    count: { state: true },
    loading: { state: true },
    failed: { state: true },
    search: { state: true },
  }
  declare wallets: CatalogueWallet[]
  /** Recommended then featured wallets, shown before the others while there is no search. */
  declare highlights: CatalogueWallet[]
  /**
   * Whether the recommended and featured wallets have answered (or failed). Until then the grid is not shown:
   * rows that arrived first would move down under the user's finger when the highlights are put above them.
   */
  declare highlightsSettled: boolean
  declare count: number
  declare loading: boolean
  declare failed: boolean
  declare search: string

  static override styles = [baseStyles, viewStyles, allWalletsStyles]

  private readonly portico = new PorticoController(this, (config) => [
    config.options.state,
    config.network.state,
  ])
  private page = 0
  private readonly latest = new LatestCallController(this)
  private searchTimer: ReturnType<typeof setTimeout> | undefined
  private observer: IntersectionObserver | undefined
  private imageObserver: IntersectionObserver | undefined

  constructor() {
    super()
    this.wallets = []
    this.highlights = []
    this.highlightsSettled = false
    this.count = 0
    this.loading = false
    this.failed = false
    this.search = ''
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.updateComplete.then(() => Promise.all([this.loadHighlights(), this.load(1)]))
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.searchTimer)
    this.observer?.disconnect()
    this.imageObserver?.disconnect()
  }

  /** The recommended and featured wallets. Failures leave them out: the catalogue below lists every wallet. */
  async loadHighlights(): Promise<void> {
    const config = this.portico.value?.config
    if (!config?.catalogue) {
      this.highlightsSettled = true
      return
    }
    try {
      const highlights = await catalogueHighlights(config, catalogueChains(config))
      const excluded = new Set(config.options.state.excludeWalletRdns)
      this.highlights = highlights.filter((wallet) => !(wallet.rdns && excluded.has(wallet.rdns)))
    } catch {
      this.highlights = []
    } finally {
      this.highlightsSettled = true
    }
  }

  /** Loads a page of the catalogue (page 1 replaces, later pages append). */
  async load(page: number): Promise<void> {
    const config = this.portico.value?.config
    if (!config?.catalogue || this.loading) return
    const isLatest = this.latest.start()
    this.loading = true
    this.failed = false
    try {
      const search = this.search.trim()
      // The client asks for 40 a page, or 100 for a search.
      const chains = catalogueChains(config)
      // The first page without a search is asked once (the idle prefetch may have asked already).
      const result =
        page === 1 && !search
          ? await catalogueFirstPage(config, chains)
          : await config.catalogue.getWallets({ page, chains, ...(search ? { search } : {}) })
      if (!isLatest()) return
      const excluded = new Set(config.options.state.excludeWalletRdns)
      const fresh = result.data.filter((wallet) => !(wallet.rdns && excluded.has(wallet.rdns)))
      void this.portico.value?.images.prefetch(
        fresh.slice(0, PREFETCH_COUNT).flatMap((wallet) => (wallet.image_id ? [wallet.image_id] : [])),
      )
      this.wallets = page === 1 ? fresh : [...this.wallets, ...fresh]
      this.count = result.count
      this.page = page
    } catch {
      if (isLatest()) this.failed = true
    } finally {
      if (isLatest()) this.loading = false
    }
  }

  private onSearch(value: string) {
    this.search = value
    clearTimeout(this.searchTimer)
    this.searchTimer = setTimeout(() => {
      this.latest.cancel()
      this.loading = false
      void this.load(1)
    }, SEARCH_DELAY)
  }

  /** Installed (announced) wallets first, then the recommended and featured ones, in catalogue order otherwise. */
  private ordered(config: Config): { wallet: CatalogueWallet; connectorId: string | undefined }[] {
    const connectors = listConnectors(config, connectNamespace(config))
    const byRdns = new Map(
      connectors.flatMap(({ connector }) =>
        connector.info?.rdns ? [[connector.info.rdns, connector.id]] : [],
      ),
    )
    const highlights = this.search.trim() ? [] : this.highlights
    const highlighted = new Set(highlights.map((wallet) => wallet.id))
    const rows = [...highlights, ...this.wallets.filter((wallet) => !highlighted.has(wallet.id))].map(
      (wallet) => ({ wallet, connectorId: wallet.rdns ? byRdns.get(wallet.rdns) : undefined }),
    )
    return [...rows.filter((row) => row.connectorId), ...rows.filter((row) => !row.connectorId)]
  }

  /**
   * An installed wallet connects through its connector. One that is not installed pairs over WalletConnect when
   * the app set it up (the QR code on a desktop, its deep link on a phone); otherwise a link to get it.
   */
  private choose(config: Config, wallet: CatalogueWallet, connectorId: string | undefined) {
    // On Solana the adapter knows the wallets that open without their extension (Phantom's browse page,
    // Coinbase Wallet's dapp link): it is asked first; one it does not know falls back as below.
    if (!connectorId && connectNamespace(config) === 'solana' && config.adapters.has('solana')) {
      config.router.push('ConnectingExternal', {
        ...this.notInstalled(wallet),
        connectorId: wallet.rdns ?? wallet.id,
        namespace: 'solana',
        ...(getWalletConnect(config) ? { pairing: pairingWallet(wallet) } : {}),
      })
      return
    }
    if (!connectorId && getWalletConnect(config)) {
      config.router.push('ConnectingWalletConnect', { wallet: pairingWallet(wallet) })
      return
    }
    const connector = connectorId
      ? listConnectors(config, connectNamespace(config)).find((e) => e.connector.id === connectorId)
          ?.connector
      : undefined
    config.router.push('ConnectingExternal', {
      ...this.notInstalled(wallet),
      ...(connector ? { connectorId: connector.id, namespace: connector.chain } : {}),
    })
  }

  /** What ConnectingExternal shows of a wallet: its name, image and a link to get it. */
  private notInstalled(wallet: CatalogueWallet) {
    const link = [wallet.webapp_link, wallet.desktop_link, wallet.homepage].find(
      (candidate): candidate is string => typeof candidate === 'string' && /^https?:\/\//.test(candidate),
    )
    return { name: wallet.name, imageId: wallet.image_id, ...(link ? { link } : {}) }
  }

  override updated(): void {
    this.observeImages()
    const sentinel = this.renderRoot.querySelector('.sentinel')
    if (!sentinel || typeof IntersectionObserver === 'undefined') return
    this.observer?.disconnect()
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void this.load(this.page + 1)
    })
    this.observer.observe(sentinel)
  }

  // Images beyond the prefetched 20 load when their card scrolls into view.
  private observeImages(): void {
    const images = this.portico.value?.images
    if (!images) return
    const cards = [...this.renderRoot.querySelectorAll<HTMLElement>('.card[data-image]')].filter(
      (card) => !images.peek(card.dataset.image),
    )
    if (typeof IntersectionObserver === 'undefined') {
      for (const card of cards) void images.load(card.dataset.image ?? '')
      return
    }
    this.imageObserver ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        this.imageObserver?.unobserve(entry.target)
        void images.load((entry.target as HTMLElement).dataset.image ?? '')
      }
    })
    for (const card of cards) this.imageObserver.observe(card)
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale, images } = value
    // Without a search the grid waits for the highlights too, so no row moves once shown.
    const settled = this.highlightsSettled || this.search.trim() !== ''
    const loading = this.loading || !settled
    const rows = settled ? this.ordered(config) : []
    const more = this.wallets.length < this.count && !this.failed
    return html`<div class="view">
      <portico-input
        icon="search"
        hide-label
        label=${locale.searchWallets}
        placeholder=${locale.searchWallets}
        inputmode="search"
        .value=${this.search}
        @portico-input=${(event: CustomEvent<{ value: string }>) => this.onSearch(event.detail.value)}
      ></portico-input>
      ${
        rows.length > 0
          ? html`<div class="grid" role="list" aria-label=${locale.allWalletsTitle}>
            ${rows.map(
              ({ wallet, connectorId }) => html`<button
                type="button"
                class="card"
                role="listitem"
                data-image=${wallet.image_id ?? nothing}
                @click=${() => this.choose(config, wallet, connectorId)}
              >
                <portico-wallet-image
                  .src=${images.peek(wallet.image_id)}
                  .name=${wallet.name}
                  ?badge=${connectorId !== undefined}
                  size="calc(var(--p-fs) * 5.6)"
                ></portico-wallet-image>
                <span class="name">${wallet.name}</span>
                ${connectorId ? html`<span class="visually-hidden">${locale.installed}</span>` : nothing}
              </button>`,
            )}
          </div>`
          : nothing
      }
      ${
        loading
          ? html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
          : nothing
      }
      ${
        !loading && this.failed
          ? html`<div class="empty"><strong>${locale.walletsLoadFailed}</strong></div>`
          : nothing
      }
      ${
        !loading && !this.failed && rows.length === 0
          ? html`<div class="empty">
            <span class="badge"><portico-icon name="search" size="2.2em"></portico-icon></span>
            <strong>${locale.noWalletFound}</strong>
            <span>${locale.noWalletFoundHint}</span>
          </div>`
          : nothing
      }
      ${more && !loading ? html`<div class="sentinel"></div>` : nothing}
    </div>`
  }
}

define('portico-all-wallets-view', PorticoAllWalletsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-all-wallets-view': PorticoAllWalletsView
  }
}
