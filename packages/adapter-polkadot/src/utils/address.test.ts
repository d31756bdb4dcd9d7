import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidAddressError } from '../errors/address.js'
import { toAccountId, toChainAddress, toRecipient } from './address.js'
import { toHex } from './hex.js'

// The adapter's SS58 (core's encoder) gives what @polkadot/util-crypto gives, so the synchronous checks can run
// without loading that library.

const accountId = fc.uint8Array({ minLength: 32, maxLength: 32 })
/** Every prefix SS58 can carry (0–16383 less the reserved 46 and 47). */
const prefix = fc.integer({ min: 0, max: 16383 }).filter((p) => p !== 46 && p !== 47)

/** @polkadot/util-crypto's reading: the 32-byte account id, or undefined where it throws or is not 32 bytes. */
function reference(address: string): Uint8Array | undefined {
  try {
    const id = decodeAddress(address)
    return id.length === 32 ? id : undefined
  } catch {
    return undefined
  }
}

/** Ours, the same way. */
function ours(address: string): Uint8Array | undefined {
  try {
    return toAccountId(address)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAddressError)
    return undefined
  }
}

describe('SS58 without @polkadot/util-crypto', () => {
  test('encodes every account id with every prefix as util-crypto does, and reads it back', () => {
    fc.assert(
      fc.property(accountId, prefix, (id, format) => {
        const address = encodeAddress(id, format)
        expect(toChainAddress(toHex(id), format)).toBe(address)
        expect(toAccountId(address)).toEqual(id)
        expect(toChainAddress(address, 2)).toBe(encodeAddress(id, 2))
      }),
    )
  })

  test('accepts and refuses what util-crypto does: altered characters, truncation, other lengths, hex', () => {
    const mutated = fc
      .tuple(
        accountId,
        prefix,
        fc.nat(),
        fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl'),
      )
      .map(([id, format, at, character]) => {
        const address = encodeAddress(id, format)
        const i = at % address.length
        return `${address.slice(0, i)}${character}${address.slice(i + 1)}`
      })
    const truncated = fc
      .tuple(accountId, prefix, fc.nat())
      .map(([id, format, cut]) => encodeAddress(id, format).slice(0, -1 - (cut % 5)))
    const otherLengths = fc
      .tuple(fc.constantFrom(1, 2, 4, 8, 33), prefix, fc.nat())
      .map(([length, format, seed]) =>
        encodeAddress(
          Uint8Array.from({ length }, (_, i) => (seed + i * 31) % 256),
          format,
        ),
      )
    const hex = fc.uint8Array({ minLength: 0, maxLength: 40 }).map((bytes) => toHex(bytes))
    fc.assert(
      fc.property(fc.oneof(mutated, truncated, otherLengths, hex, fc.string()), (address) => {
        expect(ours(address)).toEqual(reference(address))
      }),
    )
  })

  test('a recipient: this network prefix or the generic 42, re-encoded; another network refused', () => {
    const id = Uint8Array.from({ length: 32 }, (_, i) => i)
    expect(toRecipient(encodeAddress(id, 42), 2)).toBe(encodeAddress(id, 2))
    expect(toRecipient(encodeAddress(id, 2), 2)).toBe(encodeAddress(id, 2))
    expect(toRecipient(toHex(id), 0)).toBe(encodeAddress(id, 0))
    expect(() => toRecipient(encodeAddress(id, 0), 2)).toThrow(InvalidAddressError)
  })
})
