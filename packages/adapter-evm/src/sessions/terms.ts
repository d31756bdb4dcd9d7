import { type Address, concat, getAddress, type Hex, hexToBigInt, numberToHex, size, slice } from 'viem'
import { fail } from './fields.js'

// The terms each caveat enforcer reads, byte for byte as its getTermsInfo decodes them.

/** ERC20TransferAmountEnforcer: token (20 bytes) ‖ allowance (uint256). */
export function erc20TransferAmountTerms(token: Address, allowance: bigint): Hex {
  return lower(concat([token, numberToHex(allowance, { size: 32 })]))
}

/** NativeTokenTransferAmountEnforcer: allowance (uint256). */
export function nativeTokenTransferAmountTerms(allowance: bigint): Hex {
  return numberToHex(allowance, { size: 32 })
}

/** TimestampEnforcer: valid after (uint128) ‖ valid before (uint128), unix seconds; 0 = no bound. */
export function timestampTerms(after: number, before: number): Hex {
  return concat([numberToHex(after, { size: 16 }), numberToHex(before, { size: 16 })])
}

/** AllowedTargetsEnforcer: the allowed addresses, 20 bytes each, at least one. */
export function allowedTargetsTerms(targets: readonly Address[]): Hex {
  return lower(concat([...targets]))
}

/** Terms are bytes: one spelling each, so a delegation reads back equal from its context. */
const lower = (hex: Hex) => hex.toLowerCase() as Hex

function checkSize(terms: Hex, bytes: number, field: string): void {
  if (size(terms) !== bytes) fail(field, `must be ${bytes} bytes`)
}

export function readErc20TransferAmountTerms(
  terms: Hex,
  field: string,
): { token: Address; allowance: bigint } {
  checkSize(terms, 52, field)
  return { token: getAddress(slice(terms, 0, 20)), allowance: hexToBigInt(slice(terms, 20, 52)) }
}

export function readNativeTokenTransferAmountTerms(terms: Hex, field: string): bigint {
  checkSize(terms, 32, field)
  return hexToBigInt(terms)
}

export function readTimestampTerms(terms: Hex, field: string): { after: number; before: number } {
  checkSize(terms, 32, field)
  return {
    after: Number(hexToBigInt(slice(terms, 0, 16))),
    before: Number(hexToBigInt(slice(terms, 16, 32))),
  }
}

export function readAllowedTargetsTerms(terms: Hex, field: string): Address[] {
  const bytes = size(terms)
  if (bytes === 0 || bytes % 20 !== 0) fail(field, 'must be a non-empty list of 20-byte addresses')
  return Array.from({ length: bytes / 20 }, (_, i) => getAddress(slice(terms, i * 20, i * 20 + 20)))
}
