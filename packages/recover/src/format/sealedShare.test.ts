import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidBlobError, WrongPasswordError } from './errors.js'
import { openSealedShare, sealShare } from './sealedShare.js'

const fast = { scrypt: { N: 2 ** 4, r: 8, p: 1 } }

describe('sealed shares', () => {
  test('the password opens it (as typed or the same under NFKC); any other password fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 17, maxLength: 34 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (share, password, wrong) => {
          fc.pre(password.normalize('NFKC') !== wrong.normalize('NFKC'))
          const sealed = await sealShare(share, password, fast)
          expect(await openSealedShare(sealed, password.normalize('NFKC'))).toEqual(share)
          await expect(openSealedShare(sealed, wrong)).rejects.toThrow(WrongPasswordError)
        },
      ),
      { numRuns: 20 },
    )
  })

  test('associated data must be presented again to open it', async () => {
    const associatedData = new TextEncoder().encode('bound')
    const sealed = await sealShare(new Uint8Array(33), 'password123', { ...fast, associatedData })
    expect(await openSealedShare(sealed, 'password123', { associatedData })).toEqual(new Uint8Array(33))
    await expect(openSealedShare(sealed, 'password123')).rejects.toThrow(WrongPasswordError)
  })

  test('junk, out-of-bounds parameters and a cost over the memory limit are InvalidBlobError, at once', async () => {
    const sealed = await sealShare(new Uint8Array(33), 'password123', fast)
    for (const junk of [
      '',
      'null',
      '{}',
      { ...sealed, N: 2 ** 21 },
      { ...sealed, N: 3000 },
      { ...sealed, r: 17 },
      { ...sealed, p: 0 },
      { ...sealed, v: 2 },
      { ...sealed, ct: '' },
      { ...sealed, iv: '' },
      { ...sealed, ct: '@@@@' },
      { ...sealed, N: 2 ** 20, r: 16 },
    ])
      await expect(openSealedShare(junk, 'password123')).rejects.toThrow(InvalidBlobError)
    await expect(sealShare(new Uint8Array(33), 'x', { scrypt: { N: 1000, r: 8, p: 1 } })).rejects.toThrow()
  })
})
