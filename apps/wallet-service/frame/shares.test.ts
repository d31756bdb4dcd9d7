import fc from 'fast-check'
import { combine } from 'shamir-secret-sharing'
import { describe, expect, test } from 'vitest'
import { equalBytes } from './bytes.js'
import {
  DEFAULT_SCRYPT,
  decryptRecoveryShare,
  encryptRecoveryShare,
  InvalidBlobError,
  WrongPasswordError,
} from './recovery.js'
import { combineShares, ShareMismatchError, splitSecret } from './shares.js'

const secret = fc.uint8Array({ minLength: 32, maxLength: 32 })
const pair = fc.constantFrom([0, 1], [0, 2], [1, 2], [1, 0], [2, 0], [2, 1]) as fc.Arbitrary<[number, number]>
const fast = { scrypt: { N: 2 ** 4, r: 8, p: 1 } }

describe('2-of-3 shares', () => {
  test('any two shares of a split rebuild the secret', async () => {
    await fc.assert(
      fc.asyncProperty(secret, pair, async (entropy, [i, j]) => {
        const { shares } = await splitSecret(entropy)
        expect(await combineShares(shares[i]!, shares[j]!)).toEqual(entropy)
      }),
      { numRuns: 50 },
    )
  })

  test('each split has its own id, and shares of different splits are refused', async () => {
    await fc.assert(
      fc.asyncProperty(secret, pair, async (entropy, [i, j]) => {
        const a = await splitSecret(entropy)
        const b = await splitSecret(entropy)
        expect(a.splitId).not.toBe(b.splitId)
        await expect(combineShares(a.shares[i]!, b.shares[j]!)).rejects.toThrow(ShareMismatchError)
      }),
      { numRuns: 25 },
    )
  })

  test('even with the ids ignored, shares of different splits of the same secret do not rebuild it', async () => {
    await fc.assert(
      fc.asyncProperty(secret, pair, async (entropy, [i, j]) => {
        const a = await splitSecret(entropy)
        const b = await splitSecret(entropy)
        const mixed = await combine([a.shares[i]!.bytes, b.shares[j]!.bytes]).catch(() => undefined)
        expect(mixed && equalBytes(mixed, entropy)).toBeFalsy()
      }),
      { numRuns: 50 },
    )
  })

  test('one share alone is useless: it cannot be combined and does not contain the secret', async () => {
    await fc.assert(
      fc.asyncProperty(secret, secret, fc.integer({ min: 0, max: 2 }), async (entropy, other, i) => {
        const { shares } = await splitSecret(entropy)
        const share = shares[i]!.bytes
        await expect(combine([share])).rejects.toThrow()
        await expect(combine([share, share])).rejects.toThrow()
        expect(equalBytes(share.slice(0, 32), entropy)).toBe(false)
        // Shares of any two secrets have the same shape (the secret's length and a random x coordinate).
        const { shares: others } = await splitSecret(other)
        expect(others[i]!.bytes.length).toBe(share.length)
        expect(share.length).toBe(entropy.length + 1)
      }),
      { numRuns: 25 },
    )
  })
})

describe('recovery blob', () => {
  test('the right password opens it; any other password fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 33, maxLength: 33 }),
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.string({ minLength: 8, maxLength: 40 }),
        async (share, password, wrong) => {
          fc.pre(password.normalize('NFKC') !== wrong.normalize('NFKC'))
          const blob = await encryptRecoveryShare(share, password, fast)
          expect(await decryptRecoveryShare(blob, password)).toEqual(share)
          await expect(decryptRecoveryShare(blob, wrong)).rejects.toThrow(WrongPasswordError)
        },
      ),
      { numRuns: 20 },
    )
  })

  test('it is JSON { v, kdf, N, r, p, salt, iv, ct } with its parameters, and fresh salt and iv each time', async () => {
    const share = new Uint8Array(33).fill(7)
    const first = JSON.parse(await encryptRecoveryShare(share, 'correct horse', fast))
    const second = JSON.parse(await encryptRecoveryShare(share, 'correct horse', fast))
    expect(Object.keys(first).sort()).toEqual(['N', 'ct', 'iv', 'kdf', 'p', 'r', 'salt', 'v'])
    expect(first).toMatchObject({ v: 1, kdf: 'scrypt', N: 16, r: 8, p: 1 })
    expect(first.salt).not.toBe(second.salt)
    expect(first.iv).not.toBe(second.iv)
    expect(first.ct).not.toBe(second.ct)
  })

  test('the default cost is scrypt N=2^16, r=8, p=1', async () => {
    const blob = await encryptRecoveryShare(new Uint8Array(33), 'password123')
    expect(JSON.parse(blob)).toMatchObject({ N: 2 ** 16, r: 8, p: 1 })
    expect(DEFAULT_SCRYPT).toEqual({ N: 65536, r: 8, p: 1 })
    expect(await decryptRecoveryShare(blob, 'password123')).toEqual(new Uint8Array(33))
  })

  test('a changed ciphertext fails like a wrong password; junk and out-of-range parameters are refused', async () => {
    const blob = JSON.parse(await encryptRecoveryShare(new Uint8Array(33), 'password123', fast))
    const ct = Uint8Array.from(atob(blob.ct), (c) => c.charCodeAt(0))
    ct[0]! ^= 1
    const tampered = JSON.stringify({ ...blob, ct: btoa(String.fromCharCode(...ct)) })
    await expect(decryptRecoveryShare(tampered, 'password123')).rejects.toThrow(WrongPasswordError)
    for (const junk of [
      '',
      'null',
      '{}',
      JSON.stringify({ ...blob, N: 2 ** 24 }),
      JSON.stringify({ ...blob, N: 1000 }),
    ])
      await expect(decryptRecoveryShare(junk, 'password123')).rejects.toThrow(InvalidBlobError)
  })
})
