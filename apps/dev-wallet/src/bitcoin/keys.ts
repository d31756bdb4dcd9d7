import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, payments, type Signer } from 'bitcoinjs-lib'
import type { BitcoinDevWalletAccount, BitcoinJsNetwork } from './types.js'

/** The default payment key: sha256("portico dev wallet bitcoin"). A public test key: never hold real coins. */
export const bitcoinDevPrivateKey = 'a4d603bf49963d9b399967a72e0f9dc20db1ffcc87f17b080adfb400cf49fbac'

export type BitcoinKeys = {
  payment: BitcoinDevWalletAccount & { script: Uint8Array; signer: Signer; privateKey: Uint8Array }
  ordinals: BitcoinDevWalletAccount & { script: Uint8Array; signer: Signer }
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The payment (p2wpkh) and ordinals (p2tr key path) accounts of two private keys, with their signers. */
export function deriveKeys(
  network: BitcoinJsNetwork,
  privateKeyHex: string,
  ordinalsKeyHex?: string,
): BitcoinKeys {
  initEccLib(ecc)
  const privateKey = fromHex(privateKeyHex)
  if (privateKey.length !== 32 || !ecc.isPrivate(privateKey)) throw new Error('Invalid Bitcoin private key')
  const ordinalsKey = ordinalsKeyHex
    ? fromHex(ordinalsKeyHex)
    : crypto.sha256(new Uint8Array([...privateKey, ...new TextEncoder().encode('ordinals')]))
  if (ordinalsKey.length !== 32 || !ecc.isPrivate(ordinalsKey)) throw new Error('Invalid Bitcoin private key')

  const pubkey = ecc.pointFromScalar(privateKey, true) as Uint8Array
  const payment = payments.p2wpkh({ pubkey, network })

  // Taproot key path: the output key is the internal key tweaked by its TapTweak hash (BIP-341).
  const internal = ecc.pointFromScalar(ordinalsKey, true) as Uint8Array
  const xOnly = internal.subarray(1)
  const even = internal[0] === 0x02 ? ordinalsKey : (ecc.privateNegate(ordinalsKey) as Uint8Array)
  const tweaked = ecc.privateAdd(even, crypto.taggedHash('TapTweak', xOnly)) as Uint8Array
  const ordinals = payments.p2tr({ internalPubkey: xOnly, network })

  return {
    payment: {
      address: payment.address as string,
      publicKey: toHex(pubkey),
      purpose: 'payment',
      script: payment.output as Uint8Array,
      privateKey,
      signer: { publicKey: pubkey, sign: (hash) => ecc.sign(hash, privateKey) },
    },
    ordinals: {
      address: ordinals.address as string,
      publicKey: toHex(xOnly),
      purpose: 'ordinals',
      script: ordinals.output as Uint8Array,
      signer: {
        publicKey: ecc.pointFromScalar(tweaked, true) as Uint8Array,
        sign: (hash) => ecc.sign(hash, tweaked),
        signSchnorr: (hash) => ecc.signSchnorr(hash, tweaked),
      },
    },
  }
}

export { fromHex, toHex }
