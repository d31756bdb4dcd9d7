import type { SocialOption } from '@portico/core'
import { css, html, LitElement, nothing, svg } from 'lit'
import { PorticoController } from '../../controllers/PorticoController.js'
import { format } from '../../i18n/format.js'
import { baseStyles } from '../../theme/styles.js'
import { define } from '../../utils/define.js'
import { socialIcon, socialNames } from './socialIcons.js'
import { startSocialLogin } from './startSocialLogin.js'

/** How many square buttons the row holds. */
export const SOCIAL_ROW_SLOTS = 4

/** The row's buttons: every provider when they fit, else the first ones and "More" in the last slot. */
export function socialRow(providers: readonly SocialOption[]): { shown: SocialOption[]; more: boolean } {
  if (providers.length <= SOCIAL_ROW_SLOTS) return { shown: [...providers], more: false }
  return { shown: providers.slice(0, SOCIAL_ROW_SLOTS - 1), more: true }
}

/** Three dots, the "More" button's mark. */
const moreIcon = svg`<svg viewBox="0 0 24 24" width="1.6em" height="1.6em" fill="currentColor" aria-hidden="true"
  focusable="false"><circle cx="6" cy="12" r="1.8" /><circle cx="12" cy="12" r="1.8" /><circle cx="18" cy="12" r="1.8" /></svg>`

/**
 * Connect's social logins: a row of square buttons, one per provider in `providers` (Connect's offer, in the app's
 * order), each named "Continue with {provider}". A click starts that login at once (its window must open in the
 * click) and shows ConnectingSocial (ConnectingFarcaster for Farcaster). Past four providers the fourth slot is
 * "More", which opens ConnectSocials.
 */
export class PorticoSocialLogin extends LitElement {
  static override properties = { providers: { attribute: false } }
  /** The social logins offered, in order (Farcaster among them when offered). */
  declare providers: readonly SocialOption[]

  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        gap: calc(var(--p-fs) * 0.8);
      }
      button {
        all: unset;
        box-sizing: border-box;
        flex: 1 1 0;
        display: flex;
        align-items: center;
        justify-content: center;
        min-width: 0;
        height: calc(var(--p-fs) * 4.8);
        border-radius: calc(var(--p-r) * 4);
        background: var(--portico-surface);
        color: var(--portico-foreground);
        cursor: pointer;
        transition: background-color 120ms ease;
      }
      button:hover {
        background: var(--portico-surface-hover);
      }
      button:focus-visible {
        outline: 2px solid var(--portico-accent);
        outline-offset: 2px;
      }
      button svg {
        width: calc(var(--p-fs) * 2.2);
        height: calc(var(--p-fs) * 2.2);
      }
    `,
  ]

  private readonly portico = new PorticoController(this)

  constructor() {
    super()
    this.providers = []
  }

  override render() {
    const value = this.portico.value
    if (!value || this.providers.length === 0) return nothing
    const { config, locale } = value
    const { shown, more } = socialRow(this.providers)
    return html`<div class="row" role="group" aria-label=${locale.socialLabel}>
      ${shown.map((provider) => {
        const label = format(locale.socialContinue, { provider: socialNames[provider] })
        return html`<button
          type="button"
          data-provider=${provider}
          aria-label=${label}
          title=${label}
          @click=${() => startSocialLogin(config, provider)}
        >
          ${socialIcon(provider)}
        </button>`
      })}
      ${
        more
          ? html`<button
            type="button"
            data-more
            aria-label=${locale.socialMore}
            title=${locale.socialMore}
            @click=${() => config.router.push('ConnectSocials')}
          >
            ${moreIcon}
          </button>`
          : nothing
      }
    </div>`
  }
}

define('portico-social-login', PorticoSocialLogin)

declare global {
  interface HTMLElementTagNameMap {
    'portico-social-login': PorticoSocialLogin
  }
}
