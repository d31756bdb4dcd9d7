import { describe, expect, test } from 'vitest'
import { originAllowed, parseOrigin } from './originAllowed.js'
import { createMemoryRateLimit } from './rateLimit.js'

describe('in-memory rate limit', () => {
  test('counts per key within a window, says when to come back, starts again after it', async () => {
    let time = 1_000_000
    const limit = createMemoryRateLimit({ limit: 2, windowMs: 10_000, maxKeys: 100, now: () => time })
    expect(await limit.take('a')).toEqual({ ok: true })
    expect(await limit.take('a')).toEqual({ ok: true })
    expect(await limit.take('b')).toEqual({ ok: true })
    time += 2_500
    expect(await limit.take('a')).toEqual({ ok: false, retryAfter: 8 })
    time += 7_500
    expect(await limit.take('a')).toEqual({ ok: true })
  })

  test('holds at most maxKeys keys, dropping the oldest; ended windows go as time passes', async () => {
    let time = 0
    const limit = createMemoryRateLimit({ limit: 1, windowMs: 1_000, maxKeys: 50, now: () => time })
    for (let i = 0; i < 1_000; i++) await limit.take(`key-${i}`)
    expect(limit.size).toBe(50)
    time += 1_000
    await limit.take('late')
    expect(limit.size).toBe(1)
  })
})

describe('origins', () => {
  test('patterns: * for a port or a subdomain, never across a /', () => {
    expect(originAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true)
    expect(originAllowed('http://localhost', ['http://localhost:*'])).toBe(false)
    expect(originAllowed('https://a.shop.example', ['https://*.shop.example'])).toBe(true)
    expect(originAllowed('https://evil.example/x.shop.example', ['https://*.shop.example'])).toBe(false)
    expect(originAllowed('http://localhost.evil.example:1', ['http://localhost:*'])).toBe(false)
    expect(originAllowed('https://anything.example', ['*'])).toBe(true)
  })

  test('an origin is scheme://host[:port] and nothing more', () => {
    expect(parseOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    expect(parseOrigin('http://localhost:5173/')).toBeUndefined()
    expect(parseOrigin('HTTP://LOCALHOST:5173')).toBeUndefined()
    expect(parseOrigin('null')).toBeUndefined()
    expect(parseOrigin('file:///etc/passwd')).toBeUndefined()
  })
})
