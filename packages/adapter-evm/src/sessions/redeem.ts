import { type Address, encodeFunctionData, encodePacked, type Hex } from 'viem'
import { delegationManagerAbi } from './abis.js'
import { fail } from './fields.js'
import type { Delegation } from './types.js'

// ERC-7579's single-call mode (callType 0x00, execType 0x00 = revert on failure, then 30 zero bytes).
const SINGLE_DEFAULT_MODE: Hex = `0x${'00'.repeat(32)}`

/**
 * `DelegationManager.redeemDelegations` calldata that runs `calls` from the delegator's account under `context`,
 * each call one entry in single mode (`target ‖ value ‖ data`) with the same context: the session enforcers
 * accept single mode only, and one `redeemDelegations` runs all its entries or none (a refused entry reverts the
 * transaction), so several calls are still all or nothing. Every entry is judged by the enforcers on its own
 * (an allowance counts each call's spend).
 *
 * @example
 * const data = redeemSessionData({ context, calls: [{ to: usdc, data: transferData }] })
 */
export function redeemSessionData({
  context,
  calls,
}: {
  context: Hex
  calls: readonly { to: Address; value?: bigint; data?: Hex }[]
}): Hex {
  if (calls.length === 0) fail('calls', 'must hold at least one call')
  return encodeFunctionData({
    abi: delegationManagerAbi,
    functionName: 'redeemDelegations',
    args: [
      calls.map(() => context),
      calls.map(() => SINGLE_DEFAULT_MODE),
      calls.map(({ to, value, data }) =>
        encodePacked(['address', 'uint256', 'bytes'], [to, value ?? 0n, data ?? '0x']),
      ),
    ],
  })
}

/** `DelegationManager.disableDelegation` calldata: the delegator's account sends it to end the session. */
export function disableSessionData(delegation: Delegation): Hex {
  return encodeFunctionData({
    abi: delegationManagerAbi,
    functionName: 'disableDelegation',
    args: [delegation],
  })
}
