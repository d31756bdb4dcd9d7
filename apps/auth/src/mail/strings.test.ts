import { describe, expect, test } from 'vitest'
import { composeMail } from './compose.js'
import { extractCode, extractLink } from './extract.js'
import {
  acceptedLanguages,
  fillPlaceholders,
  mailLocales,
  mailStrings,
  matchMailLanguage,
} from './strings.js'

// The mail and page words: every language complete, every placeholder kept, codes and links findable in each.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('mail strings', () => {
  test('the 21 languages of the kit, each with every key, the same placeholders as English, nothing empty', () => {
    expect(Object.keys(mailLocales)).toHaveLength(21)
    const keys = Object.keys(mailLocales.en).sort()
    expect(keys.every((key) => key.startsWith('mail'))).toBe(true)
    for (const [language, strings] of Object.entries(mailLocales)) {
      expect(Object.keys(strings).sort(), language).toEqual(keys)
      for (const key of keys) {
        const value = strings[key as keyof typeof strings]
        expect(value.trim(), `${language}.${key}`).not.toBe('')
        expect(placeholders(value), `${language}.${key}`).toEqual(
          placeholders(mailLocales.en[key as keyof typeof strings]),
        )
      }
    }
  })

  test('every mail in every language carries its code or link where a test (and a person) finds it', () => {
    for (const language of Object.keys(mailLocales)) {
      const code = '482915'
      for (const kind of ['login', 'email-update-secondary', 'export'] as const) {
        const mail = composeMail('a@example.com', { kind, code }, language)
        expect(extractCode(mail.text), `${language} ${kind}`).toBe(code)
        expect(mail.text).toContain('10')
      }
      const primary = composeMail(
        'a@example.com',
        { kind: 'email-update-primary', code, newEmail: 'b7654321@example.com' },
        language,
      )
      expect(extractCode(primary.text), language).toBe(code)
      const link = 'https://wallet.example/device/approve?token=AbC-_x'
      const device = composeMail('a@example.com', { kind: 'device', link, email: 'a@example.com' }, language)
      expect(extractLink(device.text), language).toBe(link)
      expect(device.text).not.toMatch(/\{\w+\}/)
    }
  })

  test('a locale picks its language; English when none fits', () => {
    expect(mailStrings('fr-CA').language).toBe('fr')
    expect(mailStrings('pt').language).toBe('pt-BR')
    expect(mailStrings('zh-HK').language).toBe('zh-TW')
    expect(mailStrings('zh').language).toBe('zh-CN')
    expect(mailStrings('iw').language).toBe('he')
    expect(mailStrings('xx-nope').language).toBe('en')
    expect(mailStrings('not a tag!').language).toBe('en')
    expect(mailStrings(undefined).mailLoginSubject).toBe('Your sign-in code')
    expect(matchMailLanguage(['klingon', 'de-AT', 'fr'])).toBe('de')
  })

  test('Accept-Language: by quality, then order; * and q=0 dropped', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, ja;q=0')).toEqual([
      'fr-CH',
      'de',
      'fr',
      'en',
    ])
    expect(acceptedLanguages(undefined)).toEqual([])
    expect(acceptedLanguages(',;q=1,')).toEqual([])
  })

  test('placeholders: named, unknown ones kept', () => {
    expect(fillPlaceholders('{a} and {b} and {a}', { a: 1 })).toBe('1 and {b} and 1')
    expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}')
  })
})
