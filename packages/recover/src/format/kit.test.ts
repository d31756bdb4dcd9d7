import { describe, expect, test } from 'vitest'
import { kitCopy, vectors } from '../test/vectors.js'
import { fromBase64, fromHex, toBase64, toHex } from './bytes.js'
import { KitDamagedError, KitFormatError, KitPasswordError } from './errors.js'
import { createKit, type Kit, kitFileName, kitShareAssociatedData, openKit } from './kit.js'
import { openSealedShare, sealShare } from './sealedShare.js'
import { sharesOnLine } from './shares.js'

const fast = { N: 2 ** 4, r: 8, p: 1 }
const PASSWORD = vectors.kits[0]?.password ?? ''

/** The vector kit (a mnemonic wallet) with one sealed field's ciphertext byte flipped. */
function flipped(field: 'recovery' | 'kitShare'): Kit {
  const kit = kitCopy(0)
  const ct = fromBase64(kit[field].ct)
  ct[3] = (ct[3] ?? 0) ^ 0x40
  kit[field].ct = toBase64(ct)
  return kit
}

/** The vector kit with its kit share replaced by `share`, sealed as a kit share of the kit's split. */
async function withKitShare(share: Uint8Array): Promise<Kit> {
  const kit = kitCopy(0)
  kit.kitShare = await sealShare(share, PASSWORD, {
    scrypt: fast,
    associatedData: kitShareAssociatedData(kit.splitId),
  })
  return kit
}

describe('opening a kit', () => {
  test('a wrong password is KitPasswordError', async () => {
    await expect(openKit(kitCopy(0), 'correct horse battery stapler')).rejects.toThrow(KitPasswordError)
    await expect(openKit(kitCopy(1), '')).rejects.toThrow(KitPasswordError)
  })

  test('a changed kit share, address or split id is KitDamagedError', async () => {
    await expect(openKit(flipped('kitShare'), PASSWORD)).rejects.toThrow(KitDamagedError)
    const moved = kitCopy(0)
    moved.addresses = vectors.kits[1]?.kit.addresses ?? {}
    await expect(openKit(moved, PASSWORD)).rejects.toThrow(KitDamagedError)
    const evmOnly = kitCopy(0)
    delete evmOnly.addresses.solana
    await expect(openKit(evmOnly, PASSWORD)).rejects.toThrow(KitDamagedError)
    const renamed = kitCopy(0)
    renamed.splitId = '0f5c2b6e-4a1d-4c3e-9b7a-000000000009'
    await expect(openKit(renamed, PASSWORD)).rejects.toThrow(KitDamagedError)
  })

  test('a changed recovery ciphertext cannot be told from a wrong password (AES-GCM): KitPasswordError', async () => {
    await expect(openKit(flipped('recovery'), PASSWORD)).rejects.toThrow(KitPasswordError)
  })

  test('a kit share of another split, or at the recovery share x, is KitDamagedError', async () => {
    const split = vectors.splits[1]
    if (!split) throw new Error('no split vector')
    const secret = fromHex(split.secret)
    const [otherSplit] = sharesOnLine(secret, new Uint8Array(secret.length).fill(3), [77])
    await expect(openKit(await withKitShare(otherSplit as Uint8Array), PASSWORD)).rejects.toThrow(
      KitDamagedError,
    )
    const recovery = await openSealedShare(kitCopy(0).recovery, PASSWORD)
    await expect(openKit(await withKitShare(recovery), PASSWORD)).rejects.toThrow(/do not combine/)
    await expect(openKit(await withKitShare(recovery.slice(1)), PASSWORD)).rejects.toThrow(KitDamagedError)
  })

  test('a kit share from another kit (same password) does not open here: KitDamagedError', async () => {
    const kit = kitCopy(0)
    kit.kitShare = kitCopy(1).kitShare
    await expect(openKit(kit, PASSWORD)).rejects.toThrow(KitDamagedError)
  })

  test('anything else, oversize fields and costly scrypt parameters are KitFormatError, before any scrypt', async () => {
    const big = 'A'.repeat(2000)
    const cases: unknown[] = [
      null,
      '',
      '{',
      'null',
      {},
      [],
      { ...kitCopy(0), format: 'something-else' },
      { ...kitCopy(0), v: 2 },
      { ...kitCopy(0), service: 'x'.repeat(5000) },
      { ...kitCopy(0), splitId: 'not-a-uuid' },
      { ...kitCopy(0), createdAt: 'yesterday' },
      { ...kitCopy(0), addresses: {} },
      { ...kitCopy(0), addresses: { eip155: '0x1234' } },
      { ...kitCopy(0), recovery: { ...kitCopy(0).recovery, ct: big } },
      { ...kitCopy(0), kitShare: { ...kitCopy(0).kitShare, N: 2 ** 24 } },
      { ...kitCopy(0), kitShare: { ...kitCopy(0).kitShare, N: 1000 } },
      { ...kitCopy(0), recovery: { ...kitCopy(0).recovery, r: 64 } },
      { ...kitCopy(0), recovery: { ...kitCopy(0).recovery, salt: '!!!' } },
      JSON.stringify({ ...kitCopy(0), padding: 'x'.repeat(70_000) }),
    ]
    for (const json of cases)
      await expect(openKit(json, PASSWORD), JSON.stringify(json)?.slice(0, 80)).rejects.toThrow(
        KitFormatError,
      )
  })
})

