import { decodeAbiParameters, encodeAbiParameters, type Hex, isHex, parseAbiParameters, size } from 'viem'
import { DELEGATION } from './abis.js'
import { fail } from './fields.js'
import type { Delegation } from './types.js'

// A permission context is what the DelegationManager decodes from each entry of redeemDelegations'
// first argument: abi.encode(Delegation[]), leaf first, root last.

const delegationsParameter = parseAbiParameters(`${DELEGATION}[]`)

/** Largest context read back (a session's is well under 2 KiB). */
const MAX_CONTEXT_BYTES = 64 * 1024

/** The permission context of a chain of delegations (leaf first): `abi.encode(Delegation[])`. */
export function encodePermissionContext(delegations: readonly Delegation[]): Hex {
  return encodeAbiParameters(delegationsParameter, [delegations])
}

/**
 * The delegations in a permission context. Throws `SessionRequestError` (field `permissionContext`) on anything
 * but the canonical encoding of one or more delegations.
 */
export function decodePermissionContext(context: Hex): Delegation[] {
  const field = 'permissionContext'
  if (typeof context !== 'string' || !isHex(context, { strict: true }) || context.length % 2 !== 0) {
    fail(field, 'must be hex bytes')
  }
  if (size(context) > MAX_CONTEXT_BYTES) fail(field, `must be at most ${MAX_CONTEXT_BYTES} bytes`)
  let delegations: Delegation[]
  try {
    const [decoded] = decodeAbiParameters(delegationsParameter, context)
    delegations = decoded.map((delegation) => ({
      ...delegation,
      caveats: delegation.caveats.map((c) => ({ ...c })),
    }))
  } catch {
    return fail(field, 'is not an encoded list of delegations')
  }
  if (delegations.length === 0) fail(field, 'must hold at least one delegation')
  // Only the canonical encoding is accepted: padding or trailing bytes would give one context two spellings.
  if (encodePermissionContext(delegations) !== context.toLowerCase())
    fail(field, 'is not canonically encoded')
  return delegations
}
