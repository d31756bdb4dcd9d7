import { expect, test } from 'vitest'
import { languages } from '../languages.js'
import { en } from './en.js'

const english: Record<string, unknown> = { ...en }

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort()

/** What a translation lacks or has too many of, one line each. */
function problems(language: string, strings: Record<string, unknown>): string[] {
  const found: string[] = []
  for (const key of Object.keys(english)) {
    const text = strings[key]
    if (typeof text !== 'string' || text.trim() === '') {
      found.push(`${language}: missing ${key}`)
      continue
    }
    const wanted = placeholders(english[key] as string)
    const given = placeholders(text)
    const missing = wanted.filter((name) => !given.includes(name))
    const extra = given.filter((name) => !wanted.includes(name))
    if (missing.length) found.push(`${language}: ${key} lacks ${missing.join(' ')}`)
    if (extra.length) found.push(`${language}: ${key} has unknown ${extra.join(' ')}`)
  }
  for (const key of Object.keys(strings)) {
    if (!(key in english)) found.push(`${language}: unknown key ${key}`)
  }
  return found
}

test('every language translates every string of en.ts, with the same {placeholders}, and no other key', async () => {
  const found: string[] = []
  for (const language of languages.filter((tag) => tag !== 'en')) {
    const { default: strings } = (await import(`./locales/${language}.ts`)) as {
      default: Record<string, unknown>
    }
    found.push(...problems(language, strings))
  }
  expect(found).toEqual([])
})

test('the check names what is missing, unknown or extra', () => {
  const { connectTitle: _, ...rest } = english
  const broken = { ...rest, continueIn: 'Weiter in {wallet}', typo: 'x' } as Record<string, unknown>
  expect(problems('xx', broken)).toEqual([
    'xx: missing connectTitle',
    'xx: continueIn lacks {name}',
    'xx: continueIn has unknown {wallet}',
    'xx: unknown key typo',
  ])
})
