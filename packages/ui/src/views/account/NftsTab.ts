import type { Nft } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'

/** The NFTs tab: the account's collectibles on the active network (spam left out), two to a row. */
export class PorticoAccountNfts extends LitElement {
  static override properties = { nfts: { state: true }, loading: { state: true }, failed: { state: true } }
  declare nfts: Nft[]
  declare loading: boolean
  declare failed: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .grid {
        display: grid;
        grid-template-columns: repeat(2, 1fr);
        gap: calc(var(--p-fs) * 0.8);
        padding-top: calc(var(--p-fs) * 0.4);
      }
      figure {
        margin: 0;
        overflow: hidden;
        border-radius: calc(var(--p-r) * 4);
        background: var(--portico-surface);
        box-shadow: inset 0 0 0 1px var(--portico-border);
      }
      .art {
        display: flex;
        align-items: center;
        justify-content: center;
        aspect-ratio: 1;
        color: var(--portico-foreground-muted);
        background: color-mix(in srgb, var(--portico-foreground) 6%, transparent);
      }
      img {
        width: 100%;
        height: 100%;
        object-fit: cover;
        display: block;
      }
      figcaption {
        display: flex;
        flex-direction: column;
        gap: 0.2em;
        padding: calc(var(--p-fs) * 0.8) calc(var(--p-fs) * 1);
      }
      strong {
        font-size: calc(var(--p-fs) * 1.3);
        font-weight: 600;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      span {
        font-size: calc(var(--p-fs) * 1.15);
        color: var(--portico-foreground-muted);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [config.account.state])
  private fetchedFor: string | undefined

  constructor() {
    super()
    this.nfts = []
    this.loading = false
    this.failed = false
  }

  override async updated(): Promise<void> {
    const config = this.portico.value?.config
    const account = config?.getAccount()
    const caipNetworkId = config?.network.state.caipNetwork?.caipNetworkId
    if (!config?.api || !account?.address || !caipNetworkId || account.caipAddress === this.fetchedFor) return
    this.fetchedFor = account.caipAddress
    this.loading = true
    this.failed = false
    try {
      const { nfts } = await config.api.getNfts({ address: account.address, caipNetworkId })
      this.nfts = nfts.filter((nft) => !nft.isSpam)
    } catch {
      this.failed = true
    } finally {
      this.loading = false
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config } = value
    if (!config.api) return html`<div class="empty"><span>${locale.apiMissing}</span></div>`
    if (this.loading && this.nfts.length === 0)
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    if (this.failed) return html`<div class="empty"><strong>${locale.nftsFailed}</strong></div>`
    if (this.nfts.length === 0)
      return html`<div class="empty">
        <span class="badge"><portico-icon name="image" size="2.2em"></portico-icon></span>
        <strong>${locale.noNfts}</strong>
        <span>${locale.noNftsHint}</span>
      </div>`
    return html`<div class="grid" role="list">
      ${this.nfts.map((nft) => {
        const title = nft.name || format(locale.tokenOf, { name: nft.collection ?? '', id: nft.tokenId })
        return html`<figure role="listitem">
          <div class="art">
            ${
              nft.imageUrl
                ? html`<img src=${nft.imageUrl} alt=${title} loading="lazy" />`
                : html`<portico-icon name="image" size="3em"></portico-icon>`
            }
          </div>
          <figcaption>
            <strong>${title}</strong>
            <span>${nft.collection ?? format(locale.tokenOf, { name: '', id: nft.tokenId })}</span>
          </figcaption>
        </figure>`
      })}
    </div>`
  }
}

define('portico-account-nfts', PorticoAccountNfts)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-nfts': PorticoAccountNfts
  }
}
