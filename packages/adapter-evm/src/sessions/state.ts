import { readContract } from 'viem/actions'
import type { PublicClient } from '../actions/types.js'
import { type EvmErrorType, toEvmError } from '../errors/toEvmError.js'
import { delegationManagerAbi, spentMapAbi } from './abis.js'
import { delegationHash, describeSessionDelegation } from './delegation.js'
import type { Delegation, SessionContracts } from './types.js'

export type ReadSessionStateErrorType = EvmErrorType

/**
 * What a session has used on chain: `spent`, the allowance's enforcer's running total for this delegation
 * (token base units or wei), and whether its account has `disabled` it (revoked). Throws
 * `SessionRequestError` on a delegation that is not a session of `contracts`.
 *
 * @example
 * const { spent, disabled } = await readSessionState(publicClient, { delegation, contracts })
 */
export async function readSessionState(
  client: PublicClient,
  { delegation, contracts }: { delegation: Delegation; contracts: SessionContracts },
): Promise<{ spent: bigint; disabled: boolean }> {
  const { permission } = describeSessionDelegation(delegation, contracts)
  const hash = delegationHash(delegation)
  const { delegationManager, enforcers } = contracts
  const enforcer =
    permission.type === 'erc20-token-allowance'
      ? enforcers.erc20TransferAmount
      : enforcers.nativeTokenTransferAmount
  try {
    const [spent, disabled] = await Promise.all([
      readContract(client, {
        address: enforcer,
        abi: spentMapAbi,
        functionName: 'spentMap',
        args: [delegationManager, hash],
      }),
      readContract(client, {
        address: delegationManager,
        abi: delegationManagerAbi,
        functionName: 'disabledDelegations',
        args: [hash],
      }),
    ])
    return { spent, disabled }
  } catch (error) {
    throw toEvmError(error)
  }
}
