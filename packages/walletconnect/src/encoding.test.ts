import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  base58ToBytes,
  base64ToBytes,
  bytesToBase58,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  hexToBytes,
} from './encoding.js'

describe('encodings', () => {
  test('hex, base64, base64url and base58 round-trip any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes)
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes)
        expect(base64ToBytes(bytesToBase64Url(bytes))).toEqual(bytes)
        expect(base58ToBytes(bytesToBase58(bytes))).toEqual(bytes)
      }),
    )
  })

  test('agree with Node’s Buffer encodings', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(bytesToHex(bytes)).toBe(Buffer.from(bytes).toString('hex'))
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
        expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'))
      }),
    )
  })

  test('base58 keeps leading zero bytes as 1s (Bitcoin alphabet)', () => {
    expect(bytesToBase58(Uint8Array.of(0, 0, 1))).toBe('112')
    expect(bytesToBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
  })

  test('malformed input is rejected', () => {
    expect(() => hexToBytes('abc')).toThrow()
    expect(() => hexToBytes('zz')).toThrow()
    expect(() => base64ToBytes('a$b=')).toThrow()
    expect(() => base64ToBytes('abcde')).toThrow()
    expect(() => base58ToBytes('0OIl')).toThrow()
  })
})
