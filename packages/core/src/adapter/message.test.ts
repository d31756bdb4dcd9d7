import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidMessageError } from '../errors/adapter.js'
import { messageBytes } from './message.js'

describe('messageBytes', () => {
  test('text is its UTF-8 bytes; raw hex and raw bytes are themselves', () => {
    expect([...messageBytes('hé')]).toEqual([0x68, 0xc3, 0xa9])
    expect([...messageBytes({ raw: '0x00ff10' })]).toEqual([0, 255, 16])
    expect([...messageBytes({ raw: '0x' })]).toEqual([])
    const bytes = new Uint8Array([1, 2, 3])
    expect(messageBytes({ raw: bytes })).toBe(bytes)
  })

  test('raw hex round-trips for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const hex = `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}` as const
        expect([...messageBytes({ raw: hex })]).toEqual([...bytes])
      }),
    )
  })

  test('raw that is not whole-byte hex is refused', () => {
    for (const raw of ['0x0', '0xzz', 'ff', '0x 1'])
      expect(() => messageBytes({ raw: raw as `0x${string}` })).toThrow(InvalidMessageError)
  })
})
