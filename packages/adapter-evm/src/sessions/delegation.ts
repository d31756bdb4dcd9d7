import { type Address, type Hex, hashStruct, hashTypedData, isAddressEqual } from 'viem'
import { fail } from './fields.js'
import {
  allowedTargetsTerms,
  erc20TransferAmountTerms,
  nativeTokenTransferAmountTerms,
  readAllowedTargetsTerms,
  readErc20TransferAmountTerms,
  readNativeTokenTransferAmountTerms,
  readTimestampTerms,
  timestampTerms,
} from './terms.js'
import type { Caveat, Delegation, SessionContracts, SessionPermission, SessionRequest } from './types.js'

/** The authority of a delegation granted directly by its delegator (not passed on from another delegation). */
export const ROOT_AUTHORITY: Hex = `0x${'f'.repeat(64)}`

/** The EIP-712 types the DelegationManager hashes: a caveat's `args` and the delegation's `signature` are not signed. */
const delegationTypes = {
  Delegation: [
    { name: 'delegate', type: 'address' },
    { name: 'delegator', type: 'address' },
    { name: 'authority', type: 'bytes32' },
    { name: 'caveats', type: 'Caveat[]' },
    { name: 'salt', type: 'uint256' },
  ],
  Caveat: [
    { name: 'enforcer', type: 'address' },
    { name: 'terms', type: 'bytes' },
  ],
} as const

function randomSalt(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return BigInt(`0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`)
}

/**
 * The delegation a session request asks for, from `account` to the request's signer, unsigned (`signature: '0x'`):
 * an allowance caveat (ERC-20 or native; a native one also allows only calls with no data), the native allowance's
 * targets when it names any, and a timestamp
 * caveat that ends it at the request's expiry. `salt` defaults to 32 random bytes, so two equal grants differ.
 *
 * @example
 * const delegation = createSessionDelegation({ account, request, contracts })
 */
export function createSessionDelegation({
  account,
  request,
  contracts,
  salt = randomSalt(),
}: {
  account: Address
  request: SessionRequest
  contracts: SessionContracts
  salt?: bigint
}): Delegation {
  const { enforcers } = contracts
  const { permission } = request
  const caveat = (enforcer: Address, terms: Hex): Caveat => ({ enforcer, terms, args: '0x' })
  const caveats =
    permission.type === 'erc20-token-allowance'
      ? [
          caveat(
            enforcers.erc20TransferAmount,
            erc20TransferAmountTerms(permission.token, permission.allowance),
          ),
        ]
      : [
          caveat(enforcers.nativeTokenTransferAmount, nativeTokenTransferAmountTerms(permission.allowance)),
          // Coins only: a call with data (a token transfer, value 0) would pass the native allowance.
          caveat(enforcers.exactCalldata, '0x'),
          ...(permission.targets.length > 0
            ? [caveat(enforcers.allowedTargets, allowedTargetsTerms(permission.targets))]
            : []),
        ]
  caveats.push(caveat(enforcers.timestamp, timestampTerms(0, request.expiry)))
  return {
    delegate: request.signer,
    delegator: account,
    authority: ROOT_AUTHORITY,
    caveats,
    salt,
    signature: '0x',
  }
}

const signedFields = ({ delegate, delegator, authority, caveats, salt }: Delegation) => ({
  delegate,
  delegator,
  authority,
  caveats: caveats.map(({ enforcer, terms }) => ({ enforcer, terms })),
  salt,
})

/**
 * The delegation as EIP-712 typed data in the DelegationManager's domain, for viem's `signTypedData` /
 * `hashTypedData`.
 */
export function delegationTypedData(
  delegation: Delegation,
  { chainId, delegationManager }: { chainId: number; delegationManager: Address },
) {
  return {
    domain: { name: 'DelegationManager', version: '1', chainId, verifyingContract: delegationManager },
    types: delegationTypes,
    primaryType: 'Delegation',
    message: signedFields(delegation),
  } as const
}

/** The delegation's struct hash: what `DelegationManager.getDelegationHash` answers (its id on chain). */
export function delegationHash(delegation: Delegation): Hex {
  return hashStruct({ data: signedFields(delegation), primaryType: 'Delegation', types: delegationTypes })
}

/** The EIP-712 digest the DelegationManager hands the delegator's ERC-1271 `isValidSignature`. */
export function delegationSigningHash(
  delegation: Delegation,
  p: { chainId: number; delegationManager: Address },
): Hex {
  return hashTypedData(delegationTypedData(delegation, p))
}

/**
 * Reads a session back from a delegation's caveats (what `createSessionDelegation` wrote). Throws
 * `SessionRequestError` on a delegation it did not make: another authority, an enforcer not in `contracts`,
 * a caveat given twice, no allowance or no expiry.
 */
export function describeSessionDelegation(
  delegation: Delegation,
  contracts: SessionContracts,
): { signer: Address; account: Address; permission: SessionPermission; expiry: number } {
  if (delegation.authority.toLowerCase() !== ROOT_AUTHORITY) fail('authority', 'must be the root authority')
  const { enforcers } = contracts
  let erc20: { token: Address; allowance: bigint } | undefined
  let native: bigint | undefined
  let targets: Address[] | undefined
  let noCalldata: true | undefined
  let expiry: number | undefined
  delegation.caveats.forEach(({ enforcer, terms }, index) => {
    const field = `caveats[${index}]`
    const once = <T>(seen: T | undefined, read: () => T): T =>
      seen === undefined ? read() : fail(`${field}.enforcer`, 'is given twice')
    if (isAddressEqual(enforcer, enforcers.erc20TransferAmount)) {
      erc20 = once(erc20, () => readErc20TransferAmountTerms(terms, `${field}.terms`))
    } else if (isAddressEqual(enforcer, enforcers.nativeTokenTransferAmount)) {
      native = once(native, () => readNativeTokenTransferAmountTerms(terms, `${field}.terms`))
    } else if (isAddressEqual(enforcer, enforcers.allowedTargets)) {
      targets = once(targets, () => readAllowedTargetsTerms(terms, `${field}.terms`))
    } else if (isAddressEqual(enforcer, enforcers.exactCalldata)) {
      noCalldata = once(noCalldata, () => (terms === '0x' ? true : fail(`${field}.terms`, 'must be empty')))
    } else if (isAddressEqual(enforcer, enforcers.timestamp)) {
      expiry = once(expiry, () => readExpiryTerms(terms, `${field}.terms`))
    } else {
      fail(`${field}.enforcer`, `${enforcer} is not a session enforcer`)
    }
  })
  if (expiry === undefined) fail('caveats', 'must include an expiry')
  const parties = { signer: delegation.delegate, account: delegation.delegator, expiry }
  if (erc20 && native === undefined && targets === undefined && noCalldata === undefined) {
    return { ...parties, permission: { type: 'erc20-token-allowance', ...erc20 } }
  }
  if (native !== undefined && noCalldata && !erc20) {
    return {
      ...parties,
      permission: { type: 'native-token-allowance', allowance: native, targets: targets ?? [] },
    }
  }
  return fail(
    'caveats',
    'must hold one allowance: an ERC-20 one alone, or a native one with no calldata and optional targets',
  )
}

/** A timestamp caveat as a session writes it: no start, an end that fits unix seconds. */
function readExpiryTerms(terms: Hex, field: string): number {
  const { after, before } = readTimestampTerms(terms, field)
  if (after !== 0 || before === 0 || !Number.isSafeInteger(before))
    fail(field, 'must end at an expiry, with no start')
  return before
}
