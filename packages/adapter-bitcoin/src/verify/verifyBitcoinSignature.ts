import { script as bscript, payments, Transaction } from 'bitcoinjs-lib'
import { bip322Transactions } from '../utils/bip322.js'
import { equalBytes } from '../utils/bytes.js'
import { ensureEccLib } from '../utils/ecc.js'
import { legacyMessageHash } from '../utils/legacyMessage.js'
import { type OutputType, outputTypeOf } from '../utils/outputType.js'
import { decodeWitness } from '../utils/witness.js'

export type VerifyBitcoinSignatureParameters = {
  /** The signer's output script (its address decoded for its network). */
  outputScript: Uint8Array
  /** The signed message's bytes (UTF-8 of the text). */
  message: Uint8Array
  /** A BIP-322 simple signature (an encoded witness stack) or a 65-byte legacy / BIP-137 one. */
  signature: Uint8Array
  /** The network's signed-message prefix, its length byte included (`'\x18Bitcoin Signed Message:\n'`). */
  messagePrefix: string
}

/**
 * Checks a Bitcoin message signature for an output script. BIP-322 simple for p2wpkh, p2sh-p2wpkh and p2tr
 * (key path); legacy signatures (the network's message prefix, recoverable ECDSA) for p2pkh, p2sh-p2wpkh and
 * p2wpkh, whatever header flavour (Core, BIP-137, Electrum) the wallet wrote: the script decides, not the
 * header. False for anything else, never throws.
 *
 * @example
 * verifyBitcoinSignature({ outputScript, message: utf8(text), signature: fromBase64(sig), messagePrefix })
 */
export function verifyBitcoinSignature({
  outputScript,
  message,
  signature,
  messagePrefix,
}: VerifyBitcoinSignatureParameters): boolean {
  const type = outputTypeOf(outputScript)
  if (!type) return false
  const first = signature[0] ?? 0
  if (signature.length === 65 && first >= 27 && first <= 42) {
    return verifyLegacy(type, outputScript, legacyMessageHash(message, messagePrefix), signature)
  }
  const witness = decodeWitness(signature)
  return witness ? verifyBip322(type, outputScript, message, witness) : false
}

function verifyBip322(
  type: OutputType,
  outputScript: Uint8Array,
  message: Uint8Array,
  witness: Uint8Array[],
): boolean {
  const ecc = ensureEccLib()
  try {
    const { toSign } = bip322Transactions(message, outputScript)
    if (type === 'p2tr') {
      const [sig] = witness
      if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
      const hashType = sig.length === 65 ? (sig[64] as number) : Transaction.SIGHASH_DEFAULT
      if (hashType !== Transaction.SIGHASH_DEFAULT && hashType !== Transaction.SIGHASH_ALL) return false
      const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
      return ecc.verifySchnorr(hash, outputScript.subarray(2), sig.subarray(0, 64))
    }
    // BIP-322 signs any address with the witness its owner would spend it with: p2sh-p2wpkh (nested segwit)
    // spends with the same two items as p2wpkh, so it is accepted here as in the adapter's own signing — a
    // plain p2sh script of anything else is not (its redeem script is unknown).
    if (type !== 'p2wpkh' && type !== 'p2sh') return false
    const [sig, pubkey] = witness
    if (witness.length !== 2 || !sig || !pubkey || pubkey.length !== 33) return false
    const p2wpkh = payments.p2wpkh({ pubkey })
    const expected = type === 'p2wpkh' ? p2wpkh.output : payments.p2sh({ redeem: p2wpkh }).output
    if (!expected || !equalBytes(expected, outputScript)) return false
    const decoded = bscript.signature.decode(sig)
    if (decoded.hashType !== Transaction.SIGHASH_ALL) return false
    const scriptCode = payments.p2pkh({ pubkey }).output as Uint8Array
    const hash = toSign.hashForWitnessV0(0, scriptCode, 0n, decoded.hashType)
    return ecc.verify(hash, pubkey, decoded.signature, true)
  } catch {
    return false
  }
}

function verifyLegacy(
  type: OutputType,
  outputScript: Uint8Array,
  hash: Uint8Array,
  signature: Uint8Array,
): boolean {
  const ecc = ensureEccLib()
  const header = signature[0] as number
  const recovery = ((header - 27) & 3) as 0 | 1 | 2 | 3
  const compressed = header >= 31
  try {
    const pubkey = ecc.recover(hash, signature.subarray(1), recovery, compressed)
    if (!pubkey) return false
    const candidate =
      type === 'p2pkh'
        ? payments.p2pkh({ pubkey }).output
        : compressed && type === 'p2wpkh'
          ? payments.p2wpkh({ pubkey }).output
          : compressed && type === 'p2sh'
            ? payments.p2sh({ redeem: payments.p2wpkh({ pubkey }) }).output
            : undefined
    return candidate !== undefined && equalBytes(candidate, outputScript)
  } catch {
    return false
  }
}
