import {
  countPendingTransactions,
  getHistoryController,
  groupedTransactions,
  type HistoryController,
} from '@portico/core/history'
import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { pendingLabel, transactionGroups } from './transactionRows.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'
import '../../primitives/WalletImage.js'

/**
 * The history of the connected account on the active network, grouped by year and month, with its on-ramp
 * purchases; the next page loads when the end of the list scrolls into view. The Activity tab and the
 * Transactions view both show this list, over the config's one history controller. Each time it is shown
 * it asks the first page again (new transfers, purchases that completed).
 */
export class PorticoTransactionList extends LitElement {
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
      .pending {
        display: flex;
        align-items: center;
        gap: calc(var(--p-fs) * 0.6);
        margin: calc(var(--p-fs) * 0.8) calc(var(--p-fs) * 1.2) 0;
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
        flex: none;
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
      .status-pending {
        color: var(--portico-foreground);
      }
      .more {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: calc(var(--p-fs) * 0.8);
        padding: calc(var(--p-fs) * 1.2);
        font-size: calc(var(--p-fs) * 1.3);
      }
      .sentinel {
        height: 1px;
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.account.state,
    config.network.state,
    getHistoryController(config).state,
  ])
  private history: HistoryController | undefined
  private observer: IntersectionObserver | undefined
  private observed: Element | undefined

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.observer?.disconnect()
    this.observer = undefined
    this.observed = undefined
    this.history = undefined
  }

  override updated(): void {
    const config = this.portico.value?.config
    if (!config?.api || !config.getAccount()?.address) return
    const history = getHistoryController(config)
    // Shown again (or for another account or network): ask the first page again.
    if (this.history !== history || history.isStale()) {
      this.history = history
      void history.refresh()
    }
    this.watchEnd()
  }

  /** Loads the next page when the end of the list scrolls into view. */
  private watchEnd(): void {
    const sentinel = this.renderRoot.querySelector('.sentinel') ?? undefined
    if (sentinel === this.observed) return
    this.observer?.disconnect()
    this.observed = sentinel
    if (!sentinel || typeof IntersectionObserver === 'undefined') return
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void this.history?.fetch()
    })
    this.observer.observe(sentinel)
  }

  private retry(): void {
    void this.history?.fetch()
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { locale, config, formats } = value
    if (!config.api) return html`<div class="empty"><span>${locale.apiMissing}</span></div>`
    const { state } = getHistoryController(config)
    const stale = state.caipAddress !== config.getAccount()?.caipAddress
    const groups = stale ? [] : transactionGroups(state.transactionsByYear, locale, formats)
    if (groups.length === 0 && (state.loading || stale))
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    if (groups.length === 0 && state.failed)
      return html`<div class="empty" role="alert">
        <span class="badge"><portico-icon name="warning" size="2.2em"></portico-icon></span>
        <strong>${locale.activityFailed}</strong>
        <portico-button variant="secondary" icon="refresh" @click=${() => this.retry()}>${locale.tryAgain}</portico-button>
      </div>`
    if (groups.length === 0)
      return html`<div class="empty">
        <span class="badge"><portico-icon name="clock" size="2.2em"></portico-icon></span>
        <strong>${state.unavailable ? locale.activityUnavailable : locale.noActivity}</strong>
        <span>${state.unavailable ? locale.activityUnavailableHint : locale.noActivityHint}</span>
      </div>`
    const pending = countPendingTransactions(groupedTransactions(state.transactionsByYear))
    return html`${
      pending.count > 0
        ? html`<p class="pending" role="status">
            <portico-icon name="clock" size="1.2em"></portico-icon>${pendingLabel(pending, locale, formats)}
          </p>`
        : nothing
    }
      ${groups.map(
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
                  <span class="soft ${row.status === 'failed' ? 'failed' : row.status === 'pending' ? 'status-pending' : ''}">${row.detail}</span>
                </span>
              </div>`,
            )}
          </div>
        </section>`,
      )}
      ${
        state.loading
          ? html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
          : state.failed
            ? html`<div class="more" role="alert">
              <strong class="failed">${locale.activityFailed}</strong>
              <portico-button variant="secondary" icon="refresh" @click=${() => this.retry()}>${locale.tryAgain}</portico-button>
            </div>`
            : state.next
              ? html`<div class="sentinel"></div>`
              : nothing
      }`
  }
}

define('portico-transaction-list', PorticoTransactionList)

declare global {
  interface HTMLElementTagNameMap {
    'portico-transaction-list': PorticoTransactionList
  }
}
