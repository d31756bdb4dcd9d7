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
import { socialNames } from './socialIcons.js'
import {
  CONNECTING_FARCASTER_VIEW,
  type FarcasterLogin,
  farcasterLogin,
  startFarcasterLogin,
} from './startFarcasterLogin.js'
import '../../primitives/Button.js'
import '../../primitives/Icon.js'
import '../../primitives/QrCode.js'
import '../../primitives/Spinner.js'

/** Whether `url` may be a link's target: a web address (the channel's link is one), never `javascript:` and the like. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

/**
 * ConnectingFarcaster: a Farcaster login under way (router data: the `login` that `startFarcasterLogin` began). It
 * shows "Log in with Farcaster", "Scan this code with your phone's camera or Farcaster app." and, once the wallet
 * knows the channel's link (`state.farcasterUrl`; a spinner before), its QR code, "Open Farcaster" (a link to it:
 * on a phone, the app's deep link) and "Copy link". A failure (an expired channel, a service without Farcaster…)
 * shows in words with "Try again", which starts a new login in the view's place. The outcome: connected (the modal
 * closes as after any connection); a new user or device goes on to EmbeddedWalletSetup, as after an e-mailed code;
 * a cancelled login goes back. Going back while not connected leaves the login (`leaveFarcaster`, followEmbedded).
 */
export class PorticoConnectingFarcasterView extends LitElement {
  static override properties = { error: { state: true } }
  /** The followed login's failure. */
  declare error: unknown

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .actions {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        gap: calc(var(--p-fs) * 0.8);
      }
      /* "Open Farcaster" is a link (a new tab, or the app on a phone) that looks like a secondary button. */
      a.open {
        box-sizing: border-box;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 0.6em;
        height: calc(var(--p-fs) * 4.4);
        padding: 0 calc(var(--p-fs) * 1.6);
        border-radius: calc(var(--p-r) * 3);
        background: var(--portico-surface);
        box-shadow: inset 0 0 0 1px var(--portico-border);
        color: var(--portico-foreground);
        font-size: calc(var(--p-fs) * 1.4);
        font-weight: 600;
        text-decoration: none;
        transition: background-color 120ms ease;
      }
      a.open:hover {
        background: var(--portico-surface-hover);
      }
      a.open:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 2px;
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
  private followed: FarcasterLogin | undefined

  constructor() {
    super()
    this.error = undefined
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    // Back on the page, the view follows its login again.
    this.followed = undefined
  }

  override willUpdate(): void {
    const config = this.portico.value?.config
    if (!config || config.router.state.view !== CONNECTING_FARCASTER_VIEW) return
    const login = farcasterLogin(config.router.state.data)
    if (!login || login === this.followed) return
    this.followed = login
    void this.follow(config, login)
  }

  private async follow(config: Config, login: FarcasterLogin): Promise<void> {
    const isLatest = this.latest.start()
    this.error = undefined
    const failure = await followLogin(config, login, CONNECTING_FARCASTER_VIEW, isLatest)
    if (isLatest()) this.error = failure
  }

  /** Copies the link and says so ("Link copied", as WalletConnect's link). */
  private async copy(config: Config, url: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(url)
      config.toasts.success('walletConnectLinkCopied')
    } catch {
      // No clipboard (insecure context, denied): the QR code and the link are still there.
    }
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    const wallet = getEmbeddedWallet(config)
    if (!wallet) return unavailable(locale)
    const { status, farcasterUrl: url } = wallet.state
    const failed = this.error !== undefined
    if (status === 'connecting' && !failed) return openingWallet(locale)
    const provider = socialNames.farcaster
    return html`<div class="status">
      <h3>${format(locale.socialConnectingTitle, { provider })}</h3>
      <p>${locale.farcasterScanHint}</p>
      ${
        failed
          ? html`<p class="error" role="alert">${embeddedErrorText(locale, this.error, { provider })}</p>
            <portico-button class="retry" variant="secondary" icon="refresh" @click=${() => startFarcasterLogin(config)}>
              ${locale.socialTryAgain}
            </portico-button>`
          : url
            ? html`<portico-qr-code .value=${url} label=${locale.farcasterQrLabel}></portico-qr-code>
              <div class="actions">
                ${
                  isWebAddress(url)
                    ? html`<a class="open" href=${url} target="_blank" rel="noopener">
                      <portico-icon name="external"></portico-icon>${locale.farcasterOpen}
                    </a>`
                    : nothing
                }
                <portico-button class="copy-link" variant="secondary" icon="copy" @click=${() => this.copy(config, url)}>
                  ${locale.farcasterCopy}
                </portico-button>
              </div>`
            : html`<portico-spinner size="2.4em" label=${locale.loading}></portico-spinner>`
      }
    </div>`
  }
}

define('portico-connecting-farcaster-view', PorticoConnectingFarcasterView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connecting-farcaster-view': PorticoConnectingFarcasterView
  }
}
