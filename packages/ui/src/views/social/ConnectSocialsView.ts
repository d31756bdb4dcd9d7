import type { SocialOption } from '@portico/core'
import { css, html, LitElement, nothing } from 'lit'
import { LatestCallController } from '../../controllers/LatestCallController.js'
import { PorticoController } from '../../controllers/PorticoController.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { viewStyles } from '../viewStyles.js'
import { offeredSocials } from './offeredSocials.js'
import { socialIcon, socialNames } from './socialIcons.js'
import { startSocialLogin } from './startSocialLogin.js'
import '../../primitives/ListItem.js'
import '../../primitives/Spinner.js'

/**
 * ConnectSocials, Connect's "More": every social login Connect offers, in the app's order, as a list of the
 * providers' marks and names. A choice starts that login in the click and shows ConnectingSocial
 * (ConnectingFarcaster for Farcaster).
 */
export class PorticoConnectSocialsView extends LitElement {
  static override properties = { providers: { state: true } }
  /** The offer, once known. */
  declare providers: readonly SocialOption[] | undefined

  static override styles = [
    baseStyles,
    viewStyles,
    css`
      .mark {
        display: flex;
        align-items: center;
        justify-content: center;
        width: calc(var(--p-fs) * 4);
        height: calc(var(--p-fs) * 4);
        border-radius: 28%;
        background: var(--portico-background);
        color: var(--portico-foreground);
      }
    `,
  ]

  private readonly portico = new PorticoController(this)
  private readonly latest = new LatestCallController(this)

  constructor() {
    super()
    this.providers = undefined
  }

  override connectedCallback(): void {
    super.connectedCallback()
    void this.load()
  }

  private async load(): Promise<void> {
    const config = this.portico.value?.config
    if (!config) return
    const isLatest = this.latest.start()
    const providers = await offeredSocials(config)
    if (isLatest()) this.providers = providers
  }

  override render() {
    const value = this.portico.value
    if (!value) return nothing
    const { config, locale } = value
    if (!this.providers)
      return html`<div class="center-loading"><portico-spinner label=${locale.loading}></portico-spinner></div>`
    return html`<div class="view">
      <div class="stack" role="list" aria-label=${locale.socialLabel}>
        ${this.providers.map(
          (provider) => html`<portico-list-item
            role="listitem"
            label=${socialNames[provider]}
            data-provider=${provider}
            @click=${() => startSocialLogin(config, provider)}
          >
            <span slot="start" class="mark">${socialIcon(provider, '2em')}</span>
          </portico-list-item>`,
        )}
      </div>
    </div>`
  }
}

define('portico-connect-socials-view', PorticoConnectSocialsView)

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-socials-view': PorticoConnectSocialsView
  }
}
