import { css, html, LitElement, nothing } from 'lit'
import { repeat } from 'lit/directives/repeat.js'
import { LatestCallController } from '../../controllers/LatestCallController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { getSessionsStore } from './sessionsStore.js'
import './SessionRow.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/Spinner.js'

/**
 * Sessions (from Account, `features.smartSessions`, for an EVM smart account): the session permissions the
 * connected wallet has granted apps and that are still active, each with what it may spend, what it has used,
 * its expiry and Revoke; 'No active sessions' when there are none. Read again when the account changes.
 */
export class PorticoSessionsView extends LitElement {
  static override styles = [
    baseStyles,
    viewStyles,
    css`
      [role='list'] {
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-fs) * 0.8);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.account.state,
    getSessionsStore(config).state,
  ])
  private readonly latest = new LatestCallController(this)
  private readonly now = Date.now()
  /** Whether this view has read the sessions since it was put on the page (each opening reads them again). */
  private loaded = false

  override connectedCallback(): void {
    super.connectedCallback()
    this.loaded = false
  }

  override updated(): void {
    const config = this.portico.value?.config
    if (!config) return
    const account = config.getAccount()?.caipAddress
    if (!this.loaded || getSessionsStore(config).state.account !== account) this.load()
  }

  private load() {
    const config = this.portico.value?.config
    if (!config) return
    this.loaded = true
    void getSessionsStore(config).load(this.latest.start())
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const store = getSessionsStore(config)
    const { status, sessions } = store.state
    if (status === 'idle' || status === 'loading')
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    if (status === 'failed' || status === 'unsupported')
      return html`<div class="empty" role="alert">
        <span class="badge"><portico-icon name="warning" size="2.2em"></portico-icon></span>
        <strong>${status === 'failed' ? locale.sessionsLoadFailed : locale.sessionsUnsupported}</strong>
        ${
          status === 'failed'
            ? html`<portico-button variant="secondary" icon="refresh" @click=${() => this.load()}>${locale.tryAgain}</portico-button>`
            : nothing
        }
      </div>`
    if (sessions.length === 0)
      return html`<div class="empty" data-testid="sessions-empty">
        <span class="badge"><portico-icon name="clock" size="2.2em"></portico-icon></span>
        <strong>${locale.sessionsEmpty}</strong>
        <span>${locale.sessionsEmptyHint}</span>
      </div>`
    return html`<div class="view">
      <div role="list" aria-label=${locale.sessionsTitle} @portico-session-revoke=${(event: CustomEvent<{ context: string }>) => void store.revoke(event.detail.context)}>
        ${repeat(
          sessions,
          (entry) => entry.permission.context,
          (entry) => html`<div role="listitem">
            <portico-session-row .entry=${entry} .now=${this.now}></portico-session-row>
          </div>`,
        )}
      </div>
    </div>`
  }
}

define('portico-sessions-view', PorticoSessionsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-sessions-view': PorticoSessionsView
  }
}
