import { describe, expect, test } from 'vitest'
import { checkSiwxDomain } from './checkSiwxDomain.js'

describe('checkSiwxDomain', () => {
  const allowedOrigins = ['https://app.example.com', 'http://localhost:*']
  const check = (domain: string, uri: string, requestOrigin?: string, scheme?: string) =>
    checkSiwxDomain({ scheme, domain, uri, allowedOrigins, requestOrigin })

  test("the domain and URI must be the project's, and the requesting page's", () => {
    expect(check('app.example.com', 'https://app.example.com/', 'https://app.example.com')).toBeUndefined()
    expect(check('localhost:5173', 'http://localhost:5173/x')).toBeUndefined()
    expect(check('app.example.com', 'https://app.example.com', undefined, 'https')).toBeUndefined()
    expect(check('evil.example', 'https://evil.example/')).toMatch(/not one of the project's allowed origins/)
    expect(check('app.example.com', 'https://evil.example/')).toMatch(/not on the domain/)
    expect(check('app.example.com', 'http://app.example.com/')).toMatch(/not on an allowed origin/)
    expect(check('app.example.com', 'https://app.example.com', undefined, 'http')).toMatch(/allowed origins/)
    expect(check('localhost:3000', 'http://localhost:3000/', 'http://localhost:5173')).toMatch(
      /requesting page/,
    )
    expect(check('app.example.com', 'not a url')).toMatch(/not a URL/)
  })
})
