import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, opcodes, script, Transaction } from 'bitcoinjs-lib'

export type VerifyBip322SimpleParameters = {
  /** The signed message's bytes (UTF-8 of the text). */
  message: Uint8Array
  /** The BIP-322 "simple" signature: the consensus-encoded witness stack of `to_sign`'s input. */
  signature: Uint8Array
  /** The address's output script (P2WPKH or P2TR; other kinds are refused). */
  outputScript: Uint8Array
}

const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01
const utf8 = (text: string) => new TextEncoder().encode(text)
const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** BIP-322's tagged hash of a message: sha256(sha256(tag) ‖ sha256(tag) ‖ message). */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = crypto.sha256(utf8('BIP0322-signed-message'))
  const joined = new Uint8Array(tag.length * 2 + message.length)
  joined.set(tag, 0)
  joined.set(tag, tag.length)
  joined.set(message, tag.length * 2)
  return crypto.sha256(joined)
}

/** Reads a consensus-encoded witness stack (varint count, then varint-length items); undefined when malformed. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let at = 0
  const varInt = (): number | undefined => {
    const first = bytes[at++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
    if (at + size > bytes.length) return undefined
    let value = 0
    for (let i = size - 1; i >= 0; i--) value = value * 256 + (bytes[at + i] as number)
    at += size
    return value
  }
  const count = varInt()
  if (count === undefined || count > 16) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = varInt()
    if (length === undefined || at + length > bytes.length) return undefined
    items.push(bytes.subarray(at, at + length))
    at += length
  }
  return at === bytes.length ? items : undefined
}

/** The virtual `to_sign` transaction of BIP-322 for a message and an output script (its witness left out). */
function toSignOf(message: Uint8Array, outputScript: Uint8Array): Transaction {
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
  return toSign
}

/**
 * Verifies a BIP-322 "simple" signature of a native segwit address: P2WPKH (witness: DER signature with
 * SIGHASH_ALL, compressed key hashing to the program) or P2TR key path (witness: a Schnorr signature,
 * SIGHASH_DEFAULT or SIGHASH_ALL, under the output key). False for anything else, never throws.
 *
 * @example
 * verifyBip322Simple({ message: utf8(text), signature: base64Decode(sig), outputScript })
 */
export function verifyBip322Simple({
  message,
  signature,
  outputScript,
}: VerifyBip322SimpleParameters): boolean {
  try {
    const witness = decodeWitness(signature)
    if (!witness) return false
    const toSign = toSignOf(message, outputScript)
    // P2WPKH: OP_0 <20-byte key hash>.
    if (outputScript.length === 22 && outputScript[0] === 0x00 && outputScript[1] === 0x14) {
      const [encoded, publicKey] = witness
      if (witness.length !== 2 || !encoded || !publicKey || publicKey.length !== 33) return false
      if (!equal(crypto.hash160(publicKey), outputScript.subarray(2))) return false
      const { signature: compact, hashType } = script.signature.decode(encoded)
      if (hashType !== SIGHASH_ALL) return false
      const scriptCode = script.compile([
        opcodes.OP_DUP,
        opcodes.OP_HASH160,
        outputScript.subarray(2),
        opcodes.OP_EQUALVERIFY,
        opcodes.OP_CHECKSIG,
      ])
      const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, hashType)
      return ecc.verify(hash, publicKey, compact, true)
    }
    // P2TR: OP_1 <32-byte output key>, key path only.
    if (outputScript.length === 34 && outputScript[0] === 0x51 && outputScript[1] === 0x20) {
      const [schnorr] = witness
      if (witness.length !== 1 || !schnorr || (schnorr.length !== 64 && schnorr.length !== 65)) return false
      const hashType = schnorr.length === 65 ? schnorr[64] : SIGHASH_DEFAULT
      if (hashType !== SIGHASH_DEFAULT && hashType !== SIGHASH_ALL) return false
      const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
      return ecc.verifySchnorr(hash, outputScript.subarray(2), schnorr.subarray(0, 64))
    }
    return false
  } catch {
    return false
  }
}
