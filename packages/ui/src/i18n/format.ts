import { en, type Locale } from './en.js'

/** The English locale with `overrides` on top (`messages` merged, not replaced). */
export function createLocale(overrides: Partial<Locale> = {}): Locale {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined))
  return { ...en, ...defined, messages: { ...en.messages, ...overrides.messages } }
}

/** Fills `{name}` placeholders: format('Continue in {name}', { name: 'MetaMask' }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}

/** A core text (toast, alert, error) in the locale, or as core wrote it. */
export function message(locale: Locale, text: string): string {
  return locale.messages[text] ?? text
}
