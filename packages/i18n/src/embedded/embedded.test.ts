import { expect, test } from 'vitest'
import { languages } from '../languages.js'
import { embeddedEn } from './en.js'
import { embeddedDirection, embeddedLanguage, embeddedStrings, fillEmbedded } from './index.js'

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort()

test('every language has every key of en.ts with the same {placeholders}, and no other key', () => {
  const found: string[] = []
  for (const language of languages) {
    const strings: Record<string, unknown> = { ...embeddedStrings(language) }
    for (const [key, english] of Object.entries(embeddedEn)) {
      const text = strings[key]
      if (typeof text !== 'string' || text.trim() === '') found.push(`${language}: missing ${key}`)
      else if (placeholders(text).join() !== placeholders(english).join())
        found.push(`${language}: ${key} has ${placeholders(text).join()} for ${placeholders(english).join()}`)
    }
    for (const key of Object.keys(strings))
      if (!(key in embeddedEn)) found.push(`${language}: unknown ${key}`)
  }
  expect(found).toEqual([])
})

test('each language other than English is translated (most strings differ from English)', () => {
  for (const language of languages.filter((tag) => tag !== 'en')) {
    const strings: Record<string, string> = embeddedStrings(language)
    const same = Object.entries(embeddedEn).filter(([key, text]) => strings[key] === text).length
    expect(same, language).toBeLessThan(Object.keys(embeddedEn).length / 4)
  }
})

test('a tag finds its closest language, an unknown one English; Arabic and Hebrew read right to left', () => {
  expect(embeddedLanguage('pt')).toBe('pt-BR')
  expect(embeddedLanguage('zh-Hant')).toBe('zh-TW')
  expect(embeddedLanguage('de-AT')).toBe('de')
  expect(embeddedLanguage('xx')).toBe('en')
  expect(embeddedLanguage(undefined)).toBe('en')
  expect(embeddedStrings('fr').approve).toBe('Approuver')
  expect(embeddedDirection('ar')).toBe('rtl')
  expect(embeddedDirection('he-IL')).toBe('rtl')
  expect(embeddedDirection('ja')).toBe('ltr')
})

test('fillEmbedded fills named placeholders and leaves unknown ones', () => {
  expect(fillEmbedded(embeddedEn.requestFrom, { origin: 'https://app.example' })).toBe(
    'Request from https://app.example',
  )
  expect(fillEmbedded('{a} {b}', { a: 1 })).toBe('1 {b}')
})
