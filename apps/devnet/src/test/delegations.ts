import { DelegationManager as delegationManagerAbi } from '@metamask/delegation-abis'
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodePacked,
  getAbiItem,
  type Hex,
  hashTypedData,
  type LocalAccount,
  maxUint256,
  numberToHex,
  pad,
  toHex,
} from 'viem'
import { porticoAccountDigest } from '../erc4337/porticoAccountSignature.js'

// Delegations of the MetaMask Delegation Framework written out by hand with viem, for sessions.test.ts (the shared
// encoding module is @portico/adapter-evm's; this is the test's own, from the framework's Solidity types).

export type Caveat = { enforcer: Address; terms: Hex; args: Hex }
export type Delegation = {
  delegate: Address
  delegator: Address
  authority: Hex
  caveats: Caveat[]
  salt: bigint
  signature: Hex
}
export type Call = { to: Address; value?: bigint; data?: Hex }

/** The authority of a delegation straight from its delegator (no parent delegation). */
export const ROOT_AUTHORITY = toHex(maxUint256)

/** ERC-7579 modes: call type in byte 0, exec type (0x00: revert on failure) in byte 1, the rest zero. */
export const executionMode = (callType: number, execType = 0): Hex =>
  pad(concat([numberToHex(callType, { size: 1 }), numberToHex(execType, { size: 1 })]), {
    dir: 'right',
    size: 32,
  })
export const SINGLE_MODE = executionMode(0x00)
export const BATCH_MODE = executionMode(0x01)

/** ERC-7579 single execution: `target ‖ value ‖ callData`. */
export const singleExecution = ({ to, value = 0n, data = '0x' }: Call): Hex =>
  encodePacked(['address', 'uint256', 'bytes'], [to, value, data])

/** ERC-7579 batch execution: `abi.encode(Execution[])`. */
export const batchExecution = (calls: readonly Call[]): Hex =>
  encodeAbiParameters(
    [
      {
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'callData', type: 'bytes' },
        ],
      },
    ],
    [calls.map(({ to, value = 0n, data = '0x' }) => ({ target: to, value, callData: data }))],
  )

const delegationParameter = getAbiItem({ abi: delegationManagerAbi, name: 'getDelegationHash' }).inputs[0]

/** A redemption's permission context: `abi.encode(Delegation[])`, the leaf (the redeemer's) first. */
export const permissionContext = (delegations: readonly Delegation[]): Hex =>
  encodeAbiParameters([{ ...delegationParameter, type: 'tuple[]' }], [delegations])

/** The delegation as EIP-712 typed data under the DelegationManager's domain (`args` and `signature` are not signed). */
export const delegationTypedData = (
  delegation: Delegation,
  domain: { chainId: number; delegationManager: Address },
) =>
  ({
    domain: {
      name: 'DelegationManager',
      version: '1',
      chainId: domain.chainId,
      verifyingContract: domain.delegationManager,
    },
    types: {
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
    },
    primaryType: 'Delegation',
    message: {
      delegate: delegation.delegate,
      delegator: delegation.delegator,
      authority: delegation.authority,
      caveats: delegation.caveats.map(({ enforcer, terms }) => ({ enforcer, terms })),
      salt: delegation.salt,
    },
  }) as const

/**
 * The delegation signed by the PorticoAccount that is its delegator: the owner signs the account's ERC-1271 digest
 * of the typed-data hash the DelegationManager checks.
 */
export async function signAsAccount(
  owner: LocalAccount,
  delegation: Delegation,
  domain: { chainId: number; delegationManager: Address },
): Promise<Delegation> {
  const hash = hashTypedData(delegationTypedData(delegation, domain))
  const digest = porticoAccountDigest({ hash, account: delegation.delegator, chainId: domain.chainId })
  if (!owner.sign) throw new Error('the owner must be a local key')
  return { ...delegation, signature: await owner.sign({ hash: digest }) }
}
