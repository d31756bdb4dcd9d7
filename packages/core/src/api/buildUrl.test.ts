import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildUrl, pathSegment, type QueryValue, toSearchParams } from './buildUrl.js'

const queryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  fc.string(),
  fc.constant(''),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
// Keys that are own, plain properties (no __proto__ surprises).
const key = fc.string({ minLength: 1 }).filter((k) => k !== '__proto__')
const params = fc.dictionary(key, queryValue)

const isEmpty = (value: QueryValue) => value === undefined || value === null || value === ''

describe('toSearchParams', () => {
  it('skips empty values and round-trips the rest through URLSearchParams', () => {
    fc.assert(
      fc.property(params, (input) => {
        const parsed = new URLSearchParams(toSearchParams(input).toString())
        const expected = Object.entries(input)
          .filter(([, value]) => !isEmpty(value))
          .map(([k, value]) => [k, String(value)])
        expect([...parsed]).toEqual(expected)
      }),
    )
  })

  it('survives buildUrl with the same pairs', () => {
    fc.assert(
      fc.property(params, (input) => {
        const url = new URL(buildUrl('http://127.0.0.1:1/base/', '/v1/x', input))
        expect(url.pathname).toBe('/base/v1/x')
        expect([...url.searchParams]).toEqual([...toSearchParams(input)])
      }),
    )
  })
})

describe('buildUrl', () => {
  it('joins with one slash and keeps a query already in the path', () => {
    expect(buildUrl('https://api.test', 'v1/supported-chains')).toBe('https://api.test/v1/supported-chains')
    expect(buildUrl('https://api.test/', '/v1/?chainId=1', { projectId: 'p', empty: '' })).toBe(
      'https://api.test/v1/?chainId=1&projectId=p',
    )
  })

  it('encodes path segments but keeps CAIP colons', () => {
    expect(pathSegment('eip155:1:0xab')).toBe('eip155:1:0xab')
    expect(pathSegment('../a b')).toBe('..%2Fa%20b')
  })
})
