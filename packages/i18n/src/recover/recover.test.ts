import { expect, test } from 'vitest'
import { languages } from '../languages.js'
import { localeLanguage, recoverLocales } from './index.js'

// The recovery tool's words: every language complete, every placeholder and option name kept.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test('every language, each with every key, the same placeholders and options as English, nothing empty', () => {
  expect(Object.keys(recoverLocales).sort()).toEqual([...languages].sort())
  const keys = Object.keys(recoverLocales.en).sort() as (keyof typeof recoverLocales.en)[]
  const found: string[] = []
  for (const [language, strings] of Object.entries(recoverLocales)) {
    if (Object.keys(strings).sort().join() !== keys.join()) found.push(`${language}: keys differ`)
    for (const key of keys) {
      const value = strings[key]
      if (value.trim() === '') found.push(`${language}.${key} is empty`)
      else if (placeholders(value).join() !== placeholders(recoverLocales.en[key]).join())
        found.push(`${language}.${key} has ${placeholders(value).join()}`)
    }
    for (const option of [
      'portico-recover',
      '--password-stdin',
      '--help',
      '--version',
      '<emergency-kit.json>',
    ])
      if (!strings.recoverUsage.includes(option)) found.push(`${language}.recoverUsage lacks ${option}`)
  }
  expect(found).toEqual([])
})

test('each language other than English is translated', () => {
  const english: Record<string, string> = recoverLocales.en
  for (const language of languages.filter((tag) => tag !== 'en')) {
    const strings: Record<string, string> = recoverLocales[language]
    const same = Object.keys(english).filter((key) => strings[key] === english[key]).length
    expect(same, language).toBeLessThan(Object.keys(english).length / 4)
  }
})

test('the language comes from LC_ALL, else LC_MESSAGES, else LANG, through the one matcher', () => {
  expect(localeLanguage({ LANG: 'de_DE.UTF-8' })).toBe('de')
  expect(localeLanguage({ LC_ALL: 'fr_CA.UTF-8', LANG: 'de_DE.UTF-8' })).toBe('fr')
  expect(localeLanguage({ LC_ALL: '', LC_MESSAGES: 'ja_JP.eucJP', LANG: 'de_DE' })).toBe('ja')
  expect(localeLanguage({ LANG: 'pt_PT.UTF-8' })).toBe('pt-BR')
  expect(localeLanguage({ LANG: 'zh_TW.UTF-8' })).toBe('zh-TW')
  expect(localeLanguage({ LANG: 'zh_CN.GB18030' })).toBe('zh-CN')
  expect(localeLanguage({ LANG: 'sr_RS@latin' })).toBe('en')
  expect(localeLanguage({ LANG: 'C.UTF-8' })).toBe('en')
  expect(localeLanguage({ LC_ALL: 'POSIX' })).toBe('en')
  expect(localeLanguage({})).toBe('en')
})
