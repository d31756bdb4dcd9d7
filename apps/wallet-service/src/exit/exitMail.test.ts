import { describe, expect, test } from 'vitest'
import { composeMail } from '../mail/compose.js'
import { type MailLanguage, mailLocales } from '../mail/strings.js'
import { exitPage } from './exitPage.js'

// The exit mail and its page in every language: the link, the new service's origin and the address in each,
// nothing left unfilled, and no text able to break out of the page's HTML.

const languages = Object.keys(mailLocales) as MailLanguage[]
const to = 'https://wallet.new.example'
const link = 'https://wallet.old.example/exit/approve?token=AbC-_x'

describe('the exit mail and page', () => {
  test('every language names the new service and carries the link', () => {
    for (const language of languages) {
      const mail = composeMail(
        'a@example.com',
        { kind: 'exit', link, email: 'a@example.com', to, hours: 72 },
        language,
      )
      expect(mail.subject, language).not.toBe('')
      expect(mail.text, language).toContain(link)
      expect(mail.text, language).toContain(to)
      expect(mail.text, language).toContain('a@example.com')
      expect(mail.text, language).toContain('72')
      expect(mail.text, language).not.toMatch(/\{\w+\}/)
    }
  })

  test('every page in every language is filled and escaped', () => {
    const ask = { kind: 'ask', token: 'T'.repeat(43), email: '<b>@example.com', to } as const
    const pages = [
      ask,
      { kind: 'approved', to } as const,
      { kind: 'declined' } as const,
      { kind: 'invalid' } as const,
    ]
    for (const language of languages)
      for (const page of pages) {
        const html = exitPage(page, language)
        expect(html, `${language} ${page.kind}`).not.toMatch(/\{\w+\}/)
        expect(html).not.toContain('<b>@')
        if (page.kind !== 'declined' && page.kind !== 'invalid') expect(html).toContain(to)
      }
    expect(exitPage(ask, 'ar')).toContain('dir="rtl"')
  })
})
