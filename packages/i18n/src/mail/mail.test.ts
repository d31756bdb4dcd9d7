import { expect, test } from 'vitest'
import { languages } from '../languages.js'
import { mailLocales } from './index.js'

// The mails' and the device page's words: every language complete, every placeholder kept.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test('every language of the kit, each with every key, the same placeholders as English, nothing empty', () => {
  expect(Object.keys(mailLocales).sort()).toEqual([...languages].sort())
  const keys = Object.keys(mailLocales.en).sort() as (keyof typeof mailLocales.en)[]
  expect(keys.every((key) => key.startsWith('mail'))).toBe(true)
  const found: string[] = []
  for (const [language, strings] of Object.entries(mailLocales)) {
    const given = Object.keys(strings).sort()
    if (given.join() !== keys.join()) found.push(`${language}: keys ${given.join()}`)
    for (const key of keys) {
      const value = strings[key]
      if (value.trim() === '') found.push(`${language}.${key} is empty`)
      else if (placeholders(value).join() !== placeholders(mailLocales.en[key]).join())
        found.push(`${language}.${key} has ${placeholders(value).join()}`)
    }
  }
  expect(found).toEqual([])
})

test('each language other than English is translated (most strings differ from English)', () => {
  const english: Record<string, string> = mailLocales.en
  for (const language of languages.filter((tag) => tag !== 'en')) {
    const strings: Record<string, string> = mailLocales[language]
    const same = Object.keys(english).filter((key) => strings[key] === english[key]).length
    expect(same, language).toBeLessThan(Object.keys(english).length / 4)
  }
})
