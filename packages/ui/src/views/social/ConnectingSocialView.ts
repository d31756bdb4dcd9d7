import type { Config } from '@portico/core'
import { getEmbeddedWallet } from '@portico/embedded-wallet'
import { css, html, LitElement, nothing } from 'lit'
import { LatestCallController } from '../../controllers/LatestCallController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { embeddedErrorText } from '../email/errorText.js'
import { openingWallet } from '../email/openingWallet.js'
import { unavailable } from '../embedded/unavailable.js'
import { viewStyles } from '../viewStyles.js'
import { followLogin } from './followLogin.js'
import { socialIcon } from './socialIcons.js'
import {
  CONNECTING_SOCIAL_VIEW,
  connectingSocialData,
  type SocialLogin,
  startSocialLogin,
} from './startSocialLogin.js'
import '../../primitives/Button.js'
import '../../primitives/Spinner.js'

/**
 * ConnectingSocial: a social login under way (router data: its `provider` and the `login` that `startSocialLogin`
 * began in the user's click). It shows the provider's mark, "Log in with {provider}", "Continue in the window that
 * opened." and a spinner while the user is at the provider; "Try again" starts a new login in its click, and a
 * failure shows under it in words. The outcome: connected ('Opening your wallet…', then the modal closes as after
 * any connection); a new user or device goes on to EmbeddedWalletSetup, as after an e-mailed code; a closed window
 * or a refusal at the provider goes back, with nothing to show. Leaving the view cancels the login (followEmbedded).
 */
export class PorticoConnectingSocialView extends LitElement {
  static override properties = { error: { state: true }, pending: { state: true } }
  /** The followed login's failure. */
  declare error: unknown
  /** Whether the followed login is still under way. */
  declare pending: boolean

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .mark {
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 7.2);
        height: calc(var(--p-fs) * 7.2);
        border-radius: 28%;
        background: var(--portico-surface);
        color: var(--portico-foreground);
      }
      .status p.error {
        color: var(--portico-error);
      }
    `,
  ]

  private readonly portico = new PorticoController(this, (config) => [
    config.router.state,
    getEmbeddedWallet(config)?.state,
  ])
  private readonly latest = new LatestCallController(this)
  /** The login this view follows (a new one arrives with Try again). */
  private followed: SocialLogin | undefined

  constructor() {
    super()
    this.error = undefined
    this.pending = false
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    // Back on the page, the view follows its login again.
    this.followed = undefined
  }

  override willUpdate(): void {
    const config = this.portico.value?.config
    const login = config && connectingSocialData(config.router.state.data)?.login
    if (!config || !login || login === this.followed) return
    this.followed = login
    void this.follow(config, login)
  }

  private async follow(config: Config, login: SocialLogin): Promise<void> {
    const isLatest = this.latest.start()
    this.error = undefined
    this.pending = true
    const failure = await followLogin(config, login, CONNECTING_SOCIAL_VIEW, isLatest)
    if (!isLatest()) return
    this.pending = false
    this.error = failure
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const wallet = getEmbeddedWallet(config)
    if (!wallet) return unavailable(locale)
    const data = connectingSocialData(config.router.state.data)
    if (!data) return nothing
    const { status } = wallet.state
    const failed = this.error !== undefined
    if (status === 'connecting' && !failed) return openingWallet(locale)
    const provider = data.name
    const waiting = !failed && (this.pending || status === 'social' || status === 'loading')
    return html`<div class="status" aria-live="polite">
      <span class="mark">${socialIcon(data.provider, '3.6em')}</span>
      <h3>${format(locale.socialConnectingTitle, { provider })}</h3>
      ${failed ? nothing : html`<p>${locale.socialConnectingHint}</p>`}
      ${waiting ? html`<portico-spinner size="2.4em" label=${locale.loading}></portico-spinner>` : nothing}
      <portico-button variant="secondary" icon="refresh" @click=${() => startSocialLogin(config, data.provider)}>
        ${locale.socialTryAgain}
      </portico-button>
      ${failed ? html`<p class="error" role="alert">${embeddedErrorText(locale, this.error, { provider })}</p>` : nothing}
    </div>`
  }
}

define('portico-connecting-social-view', PorticoConnectingSocialView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connecting-social-view': PorticoConnectingSocialView
  }
}
