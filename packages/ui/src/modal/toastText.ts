import type { Toast } from '@portico/core'
import type { Locale } from '../i18n/en.js'
import { format } from '../i18n/format.js'
import type { Formats } from '../i18n/formats.js'

/** Values that are amounts: shown as transfer quantities (3 decimals) in the person's locale. */
const amountValues = new Set(['fromAmount', 'toAmount'])

/**
 * A toast's words: core's codes read `toast_<code>` from the locale, the modal's own toasts their locale
 * key; amounts among the values are formatted for the locale.
 */
export function toastText(locale: Locale, formats: Formats, toast: Toast): string {
  const strings = locale as unknown as Record<string, string | undefined>
  const template = strings[`toast_${toast.code}`] ?? strings[toast.code] ?? toast.code
  if (!toast.values) return template
  const values = Object.fromEntries(
    Object.entries(toast.values).map(([key, value]) => [
      key,
      amountValues.has(key) ? formats.quantity(value) : value,
    ]),
  )
  return format(template, values)
}
