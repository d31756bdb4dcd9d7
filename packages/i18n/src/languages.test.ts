import { describe, expect, it } from 'vitest'
import { acceptedLanguages } from './acceptLanguage.js'
import { format } from './format.js'
import { languages, matchLanguage, textDirection } from './languages.js'

describe('matchLanguage', () => {
  it.each([
    [['ja'], 'ja'],
    [['ja-JP'], 'ja'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hans'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh-HK'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['iw'], 'he'],
    [['in'], 'id'],
    [['en-GB'], 'en'],
    [['ar-EG'], 'ar'],
    [['fr-CA'], 'fr'],
    [['xx', 'sv', 'de-AT'], 'de'],
    [['klingon', 'de-AT', 'fr'], 'de'],
    [['not a tag', 'fr'], 'fr'],
    [[null, undefined, '', 'ko'], 'ko'],
    [['sv'], 'en'],
    [['xx-nope'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (wanted, expected) => {
    expect(matchLanguage(wanted)).toBe(expected)
  })

  it('matches every supported tag to itself', () => {
    expect(languages).toHaveLength(21)
    for (const language of languages) expect(matchLanguage([language])).toBe(language)
  })

  it('writes Arabic and Hebrew right to left', () => {
    expect(languages.filter((language) => textDirection(language) === 'rtl')).toEqual(['ar', 'he'])
  })

  it('takes an Accept-Language header through acceptedLanguages', () => {
    expect(matchLanguage(acceptedLanguages('sv-SE, ja;q=0.8, de;q=0.9'))).toBe('de')
  })
})

describe('acceptedLanguages', () => {
  it('orders by quality, then as written; * and q=0 dropped', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, ja;q=0')).toEqual([
      'fr-CH',
      'de',
      'fr',
      'en',
    ])
    expect(acceptedLanguages(undefined)).toEqual([])
    expect(acceptedLanguages(null)).toEqual([])
    expect(acceptedLanguages(',;q=1,')).toEqual([])
  })

  it('reads at most 16 tags', () => {
    const header = Array.from({ length: 40 }, (_, i) => `x${i}`).join(',')
    expect(acceptedLanguages(header)).toHaveLength(16)
  })
})

describe('format', () => {
  it('fills named placeholders and keeps unknown ones', () => {
    expect(format('{a} and {b} and {a}', { a: 1 })).toBe('1 and {b} and 1')
    expect(format('Continue in {name}', { name: 'MetaMask' })).toBe('Continue in MetaMask')
  })

  it('reads only the values given, not what every object inherits', () => {
    expect(format('{constructor} {toString}', {})).toBe('{constructor} {toString}')
  })
})
