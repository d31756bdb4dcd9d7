import { describe, expect, test } from 'vitest'
import { vectors } from '../test/vectors.js'
import { fromBase64, fromHex, toBase64, toHex } from './bytes.js'
import { openKit } from './kit.js'
import { openSealedShare, sealShare } from './sealedShare.js'
import { mnemonicOf, secretFromEvmKey, secretFromMnemonic, secretFromSolanaKey } from './secret.js'
import { combineShares2, shareAt, sharesOnLine } from './shares.js'
import { evmPrivateKeyHex, solanaSecretKeyBase58, walletFromSecret } from './wallet.js'

// vectors/v1.json is the format's reference: the docs print it, other implementations check against it.

describe('wallet vectors', () => {
  test.each(vectors.wallets.map((wallet) => [wallet.mnemonic ?? wallet.input, wallet] as const))(
    '%s',
    async (_, vector) => {
      const secret = fromHex(vector.secret)
      if (vector.mnemonic) {
        expect(toHex(secretFromMnemonic(vector.mnemonic))).toBe(vector.secret)
        expect(mnemonicOf(secret)).toBe(vector.mnemonic)
      }
      if (vector.kind === 'evm-key') expect(toHex(secretFromEvmKey(vector.input ?? ''))).toBe(vector.secret)
      if (vector.kind === 'solana-key')
        expect(toHex(secretFromSolanaKey(vector.input ?? ''))).toBe(vector.secret)
      const wallet = await walletFromSecret(secret)
      expect(wallet.kind).toBe(vector.kind)
      expect(wallet.addresses).toEqual(vector.addresses)
      expect(wallet.keys.evm && evmPrivateKeyHex(wallet.keys.evm)).toBe(vector.evmPrivateKey)
      expect(wallet.keys.solana && solanaSecretKeyBase58(wallet.keys.solana)).toBe(vector.solanaSecretKey)
    },
  )

  test("the standard test mnemonic gives MetaMask's and Phantom's first accounts, and a known key its address", () => {
    expect(vectors.wallets[0]?.addresses).toEqual({
      eip155: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
    })
    expect(vectors.wallets[4]?.addresses).toEqual({ eip155: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23' })
  })
})

describe('share vectors', () => {
  test.each(vectors.splits.map((split, i) => [i, split] as const))('split %i', (_, split) => {
    const secret = fromHex(split.secret)
    const xs = split.shares.map((share) => fromBase64(share).at(-1) ?? 0)
    const shares = sharesOnLine(secret, fromHex(split.slopes), xs)
    expect(shares.map(toBase64)).toEqual(split.shares)
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [2, 0],
    ] as const)
      expect(toHex(combineShares2(shares[a] as Uint8Array, shares[b] as Uint8Array))).toBe(split.secret)
    for (const known of shares)
      expect(toBase64(shareAt(secret, known, split.shareAt.x))).toBe(split.shareAt.share)
  })
})

describe('sealed share vector', () => {
  const { password, sameUnderNfkc, share, salt, iv, sealed } = vectors.sealedShare
  test('sealing with its salt and iv gives its ciphertext; its password (or the same under NFKC) opens it', async () => {
    const scrypt = { N: sealed.N, r: sealed.r, p: sealed.p }
    expect(
      await sealShare(fromBase64(share), password, { scrypt, salt: fromBase64(salt), iv: fromBase64(iv) }),
    ).toEqual(sealed)
    expect(toBase64(await openSealedShare(sealed, password))).toBe(share)
    expect(toBase64(await openSealedShare(JSON.stringify(sealed), sameUnderNfkc))).toBe(share)
  })
})

describe('kit vectors', () => {
  test.each(vectors.kits.map((kit) => [kit.kind, kit] as const))(
    'a %s kit opens',
    async (_, { kit, password, wallet }) => {
      const expected = vectors.wallets[wallet]
      const opened = await openKit(JSON.stringify(kit), password)
      expect(toHex(opened.secret)).toBe(expected?.secret)
      expect(opened.wallet.kind).toBe(expected?.kind)
      expect(opened.wallet.mnemonic).toBe(expected?.mnemonic)
      expect(opened.wallet.addresses).toEqual(kit.addresses)
    },
  )

  test('the three kinds of secret have a kit each', () => {
    expect(vectors.kits.map((kit) => kit.kind).sort()).toEqual(['evm-key', 'mnemonic', 'solana-key'])
  })
})
