import { createBitcoinDevWallet } from '@portico/dev-wallet/bitcoin'
import { litecoinRegtest } from '@portico/devnet-bitcoin'
import { address as bitcoinAddress, payments } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

// BIP-322 simple and legacy signatures made by the Bitcoin dev wallet (a real signer; no node needed to check),
// on Litecoin regtest (its own address prefixes and message prefix).
type WalletAccount = { address: string; publicKey: Uint8Array }
const dev = createBitcoinDevWallet({
  network: litecoinRegtest,
  chains: ['bip122:530827f38f93b43ed12af0b3ad25a288'],
  policy: 'approve',
})
type Features = {
  'bitcoin:connect': {
    connect(input: { purposes: string[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'bitcoin:signMessage': {
    signMessage(input: {
      account: WalletAccount
      message: Uint8Array
      protocol?: string
    }): Promise<{ signature: Uint8Array }[]>
  }
}
const feature = <K extends keyof Features>(name: K) => dev.wallet.features[name] as Features[K]
const utf8 = (text: string) => new TextEncoder().encode(text)
const accounts = async () => {
  const { accounts } = await feature('bitcoin:connect').connect({ purposes: ['payment', 'ordinals'] })
  const payment = accounts.find((a) => a.address.startsWith('rltc1q'))
  const ordinals = accounts.find((a) => a.address.startsWith('rltc1p'))
  if (!payment || !ordinals) throw new Error('dev wallet accounts missing')
  return { payment, ordinals }
}
const sign = async (account: WalletAccount, message: string, protocol: string) => {
  const [result] = await feature('bitcoin:signMessage').signMessage({
    account,
    message: utf8(message),
    protocol,
  })
  return result!.signature
}
const scriptOf = (address: string) => bitcoinAddress.toOutputScript(address, litecoinRegtest)

describe('Bitcoin message signatures', () => {
  test('BIP-322 simple: P2WPKH and P2TR verify; another message, address or a flipped byte does not', async () => {
    const { payment, ordinals } = await accounts()
    for (const account of [payment, ordinals]) {
      const signature = await sign(account, 'sign in please', 'bip322-simple')
      const check = (message: string, outputScript = scriptOf(account.address), sig = signature) =>
        verifyBitcoinSignature({
          message: utf8(message),
          signature: sig,
          outputScript,
          messagePrefix: litecoinRegtest.messagePrefix,
        })
      expect(check('sign in please'), account.address).toBe(true)
      expect(check('sign in please!')).toBe(false)
      const other = account === payment ? ordinals : payment
      expect(check('sign in please', scriptOf(other.address))).toBe(false)
      const flipped = Uint8Array.from(signature)
      flipped[10] = (flipped[10] as number) ^ 1
      expect(check('sign in please', scriptOf(account.address), flipped)).toBe(false)
      expect(check('sign in please', scriptOf(account.address), new Uint8Array(3))).toBe(false)
    }
  })

  test('legacy: the P2WPKH account verifies (and its key’s P2PKH form); other messages and prefixes do not', async () => {
    const { payment } = await accounts()
    const signature = await sign(payment, 'legacy sign in', 'legacy')
    const check = (
      message: string,
      outputScript: Uint8Array,
      messagePrefix = litecoinRegtest.messagePrefix,
    ) => verifyBitcoinSignature({ message: utf8(message), signature, outputScript, messagePrefix })
    expect(check('legacy sign in', scriptOf(payment.address))).toBe(true)
    const pubkey = Uint8Array.from(Buffer.from(payment.publicKey))
    const p2pkh = payments.p2pkh({ pubkey, network: litecoinRegtest }).output!
    expect(check('legacy sign in', p2pkh)).toBe(true)
    expect(check('legacy sign in!', scriptOf(payment.address))).toBe(false)
    expect(check('legacy sign in', scriptOf(payment.address), '\x18Bitcoin Signed Message:\n')).toBe(false)
    expect(
      verifyBitcoinSignature({
        message: utf8('x'),
        signature: new Uint8Array(65),
        outputScript: p2pkh,
        messagePrefix: '',
      }),
    ).toBe(false)
  })
})
