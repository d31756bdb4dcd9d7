import { expect, test } from 'vitest'
import { tamper } from './tamper.js'

test('changes exactly one character, the middle one unless told, even when it is already the replacement', () => {
  expect(tamper('xxAxx')).toBe('xxBxx')
  expect(tamper('xxBxx')).toBe('xxAxx')
  expect(tamper('abcdefAA', 6)).toBe('abcdefBA')
  for (const text of ['AAAA', 'QUJD', 'zz-_']) {
    const changed = tamper(text)
    expect(changed).not.toBe(text)
    expect([...changed].filter((char, i) => char !== text[i])).toHaveLength(1)
  }
  expect(() => tamper('ab', 5)).toThrow(RangeError)
})
