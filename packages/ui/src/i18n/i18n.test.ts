import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { createLocale, localeParameters } from './format.js'
import { formatsFor } from './formats.js'
import { loadStrings } from './loadStrings.js'
import { LocaleResolver } from './resolveLocale.js'

describe('the locale option', () => {
  it('takes a tag, { language, strings } or string overrides alone', () => {
    expect(localeParameters('ja')).toEqual({ language: 'ja' })
    expect(localeParameters({ language: 'ja', strings: { close: 'x' } })).toEqual({
      language: 'ja',
      strings: { close: 'x' },
    })
    expect(localeParameters({ connectTitle: 'Wallet verbinden' })).toEqual({
      strings: { connectTitle: 'Wallet verbinden' },
    })
    expect(localeParameters(undefined)).toEqual({})
  })

  it('puts overrides over the language and keeps English for keys a translation lacks', async () => {
    const german = await loadStrings('de')
    const locale = createLocale({ close: 'Zu' }, { ...german, back: undefined as unknown as string })
    expect(locale.close).toBe('Zu')
    expect(locale.connectTitle).toBe(german.connectTitle)
    expect(locale.connectTitle).not.toBe(en.connectTitle)
  })

  it('waits for a language to load, then answers with it', async () => {
    let loaded = 0
    const resolver = new LocaleResolver(() => loaded++)
    expect(resolver.resolve({ language: 'zh-Hant', strings: { close: 'X' } })).toBeUndefined()
    await loadStrings('zh-TW')
    await Promise.resolve()
    expect(loaded).toBe(1)
    const resolved = resolver.resolve(undefined)
    expect(resolved?.language).toBe('en') // the test environment's browser speaks English
    const option = { language: 'ar' }
    await loadStrings('ar')
    const arabic = resolver.resolve(option)
    expect(arabic).toMatchObject({ language: 'ar', dir: 'rtl' })
    expect(resolver.resolve(option)).toBe(arabic)
  })
})

describe('formats', () => {
  const english = formatsFor('en')
  const german = formatsFor('de')

  it('truncates balances to exactly 3 decimals, grouped for the language', () => {
    expect(english.balance('1234.56789')).toBe('1,234.567')
    expect(english.balance('0')).toBe('0.000')
    expect(german.balance('1234.5')).toBe('1.234,500')
    expect(english.balance('123456789012345678901234567890.9999')).toBe(
      '123,456,789,012,345,678,901,234,567,890.999',
    )
    expect(english.balance('0.0009')).toBe('<0.001')
    expect(english.balance('-0.0009')).toBe('>-0.001')
    expect(formatsFor('ar').balance('1.5')).toMatch(/^1[.٫]500$/)
  })

  it('shows transfer quantities with at most 3 decimals', () => {
    expect(english.quantity('2.000')).toBe('2')
    expect(english.quantity('1234.5678')).toBe('1,234.567')
    expect(german.quantity('0.0009')).toBe('<0,001')
  })

  it('rounds fiat to 2 decimals in US dollars', () => {
    expect(english.fiat('1234.5')).toBe('$1,234.50')
    expect(english.fiat('-3.456')).toBe('-$3.46')
    expect(english.fiat(1.005)).toBe('$1.01')
    expect(english.fiat('0.004')).toBe('<$0.01')
    expect(german.fiat('1234.5')).toBe('1.234,50\u00a0$')
    expect(formatsFor('ja').fiat('1234.5')).toBe('$1,234.50')
    // Right to left: the Latin currency sign is isolated, so it is not reordered to '$US'.
    expect(formatsFor('ar').fiat('2')).toMatch(/\u2066US\$\u2069/)
  })

  it('rounds money in any currency to 2 decimals', () => {
    expect(english.money('1234.5', 'EUR')).toBe('€1,234.50')
    expect(german.money('10', 'EUR')).toBe('10,00\u00a0€')
    expect(english.money('7500', 'USD')).toBe(english.fiat('7500'))
    expect(english.money('2', 'not-a-code')).toBe('2.00 not-a-code')
  })

  it('writes percentages for the language', () => {
    expect(english.percent(0.85)).toBe('0.85%')
    expect(english.percent(0.5, 0)).toBe('0.5%')
    expect(formatsFor('tr').percent(0.85)).toBe('%0,85')
  })

  it('writes days in UTC', () => {
    const date = new Date('2025-11-20T23:30:00Z')
    expect(english.day(date)).toBe('Nov 20')
    expect(formatsFor('ja').day(date)).toBe('11月20日')
  })

  describe('month headings', () => {
    const now = new Date('2025-11-20T12:00:00Z')

    it('shows the month name alone in the current year', () => {
      expect(english.month(2025, 10, now)).toBe('November')
      expect(english.month(2025, 0, now)).toBe('January')
      expect(german.month(2025, 2, now)).toBe('März')
    })

    it('adds the year for other years', () => {
      expect(english.month(2024, 2, now)).toBe('March 2024')
      expect(english.month(2026, 11, now)).toBe('December 2026')
      expect(formatsFor('fr').month(2024, 2, now)).toBe('mars 2024')
      expect(formatsFor('ja').month(2024, 2, now)).toBe('2024年3月')
    })

    it('uses the UTC year of now', () => {
      // 23:30 on 31 Dec 2024 in UTC-1 is already 2025 in UTC.
      expect(english.month(2025, 2, new Date('2024-12-31T23:30:00-01:00'))).toBe('March')
    })

    it('handles years below 100', () => {
      expect(english.month(99, 0, now)).toBe('January 99')
    })

    it.each([-1, 12, 1.5, Number.NaN])('rejects month %d', (month) => {
      expect(() => english.month(2025, month, now)).toThrow(RangeError)
    })

    it('defaults now to the current date', () => {
      expect(english.month(new Date().getUTCFullYear(), 4)).toBe('May')
    })
  })
})
