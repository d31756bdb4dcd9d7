import { balanceDecimal, type DisplayDecimal, fiatDecimal, transferQuantityDecimal } from '@portico/core'
import { type Language, textDirection } from './languages.js'

/** Numbers and dates written for one language through `Intl`; core decides the digits. */
export type Formats = {
  /** A balance, truncated to exactly 3 decimals: 1,234.500 (en), 1.234,500 (de), <0.001 when tiny. */
  balance(value: string | number): string
  /** The native balance of a testnet or an unsupported network, which is not fetched: 0.00 (en), 0,00 (de). */
  unfetchedBalance(): string
  /** A transfer quantity, truncated to at most 3 decimals: 1,234.5 (en), <0.001 when tiny. */
  quantity(value: string | number): string
  /** A US dollar amount, rounded to 2 decimals: $1,234.50 (en), 1.234,50 $ (de), <$0.01 when tiny. */
  fiat(value: string | number): string
  /** An amount of a fiat currency by its ISO code, rounded to 2 decimals: €1,234.50 (en, 'EUR'). */
  money(value: string | number, currency: string): string
  /** A value in percent with at most 2 decimals (default at least 2): 0.85 → 0.85% (en), %0,85 (tr). */
  percent(value: number, minimumFractionDigits?: number): string
  /** Day and short month of a date in UTC: Nov 20 (en), 11月20日 (ja). */
  day(date: Date): string
  /** A moment in the person's time zone, date and time: Nov 20, 2026, 3:45 PM (en), 20.11.2026, 15:45 (de). */
  dateTime(date: Date): string
  /**
   * A history heading in UTC: the month name alone in the year of `now` (November), month name and year
   * otherwise (March 2025). `month` is 0-11.
   */
  month(year: number, month: number, now?: Date): string
}

/** Writes a `DisplayDecimal` exactly: the decimal string goes to `Intl` as is, never through a float. */
function writer(language: Language, options: Intl.NumberFormatOptions = {}) {
  const isolateCurrency = options.style === 'currency' && textDirection(language) === 'rtl'
  const cache = new Map<string, Intl.NumberFormat>()
  return ({ value, minimumFractionDigits, maximumFractionDigits, bound }: DisplayDecimal): string => {
    const key = `${minimumFractionDigits}-${maximumFractionDigits}`
    let formatter = cache.get(key)
    if (!formatter) {
      formatter = new Intl.NumberFormat(language, {
        ...options,
        minimumFractionDigits,
        maximumFractionDigits,
      })
      cache.set(key, formatter)
    }
    // Intl.NumberFormat reads decimal strings exactly (ES2023); TypeScript's ES2022 lib types only numbers.
    const exact = value as unknown as number
    // In right-to-left text a Latin currency sign such as 'US$' would be reordered to '$US': it is isolated
    // as left-to-right (LRI … PDI), so it stays whole where the language puts it.
    const text = isolateCurrency
      ? formatter
          .formatToParts(exact)
          .map((part) => (part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
          .join('')
      : formatter.format(exact)
    return bound === 'lessThan' ? `<${text}` : bound === 'greaterThan' ? `>${text}` : text
  }
}

function createFormats(language: Language): Formats {
  const number = writer(language)
  const usd = writer(language, { style: 'currency', currency: 'USD' })
  const currencies = new Map<string, ReturnType<typeof writer>>([['USD', usd]])
  const inCurrency = (currency: string) => {
    let known = currencies.get(currency)
    if (!known) {
      known = writer(language, { style: 'currency', currency })
      currencies.set(currency, known)
    }
    return known
  }
  const percents = [0, 1, 2].map(
    (minimumFractionDigits) =>
      new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits, maximumFractionDigits: 2 }),
  )
  const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const monthAlone = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' })
  const monthAndYear = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return {
    balance: (value) => number(balanceDecimal(value)),
    // Zero with two decimals, as a money amount is written.
    unfetchedBalance: () => number(fiatDecimal(0)),
    quantity: (value) => number(transferQuantityDecimal(value)),
    fiat: (value) => usd(fiatDecimal(value)),
    // A code Intl cannot take (not three letters) is written after the number.
    money: (value, currency) =>
      /^[A-Za-z]{3}$/.test(currency)
        ? inCurrency(currency.toUpperCase())(fiatDecimal(value))
        : `${number(fiatDecimal(value))} ${currency}`,
    percent: (value, minimumFractionDigits = 2) =>
      (percents[minimumFractionDigits] ?? percents[2])!.format(value / 100),
    day: (date) => day.format(date),
    dateTime: (date) => dateTime.format(date),
    month(year, month, now = new Date()) {
      if (!Number.isInteger(month) || month < 0 || month > 11) {
        throw new RangeError(`Month "${month}" must be an integer from 0 to 11.`)
      }
      const date = new Date(Date.UTC(2000, month, 1))
      date.setUTCFullYear(year) // Date.UTC maps years 0-99 to 1900-1999
      return (year === now.getUTCFullYear() ? monthAlone : monthAndYear).format(date)
    },
  }
}

const formats = new Map<Language, Formats>()

/** The formats of a language, created once. */
export function formatsFor(language: Language): Formats {
  let known = formats.get(language)
  if (!known) {
    known = createFormats(language)
    formats.set(language, known)
  }
  return known
}
