import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidPairingUriError } from './errors.js'
import { formatPairingUri, type PairingUri, parsePairingUri } from './pairingUri.js'
import { referenceUtils } from './test/reference.js'

const hex32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))

describe('pairing URI', () => {
  test('parses the example URI of the pairing URI format', () => {
    const uri =
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&methods=[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]&relay-protocol=irn&expiryTimestamp=1705667684'
    expect(parsePairingUri(uri)).toEqual({
      topic: '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9',
      version: 2,
      symKey: '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303',
      relay: { protocol: 'irn' },
      expiryTimestamp: 1705667684,
      methods: ['wc_sessionPropose', 'wc_authRequest', 'wc_authBatchRequest'],
    })
  })

  test('formats wc:{topic}@2?relay-protocol=irn&symKey=…&expiryTimestamp=…', () => {
    const topic = 'a'.repeat(64)
    const symKey = 'b'.repeat(64)
    expect(
      formatPairingUri({
        topic,
        version: 2,
        symKey,
        relay: { protocol: 'irn' },
        expiryTimestamp: 1700000300,
      }),
    ).toBe(`wc:${topic}@2?relay-protocol=irn&symKey=${symKey}&expiryTimestamp=1700000300`)
  })

  test('format then parse is the identity, and the reference parser reads the same fields', () => {
    const reference = referenceUtils()
    fc.assert(
      fc.property(
        hex32,
        hex32,
        fc.option(fc.integer({ min: 0, max: 2 ** 40 }), { nil: undefined }),
        fc.option(fc.array(fc.stringMatching(/^wc_[A-Za-z]{1,12}$/), { minLength: 1, maxLength: 3 }), {
          nil: undefined,
        }),
        (topic, symKey, expiryTimestamp, methods) => {
          const uri: PairingUri = { topic, version: 2, symKey, relay: { protocol: 'irn' } }
          if (expiryTimestamp !== undefined) uri.expiryTimestamp = expiryTimestamp
          if (methods !== undefined) uri.methods = methods
          const text = formatPairingUri(uri)
          expect(parsePairingUri(text)).toEqual(uri)
          const parsed = reference.parseUri(text)
          expect([
            parsed.topic,
            parsed.symKey,
            parsed.version,
            parsed.relay.protocol,
            parsed.expiryTimestamp,
            (parsed as { methods?: string[] }).methods,
          ]).toEqual([topic, symKey, 2, 'irn', expiryTimestamp, methods])
        },
      ),
    )
  })

  test('reads a plain methods list, as the reference implementation writes it', () => {
    const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&methods=wc_sessionAuthenticate`
    expect(parsePairingUri(uri).methods).toEqual(['wc_sessionAuthenticate'])
    expect(formatPairingUri(parsePairingUri(uri))).toBe(uri)
  })

  test.each([
    ['another scheme', `wx:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`],
    ['version 1', `wc:${'a'.repeat(64)}@1?relay-protocol=irn&symKey=${'b'.repeat(64)}`],
    ['no version', `wc:${'a'.repeat(64)}?relay-protocol=irn&symKey=${'b'.repeat(64)}`],
    ['a short topic', `wc:abcd@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`],
    ['no symKey', `wc:${'a'.repeat(64)}@2?relay-protocol=irn`],
    ['a short symKey', `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=abcd`],
    ['a non-hex symKey', `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'g'.repeat(64)}`],
    ['no relay protocol', `wc:${'a'.repeat(64)}@2?symKey=${'b'.repeat(64)}`],
    [
      'a bad expiry',
      `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=soon`,
    ],
    [
      'a repeated key',
      `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&symKey=${'c'.repeat(64)}`,
    ],
    ['bad methods', `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&methods=wc session`],
    ['no parameters', `wc:${'a'.repeat(64)}@2`],
    ['a bare parameter', `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&oops`],
  ])('rejects a URI with %s', (_, uri) => {
    expect(() => parsePairingUri(uri)).toThrow(InvalidPairingUriError)
  })

  test('never throws anything but InvalidPairingUriError on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((tail) => `wc:${'a'.repeat(64)}@2?${tail}`),
        ),
        (text) => {
          try {
            parsePairingUri(text)
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidPairingUriError)
          }
        },
      ),
    )
  })
})
