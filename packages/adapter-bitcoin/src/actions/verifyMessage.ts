import { script as bscript, payments, Transaction } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../chains.js'
import { bip322Transactions } from '../utils/bip322.js'
import { equalBytes, fromBase64, utf8 } from '../utils/bytes.js'
import { ensureEccLib } from '../utils/ecc.js'
import { legacyMessageHash } from '../utils/legacyMessage.js'
import { toOutputScript } from '../utils/toOutputScript.js'
import { decodeWitness } from '../utils/witness.js'

export type VerifyMessageParameters = {
  address: string
  message: string
  /** Base64: a BIP-322 simple signature (an encoded witness) or a 65-byte legacy / BIP-137 signature. */
  signature: string
}
export type VerifyMessageReturnType = boolean
export type VerifyMessageErrorType = never

/**
 * Checks a message signature for `address` on `chain`. BIP-322 simple for p2wpkh, p2sh-p2wpkh and p2tr
 * (key path); legacy signatures (the network's message prefix, recoverable ECDSA) for p2pkh, p2sh-p2wpkh
 * and p2wpkh, whatever header flavour (Core, BIP-137, Electrum) the wallet wrote. False for anything else,
 * including an address of another network.
 *
 * @example
 * const valid = verifyMessage(bitcoinMainnet, { address, message: 'Sign in to Portico', signature })
 */
export function verifyMessage(
  chain: BitcoinChain,
  { address, message, signature }: VerifyMessageParameters,
): VerifyMessageReturnType {
  let output: ReturnType<typeof toOutputScript>
  try {
    output = toOutputScript(address, chain)
  } catch {
    return false
  }
  const bytes = fromBase64(signature)
  if (!bytes) return false
  const text = utf8(message)
  const first = bytes[0] ?? 0
  if (bytes.length === 65 && first >= 27 && first <= 42) {
    return verifyLegacy(chain, output, text, bytes)
  }
  const witness = decodeWitness(bytes)
  return witness ? verifyBip322(output, text, witness) : false
}

function verifyBip322(
  output: ReturnType<typeof toOutputScript>,
  message: Uint8Array,
  witness: Uint8Array[],
): boolean {
  const ecc = ensureEccLib()
  const { toSign } = bip322Transactions(message, output.script)
  try {
    if (output.type === 'p2tr') {
      const [sig] = witness
      if (witness.length !== 1 || !sig || (sig.length !== 64 && sig.length !== 65)) return false
      const hashType = sig.length === 65 ? (sig[64] as number) : Transaction.SIGHASH_DEFAULT
      if (hashType !== Transaction.SIGHASH_DEFAULT && hashType !== Transaction.SIGHASH_ALL) return false
      const hash = toSign.hashForWitnessV1(0, [output.script], [0n], hashType)
      return ecc.verifySchnorr(hash, output.script.subarray(2), sig.subarray(0, 64))
    }
    if (output.type !== 'p2wpkh' && output.type !== 'p2sh') return false
    const [sig, pubkey] = witness
    if (witness.length !== 2 || !sig || !pubkey || pubkey.length !== 33) return false
    const p2wpkh = payments.p2wpkh({ pubkey })
    const expected = output.type === 'p2wpkh' ? p2wpkh.output : payments.p2sh({ redeem: p2wpkh }).output
    if (!expected || !equalBytes(expected, output.script)) return false
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
  chain: BitcoinChain,
  output: ReturnType<typeof toOutputScript>,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const ecc = ensureEccLib()
  const header = signature[0] as number
  const recovery = ((header - 27) & 3) as 0 | 1 | 2 | 3
  const compressed = header >= 31
  const hash = legacyMessageHash(message, chain.params.messagePrefix)
  try {
    const pubkey = ecc.recover(hash, signature.subarray(1), recovery, compressed)
    if (!pubkey) return false
    const network = chain.params
    const candidates =
      output.type === 'p2pkh'
        ? [payments.p2pkh({ pubkey, network }).output]
        : compressed && output.type === 'p2wpkh'
          ? [payments.p2wpkh({ pubkey, network }).output]
          : compressed && output.type === 'p2sh'
            ? [payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network }).output]
            : []
    return candidates.some((candidate) => candidate !== undefined && equalBytes(candidate, output.script))
  } catch {
    return false
  }
}
