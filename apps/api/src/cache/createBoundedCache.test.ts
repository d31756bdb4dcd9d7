import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createBoundedCache } from './createBoundedCache.js'

describe('createBoundedCache', () => {
  test('serves an entry until its TTL has passed, then forgets it', () => {
    let time = 0
    const cache = createBoundedCache<string>({
      maxEntries: 10,
      maxBytes: 1_000,
      ttlMs: 30_000,
      now: () => time,
    })
    cache.set('a', 'one')
    time = 29_999
    expect(cache.get('a')).toBe('one')
    time = 30_000
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  test('setting again restarts the TTL', () => {
    let time = 0
    const cache = createBoundedCache<number>({ maxEntries: 10, maxBytes: 1_000, ttlMs: 100, now: () => time })
    cache.set('a', 1)
    time = 90
    cache.set('a', 2)
    time = 150
    expect(cache.get('a')).toBe(2)
  })

  test('past the bound the least recently used entry goes', () => {
    const cache = createBoundedCache<number>({ maxEntries: 2, maxBytes: 1_000, ttlMs: 1_000 })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1) // a is now the most recently used
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.get('c')).toBe(3)
  })

  test('never holds more than maxEntries, whatever the keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(fc.string({ maxLength: 3 })), (max, keys) => {
        const cache = createBoundedCache<string>({ maxEntries: max, maxBytes: 1_000_000, ttlMs: 1_000 })
        for (const key of keys) cache.set(key, key)
        expect(cache.size).toBe(Math.min(max, new Set(keys).size))
        const last = keys.at(-1)
        if (last !== undefined) expect(cache.get(last)).toBe(last)
      }),
    )
  })

  test('past the byte bound the least recently used entries go; an entry bigger than the bound is not kept', () => {
    // Each entry: its key (1) and its JSON (12 for a 10-character string) = 13 bytes.
    const cache = createBoundedCache<string>({ maxEntries: 100, maxBytes: 40, ttlMs: 1_000 })
    for (const key of ['a', 'b', 'c']) cache.set(key, key.repeat(10))
    expect(cache.bytes).toBe(39)
    cache.set('d', 'dddddddddd')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(3)
    cache.set('e', 'e'.repeat(100))
    expect(cache.get('e')).toBeUndefined()
    expect(cache.get('d')).toBe('dddddddddd')
  })

  test('never holds more than maxBytes, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.jsonValue())),
        (max, sets) => {
          const cache = createBoundedCache<unknown>({ maxEntries: 1_000, maxBytes: max, ttlMs: 1_000 })
          for (const [key, value] of sets) {
            cache.set(key, value)
            expect(cache.bytes).toBeLessThanOrEqual(max)
          }
        },
      ),
    )
  })

  test('refuses a bound that is not a positive integer', () => {
    expect(() => createBoundedCache({ maxEntries: 0, maxBytes: 1, ttlMs: 1 })).toThrow(RangeError)
    expect(() => createBoundedCache({ maxEntries: 1, maxBytes: 0, ttlMs: 1 })).toThrow(RangeError)
  })
})
