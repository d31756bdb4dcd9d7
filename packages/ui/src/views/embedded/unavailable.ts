import { html } from 'lit'
import type { Locale } from '../../i18n/en.js'

/** What a view of the e-mail login shows in an app that did not set it up (`embeddedWallet` in createConfig). */
export function unavailable(locale: Locale) {
  return html`<div class="empty" role="status"><strong>${locale.emailUnavailable}</strong></div>`
}
