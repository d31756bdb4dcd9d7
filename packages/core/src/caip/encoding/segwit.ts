import { bech32Decode, bech32Encode, fromWords, toWords } from './bech32.js'

// Segwit addresses (BIP-173, BIP-350): version 0 uses bech32, versions 1–16 bech32m.

export type SegwitProgram = { version: number; program: Uint8Array }

/** Encodes a witness program as an address; throws a RangeError on an invalid version or program. */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  if (!isValidProgram(version, program)) throw new RangeError('Invalid witness version or program length')
  return bech32Encode(hrp, [version, ...toWords(program)], version === 0 ? 'bech32' : 'bech32m')
}

/** The witness program of a segwit address with this hrp; `undefined` when invalid. */
export function decodeSegwitAddress(hrp: string, address: string): SegwitProgram | undefined {
  const decoded = bech32Decode(address)
  if (!decoded || decoded.hrp !== hrp) return undefined
  const [version, ...rest] = decoded.words
  if (version === undefined || version > 16) return undefined
  if (decoded.encoding !== (version === 0 ? 'bech32' : 'bech32m')) return undefined
  const program = fromWords(rest)
  if (!program || !isValidProgram(version, program)) return undefined
  return { version, program }
}

function isValidProgram(version: number, program: Uint8Array): boolean {
  if (!Number.isInteger(version) || version < 0 || version > 16) return false
  if (program.length < 2 || program.length > 40) return false
  return version !== 0 || program.length === 20 || program.length === 32
}
