import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { bytesToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import { keysFromEntropy, keysFromMnemonic, mnemonicOf, newEntropy, solanaSecretKeyBase58 } from './keys.js'

const ABANDON =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

describe('wallet keys', () => {
  test("the standard test mnemonic gives MetaMask's and Phantom's first accounts", async () => {
    const keys = await keysFromMnemonic(ABANDON)
    expect(keys.addresses.eip155).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(bytesToHex(keys.evm.privateKey)).toBe(
      '0x1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727',
    )
    expect(keys.addresses.solana).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')
  })

  test('the exported Solana secret key imports into @solana/web3.js as the same account', async () => {
    const keys = await keysFromMnemonic(ABANDON)
    const imported = Keypair.fromSecretKey(bs58.decode(solanaSecretKeyBase58(keys)))
    expect(imported.publicKey.toBase58()).toBe(keys.addresses.solana)
  })

  test('new entropy is 32 bytes → 24 words, and the same entropy always gives the same addresses', async () => {
    const entropy = newEntropy()
    expect(entropy).toHaveLength(32)
    expect(mnemonicOf(entropy).split(' ')).toHaveLength(24)
    const [a, b] = await Promise.all([keysFromEntropy(entropy), keysFromEntropy(Uint8Array.from(entropy))])
    expect(a.addresses).toEqual(b.addresses)
    expect(a.addresses).not.toEqual((await keysFromEntropy(newEntropy())).addresses)
  })

  test('wipe() zeroes both private keys', async () => {
    const keys = await keysFromEntropy(newEntropy())
    keys.wipe()
    expect(keys.evm.privateKey.every((byte) => byte === 0)).toBe(true)
    expect(keys.solana.secretKey.every((byte) => byte === 0)).toBe(true)
  })
})
