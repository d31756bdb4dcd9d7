import { html } from 'lit'
import type { Locale } from '../../i18n/en.js'
import '../../primitives/Spinner.js'

/**
 * 'Opening your wallet…' with a spinner: what the login views show once the embedded wallet is ready and the
 * adapters connect (their own step stays, hidden, so a failure there still shows).
 */
export const openingWallet = (locale: Locale) =>
  html`<div class="status" aria-live="polite">
    <portico-spinner size="3em" label=${locale.emailConnecting}></portico-spinner>
    <p>${locale.emailConnecting}</p>
  </div>`
