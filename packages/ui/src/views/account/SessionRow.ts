import { css, html, LitElement, nothing } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import type { SessionEntry } from './sessionsStore.js'
import { allowanceText, expiryText, signerText, targetsText, usedText } from './sessionText.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'

/**
 * One session in Sessions: what it may spend (and where to, for the native token), the app key that holds it,
 * what it has used (from the chain), its expiry ('Expired' once past) and Revoke. A refused or failed revoke is
 * said under it; the session stays. Emits `portico-session-revoke` with the session's `context`.
 */
export class PorticoSessionRow extends LitElement {
  static override properties = { entry: { attribute: false }, now: { attribute: false } }
  declare entry: SessionEntry | undefined
  /** The clock the expiry is read against (ms). */
  declare now: number

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .card {
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-fs) * 0.8);
        padding: calc(var(--p-fs) * 1.2);
        border-radius: calc(var(--p-r) * 3.5);
        background: var(--portico-background);
        box-shadow: inset 0 0 0 1px var(--portico-border);
      }
      .head {
        display: flex;
        align-items: flex-start;
        gap: calc(var(--p-fs) * 1);
      }
      .tile {
        flex: none;
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 3.6);
        height: calc(var(--p-fs) * 3.6);
        border-radius: 28%;
        background: color-mix(in srgb, var(--portico-accent) 14%, transparent);
        color: var(--portico-accent);
      }
      .text {
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-fs) * 0.25);
        min-width: 0;
      }
      .allowance {
        font-size: calc(var(--p-fs) * 1.45);
        font-weight: 600;
      }
      .soft {
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-foreground-muted);
        overflow-wrap: anywhere;
      }
      .bar {
        height: calc(var(--p-fs) * 0.5);
        border-radius: 999px;
        background: color-mix(in srgb, var(--portico-foreground) 12%, transparent);
        overflow: hidden;
      }
      .bar span {
        display: block;
        height: 100%;
        background: var(--portico-accent);
      }
      .foot {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: calc(var(--p-fs) * 0.8);
      }
      .expired {
        color: var(--portico-error);
        font-weight: 600;
      }
      .error {
        margin: 0;
        font-size: calc(var(--p-fs) * 1.2);
        color: var(--portico-error);
      }
    `,
  ]

  // The entry is a live part of the sessions store: its token, spend and revoke re-render the row.
  private readonly portico = new PorticoController(this, () => [this.entry])

  constructor() {
    super()
    this.entry = undefined
    this.now = Date.now()
  }

  private revoke() {
    const context = this.entry?.permission.context
    if (context)
      this.dispatchEvent(
        new CustomEvent('portico-session-revoke', { detail: { context }, bubbles: true, composed: true }),
      )
  }

  /** What it has used: a bar (for the eye) and its words, a spinner while reading, or why it cannot be read. */
  private renderUsed(entry: SessionEntry, words: Parameters<typeof usedText>[2]) {
    const { spend, token } = entry
    if (spend.status === 'reading' || (spend.status === 'read' && token === undefined))
      return html`<portico-spinner size="1.2em" label=${words.locale.loading}></portico-spinner>`
    if (spend.status === 'unavailable')
      return html`<span class="soft" data-testid="session-used">${words.locale.sessionUsedUnavailable}</span>`
    const allowance = entry.permission.permission.allowance
    const percent = Number((spend.spent * 100n) / allowance)
    return html`<div class="bar" aria-hidden="true"><span style="width: ${Math.min(percent, 100)}%"></span></div>
      <span class="soft" data-testid="session-used">${usedText(entry, spend.spent, words)}</span>`
  }

  override render() {
    const value = this.portico.value
    const entry = this.entry
    if (!value || !entry) return nothing
    const words = { locale: value.locale, formats: value.formats, language: value.language }
    const { locale } = words
    const allowance = entry.token === undefined ? undefined : allowanceText(entry, words)
    const targets = targetsText(entry, words)
    const expired = entry.permission.expiry * 1000 <= this.now
    return html`<div class="card">
      <div class="head">
        <span class="tile"><portico-icon name="coins"></portico-icon></span>
        <div class="text">
          ${
            allowance === undefined
              ? html`<portico-spinner size="1.2em" label=${locale.loading}></portico-spinner>`
              : html`<span class="allowance" data-testid="session-allowance">${allowance}</span>`
          }
          ${targets ? html`<span class="soft" data-testid="session-targets">${targets}</span>` : nothing}
          <span class="soft" data-testid="session-signer">${signerText(entry, words)}</span>
        </div>
      </div>
      ${this.renderUsed(entry, words)}
      <div class="foot">
        <span class="soft ${expired ? 'expired' : ''}" data-testid="session-expiry">${expiryText(entry, words, this.now)}</span>
        <portico-button
          variant="danger"
          size="sm"
          label=${format(locale.sessionRevokeLabel, { permission: allowance ?? signerText(entry, words) })}
          ?loading=${entry.revoke === 'revoking'}
          @click=${() => this.revoke()}
        >${locale.sessionRevoke}</portico-button>
      </div>
      ${
        entry.revoke === 'rejected' || entry.revoke === 'failed'
          ? html`<p class="error" role="alert" data-testid="session-revoke-error">
            ${entry.revoke === 'rejected' ? locale.sessionRevokeRejected : locale.sessionRevokeFailed}
          </p>`
          : nothing
      }
    </div>`
  }
}

define('portico-session-row', PorticoSessionRow)

declare global {
  interface HTMLElementTagNameMap {
    'portico-session-row': PorticoSessionRow
  }
}
