import { type Address, encodeAbiParameters, encodeFunctionData, encodePacked, type Hex } from 'viem'
import { delegationManagerAbi } from './abis.js'
import { fail } from './fields.js'
import type { Delegation } from './types.js'

// ERC-7579 execution modes (callType ‖ execType ‖ 30 zero bytes): a single call or a batch, reverting on failure.
const SINGLE_DEFAULT_MODE: Hex = `0x${'00'.repeat(32)}`
const BATCH_DEFAULT_MODE: Hex = `0x01${'00'.repeat(31)}`

const executionsParameter = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/**
 * `DelegationManager.redeemDelegations` calldata that runs `calls` from the delegator's account under `context`.
 * One call goes in single mode (`target ‖ value ‖ data`); more go in batch mode (`abi.encode(Execution[])`).
 * The session enforcers accept single mode only, so a batch is refused on chain, by the enforcers: this
 * function does not judge what they allow.
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
  const [first, ...rest] = calls
  if (!first) fail('calls', 'must hold at least one call')
  const [mode, execution] =
    rest.length === 0
      ? [
          SINGLE_DEFAULT_MODE,
          encodePacked(['address', 'uint256', 'bytes'], [first.to, first.value ?? 0n, first.data ?? '0x']),
        ]
      : [
          BATCH_DEFAULT_MODE,
          encodeAbiParameters(executionsParameter, [
            calls.map(({ to, value, data }) => ({ target: to, value: value ?? 0n, callData: data ?? '0x' })),
          ]),
        ]
  return encodeFunctionData({
    abi: delegationManagerAbi,
    functionName: 'redeemDelegations',
    args: [[context], [mode], [execution]],
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
