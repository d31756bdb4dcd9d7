import type { Config } from '@portico/core'
import { html, nothing, type TemplateResult } from 'lit'
import type { Locale } from '../../i18n/en.js'
import { legalPending, setLegalAccepted } from './legalAccepted.js'

const link = (href: string, text: string) =>
  html`<a href=${href} target="_blank" rel="noopener noreferrer">${text}</a>`

/** Fills `{name}` placeholders of a locale string with templates (here: links). */
function fill(text: string, parts: Record<string, TemplateResult>) {
  return text.split(/(\{\w+\})/).map((piece) => parts[piece.slice(1, -1)] ?? piece)
}

/** The checkbox's label: the app's terms and privacy links (`termsConditionsUrl`, `privacyPolicyUrl`). */
export function legalLabel(config: Config, locale: Locale) {
  const { termsConditionsUrl: terms, privacyPolicyUrl: privacy } = config.options.state
  if (terms && privacy)
    return fill(locale.legalAgree, {
      terms: link(terms, locale.legalTerms),
      privacy: link(privacy, locale.legalPrivacy),
    })
  const one = terms
    ? link(terms, locale.legalTerms)
    : privacy
      ? link(privacy, locale.legalPrivacy)
      : undefined
  return one ? fill(locale.legalAgreeOne, { document: one }) : locale.legalAgreePlain
}

/** The checkbox itself: a native input with its label, first in Connect. */
export function renderLegalCheckbox(config: Config, locale: Locale, onChange: () => void) {
  if (!config.options.state.features.legalCheckbox) return nothing
  const checked = !legalPending(config)
  return html`<label class="legal">
    <input
      type="checkbox"
      .checked=${checked}
      @change=${(event: Event) => {
        setLegalAccepted(config, (event.target as HTMLInputElement).checked)
        onChange()
      }}
    />
    <span>${legalLabel(config, locale)}</span>
  </label>`
}
