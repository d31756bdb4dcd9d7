import { crypto, opcodes, script, Transaction } from 'bitcoinjs-lib'
import { concatBytes, utf8 } from './bytes.js'

const TAG = utf8('BIP0322-signed-message')

/** BIP-322's message hash: the tagged hash `BIP0322-signed-message` of the message bytes. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = crypto.sha256(TAG)
  return crypto.sha256(concatBytes(tag, tag, message))
}

/**
 * BIP-322's virtual transactions for `message` and the signer's output script: `toSpend` pays 0 to the
 * script from a fake input committing to the message; `toSign` spends it to OP_RETURN. Both version 0,
 * locktime 0, sequence 0. The simple signature is the witness of `toSign`'s only input.
 */
export function bip322Transactions(message: Uint8Array, outputScript: Uint8Array) {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0, bip322MessageHash(message)]),
  )
  toSpend.addOutput(outputScript, 0n)

  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN]), 0n)
  return { toSpend, toSign }
}
