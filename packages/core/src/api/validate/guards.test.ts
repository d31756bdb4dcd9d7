import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isArrayOf,
  isIntegerString,
  isNullable,
  isNumber,
  isNumberLike,
  isObject,
  isOptional,
  isRecordOf,
  isString,
} from './guards.js'

const isPoint = isObject<{ x: number; label?: string | undefined; tags: string[] }>({
  x: isNumber,
  label: isOptional(isString),
  tags: isArrayOf(isString),
})

describe('reply guards', () => {
  it('answer undefined for a fitting value and the first bad field otherwise', () => {
    expect(isPoint({ x: 1, tags: [], extra: true })).toBeUndefined()
    expect(isPoint({ x: 1, label: 'a', tags: ['b'] })).toBeUndefined()
    expect(isPoint(null)).toBe('the reply is not an object (got null)')
    expect(isPoint([])).toBe('the reply is not an object (got array)')
    expect(isPoint({ x: '1', tags: [] })).toBe('x is not a number (got string)')
    expect(isPoint({ x: 1, label: null, tags: [] })).toBe('label is not a string (got null)')
    expect(isPoint({ x: 1, tags: ['a', 2] })).toBe('tags[1] is not a string (got number)')
    expect(isArrayOf(isPoint)([{ x: 1, tags: [] }, { x: 1 }])).toBe(
      '[1].tags is not an array (got undefined)',
    )
    expect(isRecordOf(isPoint)({ a: { x: 1, tags: {} } })).toBe('a.tags is not an array (got object)')
    expect(isNullable(isString)(null)).toBeUndefined()
    expect(isNumber(Number.NaN)).toBe('the reply is not a number (got number)')
  })

  it('take numeric strings as numbers written out, and integer strings as BigInt takes them', () => {
    for (const ok of ['0', '12.5', '-1', '1e-7', '0.000001']) expect(isNumberLike(ok)).toBeUndefined()
    for (const bad of ['', ' ', 'lots', '1,5', 12, null, {}]) expect(isNumberLike(bad)).toBeDefined()
    for (const bad of ['1.5', '-1', '0x10', '', ' 1', 1]) expect(isIntegerString(bad)).toBeDefined()
    fc.assert(
      fc.property(fc.bigInt({ min: 0n }), (n) => {
        expect(isIntegerString(n.toString())).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(isNumberLike(String(n))).toBeUndefined()
      }),
    )
  })

  it('never throw, whatever JSON they are given', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const problem = isArrayOf(isPoint)(value)
        expect(problem === undefined || typeof problem === 'string').toBe(true)
      }),
    )
  })
})
