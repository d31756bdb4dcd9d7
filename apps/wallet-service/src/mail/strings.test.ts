import { describe, expect, test } from 'vitest'
import { composeMail } from './compose.js'
import { extractCode, extractLink } from './extract.js'
import { mailLocales, mailStrings, matchMailLanguage } from './strings.js'

// The mails in every language: codes and links findable in each, the language picked from the user's locale.
// (Each language's completeness and placeholders are tested with the strings, in @portico/i18n.)

describe('mail strings', () => {
  test('every mail in every language carries its code or link where a test (and a person) finds it', () => {
    for (const language of Object.keys(mailLocales)) {
      const code = '482915'
      for (const kind of ['login', 'email-update-secondary', 'export', 'kit'] as const) {
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
    expect(mailStrings('ar').language).toBe('ar')
  })
})
