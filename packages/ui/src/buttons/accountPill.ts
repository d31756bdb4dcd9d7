import { type Config, shortenAddress } from '@portico/core'
import { html, nothing } from 'lit'
import type { Locale } from '../i18n/en.js'
import type { Formats } from '../i18n/formats.js'
import { nativeBalanceText } from '../utils/nativeBalance.js'
import '../primitives/Avatar.js'

/** The connected account as a pill: avatar, balance, name or short address. */
export function accountPill(config: Config, locale: Locale, formats: Formats, onClick: () => void) {
  const account = config.getAccount()
  if (!account?.address) return nothing
  const name = account.profileName ?? shortenAddress(account.address)
  const balance = nativeBalanceText(config, formats)
  return html`<button type="button" class="surface" @click=${onClick}>
    <span class="visually-hidden">${locale.accountTitle}:</span>
    <portico-avatar .address=${account.address} .src=${account.profileImage} size="calc(var(--p-fs) * 3.2)"></portico-avatar>
    ${balance ? html`<span class="muted">${balance}</span>` : nothing}
    <span>${name}</span>
  </button>`
}
