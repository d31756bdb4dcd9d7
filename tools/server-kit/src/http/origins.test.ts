import { describe, expect, test } from 'vitest'
import { originAllowed, parseOrigin } from './origins.js'

describe('origins', () => {
  test('patterns: * for a port or a subdomain, never across a /', () => {
    expect(originAllowed('http://localhost:5173', ['http://localhost:*'])).toBe(true)
    expect(originAllowed('http://localhost', ['http://localhost:*'])).toBe(false)
    expect(originAllowed('https://a.shop.example', ['https://*.shop.example'])).toBe(true)
    expect(originAllowed('https://evil.example/x.shop.example', ['https://*.shop.example'])).toBe(false)
    expect(originAllowed('http://localhost.evil.example:1', ['http://localhost:*'])).toBe(false)
    expect(originAllowed('https://anything.example', ['*'])).toBe(true)
    expect(originAllowed('https://shopXexample', ['https://shop.example'])).toBe(false)
    expect(originAllowed('https://shop.example', [])).toBe(false)
  })

  test('an origin is scheme://host[:port] and nothing more', () => {
    expect(parseOrigin('http://localhost:5173')).toBe('http://localhost:5173')
    expect(parseOrigin('http://localhost:5173/')).toBeUndefined()
    expect(parseOrigin('HTTP://LOCALHOST:5173')).toBeUndefined()
    expect(parseOrigin('null')).toBeUndefined()
    expect(parseOrigin('file:///etc/passwd')).toBeUndefined()
  })
})
