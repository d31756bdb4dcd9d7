import type { OnrampAvailability, OnrampInputError } from '@portico/core/onramp'
import { html, nothing } from 'lit'
import type { Locale } from '../../i18n/en.js'
import { format } from '../../i18n/format.js'
import type { Formats } from '../../i18n/formats.js'
import '../../primitives/Icon.js'

// Pieces the on-ramp views share: why on-ramp is unavailable, the amount's error, the checkout window.

/** The block a view shows instead of its form when on-ramp cannot be used here; nothing when it can. */
export function unavailableBlock(locale: Locale, availability: OnrampAvailability) {
  if (availability === 'available' || availability === 'notConnected') return nothing
  const [title, hint] =
    availability === 'regionRestricted'
      ? [locale.onrampRegionRestricted, locale.onrampRegionRestrictedHint]
      : [locale.onrampUnsupportedNetwork, locale.onrampUnsupportedNetworkHint]
  return html`<div class="status" data-testid="onramp-unavailable">
    <span class="icon-tile"><portico-icon name="globe" size="2em"></portico-icon></span>
    <h3>${title}</h3>
    <p>${hint}</p>
  </div>`
}

/** The amount's problem in words, with the limit it broke in its currency. */
export function inputErrorText(locale: Locale, formats: Formats, error: OnrampInputError): string {
  if (error.code === 'amountTooLow')
    return format(locale.onrampAmountTooLow, { amount: formats.money(error.min, error.currency) })
  if (error.code === 'amountTooHigh')
    return format(locale.onrampAmountTooHigh, { amount: formats.money(error.max, error.currency) })
  return locale.onrampInvalidAmount
}

/** The checkout window's name: one window for every checkout, reused when it is still open. */
export const CHECKOUT_WINDOW = 'portico-onramp'
const CHECKOUT_FEATURES = 'popup,width=460,height=760'

/**
 * Opens the checkout window while the click that asked for it still counts as the person's (browsers block
 * popups opened later), on a blank page of this origin until the URL is known. It cannot reach back to this
 * page: its opener is cut before it leaves for the provider. Undefined when the browser blocked it.
 */
export function openCheckoutWindow(): Window | undefined {
  const opened = window.open('about:blank', CHECKOUT_WINDOW, CHECKOUT_FEATURES)
  if (!opened) return undefined
  try {
    opened.opener = null
  } catch {
    // A window left over from an earlier checkout is on the provider's origin already.
  }
  return opened
}

/** Sends an opened checkout window to the provider's page, or closes it when there is none to show. */
export function navigateCheckoutWindow(opened: Window | undefined, url: string | undefined): void {
  if (!opened) return
  if (url) opened.location.href = url
  else opened.close()
}
