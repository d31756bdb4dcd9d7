import { html, nothing } from 'lit'
import type { Locale } from '../i18n/en.js'

// Pieces the Send and Swap views share: the token button that opens a picker, and the picker's search.

/** A search query matches a token by symbol or name (case-insensitive); an empty query matches all. */
export const matchesToken =
  (search: string) =>
  (token: { symbol: string; name: string }): boolean => {
    const query = search.trim().toLowerCase()
    return !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query)
  }

/** The button showing the chosen token (or "Select token"); its name says what it does. */
export function tokenButton({
  locale,
  token,
  slot,
  onClick,
}: {
  locale: Locale
  token: { symbol: string; imageUrl: string | undefined } | undefined
  slot?: string | undefined
  onClick: () => void
}) {
  return html`<button class="token" type="button" slot=${slot ?? nothing} @click=${onClick}>
    <portico-wallet-image
      round
      .src=${token?.imageUrl || undefined}
      .name=${token?.symbol ?? '?'}
      size="calc(var(--p-fs) * 2.6)"
    ></portico-wallet-image>
    ${token ? html`<span class="visually-hidden">${locale.selectTokenTitle}:</span> ${token.symbol}` : locale.selectTokenTitle}
    <portico-icon name="chevronDown" size="1.2em"></portico-icon>
  </button>`
}

/** The picker's search field and its empty state. */
export function tokenSearch(locale: Locale, value: string, onInput: (value: string) => void) {
  return html`<portico-input
    icon="search"
    hide-label
    label=${locale.searchToken}
    placeholder=${locale.searchToken}
    .value=${value}
    @portico-input=${(event: CustomEvent<{ value: string }>) => onInput(event.detail.value)}
  ></portico-input>`
}

export function noTokens(message: string) {
  return html`<div class="empty">
    <span class="badge"><portico-icon name="coins" size="2.2em"></portico-icon></span>
    <strong>${message}</strong>
  </div>`
}
