import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, opcodes, Psbt, script, Transaction } from 'bitcoinjs-lib'
import type { BitcoinKeys } from './keys.js'
import type { BitcoinJsNetwork, BitcoinMessageProtocol } from './types.js'

const utf8 = (text: string) => new TextEncoder().encode(text)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}
const varInt = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))

/**
 * BIP-322 simple: the witness that spends the message's virtual `to_spend` output in `to_sign`, signed like
 * any input of that account (SIGHASH_ALL for p2wpkh, SIGHASH_DEFAULT for taproot).
 */
export function signBip322(
  account: BitcoinKeys['payment'] | BitcoinKeys['ordinals'],
  message: Uint8Array,
): Uint8Array {
  const tag = crypto.sha256(utf8('BIP0322-signed-message'))
  const messageHash = crypto.sha256(concat(tag, tag, message))
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, messageHash]))
  toSpend.addOutput(account.script, 0n)

  const toSign = new Psbt()
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: account.script, value: 0n },
    ...(account.purpose === 'ordinals'
      ? { tapInternalKey: Uint8Array.from(hexBytes(account.publicKey)) }
      : {}),
  })
  toSign.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  toSign.signInput(0, account.signer)
  toSign.finalizeInput(0)
  const witness = toSign.data.inputs[0]?.finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness')
  return witness
}

/**
 * Legacy message signing: recoverable ECDSA over sha256d(prefix ‖ varint(len) ‖ message), 65 bytes with a
 * BIP-137 header for a p2wpkh address (39 + recovery id). Node's `verifymessage` accepts it for the P2PKH
 * address of the same key.
 */
export function signLegacy(account: BitcoinKeys['payment'], message: Uint8Array, network: BitcoinJsNetwork) {
  const hash = crypto.hash256(concat(utf8(network.messagePrefix), varInt(message.length), message))
  const { signature, recoveryId } = ecc.signRecoverable(hash, account.privateKey)
  return concat(Uint8Array.of(39 + recoveryId), signature)
}

/** Signs `message` for the account with `protocol`; legacy is for the payment (ECDSA) key only. */
export function signMessageWith(
  keys: BitcoinKeys,
  address: string,
  message: Uint8Array,
  protocol: BitcoinMessageProtocol,
  network: BitcoinJsNetwork,
): Uint8Array {
  const account = address === keys.payment.address ? keys.payment : keys.ordinals
  if (protocol === 'bip322-simple') return signBip322(account, message)
  if (account !== keys.payment) throw new Error('Legacy signing needs the payment (ECDSA) account')
  return signLegacy(keys.payment, message, network)
}

const hexBytes = (hex: string) => hex.match(/../g)?.map((byte) => Number.parseInt(byte, 16)) ?? []
