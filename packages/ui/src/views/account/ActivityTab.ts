import { groupTransactions, type Transaction, type TransactionsByYear } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { activityGroups } from './activity.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'

/** The Activity tab: the API's history of this account on this network, grouped by year and month. */
export class PorticoAccountActivity extends LitElement {
  static override properties = { groups: { state: true }, loading: { state: true }, failed: { state: true } }
  declare groups: TransactionsByYear<Transaction>
  declare loading: boolean
  declare failed: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      h4 {
        margin: calc(var(--p-fs) * 1.2) 0 calc(var(--p-fs) * 0.4);
        padding: 0 calc(var(--p-fs) * 1.2);
        font-size: calc(var(--p-fs) * 1.2);
        font-weight: 600;
        color: var(--portico-foreground-muted);
      }
      .row {
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 1.2);
        padding: calc(var(--p-fs) * 0.9) calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 4);
      }
      .row:hover {
        background: var(--portico-surface);
      }
      .glyph {
        position: relative;
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 3.6);
        height: calc(var(--p-fs) * 3.6);
        border-radius: 50%;
        background: var(--portico-surface);
        box-shadow: inset 0 0 0 1px var(--portico-border);
        color: var(--portico-foreground-muted);
      }
      .glyph .corner {
        position: absolute;
        inset-inline-end: -3px;
        bottom: -3px;
        display: flex;
        padding: 2px;
        border-radius: 50%;
        background: var(--portico-background);
        color: var(--portico-accent);
      }
      .text,
      .end {
        display: flex;
        flex-direction: column;
        gap: 0.25em;
        min-width: 0;
      }
      .text {
        flex: 1;
      }
      .end {
        flex: none;
        max-width: 55%;
        align-items: flex-end;
        text-align: end;
      }
      .title {
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 600;
      }
      .soft {
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .amount {
        max-width: 100%;
        font-size: calc(var(--p-fs) * 1.3);
        font-weight: 600;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .plus {
        color: var(--portico-success);
      }
      .failed {
        color: var(--portico-error);
      }
      .sentinel {
        height: 1px;
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [config.account.state])
  private fetchedFor: string | undefined
  private cursor: string | undefined
  private observer: IntersectionObserver | undefined

  constructor() {
    super()
    this.groups = {}
    this.loading = false
    this.failed = false
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.observer?.disconnect()
  }

  override updated(): void {
    const key = this.portico.value?.config.getAccount()?.caipAddress
    if (key && key !== this.fetchedFor) {
      this.fetchedFor = key
      this.groups = {}
      this.cursor = undefined
      void this.load()
    }
    const sentinel = this.renderRoot.querySelector('.sentinel')
    if (sentinel && typeof IntersectionObserver !== 'undefined') {
      this.observer?.disconnect()
      this.observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void this.load()
      })
      this.observer.observe(sentinel)
    }
  }

  /** Loads the next page (the first when there is no cursor). */
  async load(): Promise<void> {
    const config = this.portico.value?.config
    const account = config?.getAccount()
    const caipNetworkId = config?.network.state.caipNetwork?.caipNetworkId
    if (!config?.api || !account?.address || !caipNetworkId || this.loading) return
    this.loading = true
    this.failed = false
    try {
      const page = await config.api.getTransactions({
        account: account.address,
        caipNetworkId,
        cursor: this.cursor,
      })
      this.groups = groupTransactions(page.data, { existing: this.groups, chain: caipNetworkId })
      this.cursor = page.next
    } catch {
      this.failed = true
      config.events.emit('ERROR_FETCH_TRANSACTIONS', {
        address: account.address,
        projectId: config.options.state.projectId,
        cursor: this.cursor,
        isSmartAccount: account.preferredAccountType === 'smartAccount',
      })
      this.cursor = undefined
    } finally {
      this.loading = false
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config, formats } = value
    if (!config.api) return html`<div class="empty"><span>${locale.apiMissing}</span></div>`
    const groups = activityGroups(this.groups, locale, formats)
    if (groups.length === 0 && this.loading)
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    if (this.failed && groups.length === 0)
      return html`<div class="empty"><strong>${locale.activityFailed}</strong></div>`
    if (groups.length === 0)
      return html`<div class="empty">
        <span class="badge"><portico-icon name="clock" size="2.2em"></portico-icon></span>
        <strong>${locale.noActivity}</strong>
        <span>${locale.noActivityHint}</span>
      </div>`
    return html`${groups.map(
      (group) => html`<section aria-label=${group.label}>
          <h4>${group.label}</h4>
          <div role="list">
            ${group.rows.map(
              (row) => html`<div class="row" role="listitem">
                <span class="glyph">
                  ${
                    row.imageUrl
                      ? html`<portico-wallet-image round .src=${row.imageUrl} .name=${row.title} size="calc(var(--p-fs) * 3.6)"></portico-wallet-image>
                        <span class="corner"><portico-icon name=${row.icon} size="1.1em"></portico-icon></span>`
                      : html`<portico-icon name=${row.icon}></portico-icon>`
                  }
                </span>
                <span class="text">
                  <span class="title">${row.title}</span>
                  <span class="soft">${row.description}</span>
                </span>
                <span class="end">
                  <span class="amount ${row.tone === 'plus' ? 'plus' : ''}">${row.amount}</span>
                  <span class="soft ${row.status === locale.statusFailed ? 'failed' : ''}">${row.status ?? row.time}</span>
                </span>
              </div>`,
            )}
          </div>
        </section>`,
    )}
      ${this.cursor && !this.loading ? html`<div class="sentinel"></div>` : nothing}
      ${this.loading ? html`<div class="center-loading"><portico-spinner></portico-spinner></div>` : nothing}`
  }
}

define('portico-account-activity', PorticoAccountActivity)

declare global {
  interface HTMLElementTagNameMap {
    'portico-account-activity': PorticoAccountActivity
  }
}