describe('making a kit', () => {
  const split = vectors.splits[0]
  const wallet = vectors.wallets[0]
  if (!split || !wallet) throw new Error('no vectors')
  const secret = fromHex(split.secret)
  const recoveryShare = fromBase64(split.shares[2] ?? '')
  const splitId = '6b1d1c1e-2f3a-4b5c-8d9e-0a1b2c3d4e5f'
  const make = async (overrides: Partial<Parameters<typeof createKit>[0]> = {}) =>
    createKit({
      secret,
      recoveryBlob: JSON.stringify(await sealShare(recoveryShare, 'password123', { scrypt: fast })),
      recoverySplitId: splitId,
      password: 'password123',
      addresses: wallet.addresses,
      service: 'https://wallet.example.com',
      now: new Date('2026-11-28T05:00:00Z'),
      scrypt: fast,
      ...overrides,
    })

  test('a kit opens with the password to the same secret and addresses; its kit share is at a new x', async () => {
    const kit = await make()
    expect(kit).toMatchObject({
      format: 'portico-emergency-kit',
      v: 1,
      createdAt: '2026-11-28T05:00:00.000Z',
      splitId,
      addresses: wallet.addresses,
    })
    const opened = await openKit(JSON.parse(JSON.stringify(kit)), 'password123')
    expect(toHex(opened.secret)).toBe(split.secret)
    expect(opened.wallet.mnemonic).toBe(wallet.mnemonic)
    const kitShare = await openSealedShare(kit.kitShare, 'password123', {
      associatedData: kitShareAssociatedData(splitId),
    })
    expect(kitShare.at(-1)).not.toBe(recoveryShare.at(-1))
    expect(kitShare.at(-1)).not.toBe(0)
    expect(kitFileName(kit.addresses)).toBe('portico-emergency-kit-9858effd.json')
  })

  test('without the password the file shows nothing but its addresses: no secret, share or key in it', async () => {
    const [one, two] = [await make(), await make()]
    const text = JSON.stringify(one)
    for (const hidden of [
      split.secret,
      toBase64(secret),
      ...split.shares,
      wallet.mnemonic ?? '',
      wallet.mnemonic?.split(' ').slice(0, 3).join(' ') ?? '',
      wallet.evmPrivateKey?.slice(2) ?? '',
      wallet.solanaSecretKey ?? '',
    ])
      expect(text).not.toContain(hidden)
    expect(one.kitShare.salt).not.toBe(two.kitShare.salt)
    expect(one.kitShare.ct).not.toBe(two.kitShare.ct)
    expect(one.kitShare.salt).not.toBe(one.recovery.salt)
  })

  test('a wrong password is KitPasswordError; a secret of other addresses is KitDamagedError', async () => {
    await expect(
      make({ recoveryBlob: await sealShare(recoveryShare, 'other password', { scrypt: fast }) }),
    ).rejects.toThrow(KitPasswordError)
    await expect(make({ addresses: vectors.wallets[1]?.addresses ?? {} })).rejects.toThrow(KitDamagedError)
  })
})
