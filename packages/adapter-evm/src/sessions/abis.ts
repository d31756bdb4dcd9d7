import { parseAbi } from 'viem'

// The fragments of the MetaMask Delegation Framework's contracts that sessions call, written from its sources.

/** The Delegation struct as the DelegationManager's ABI spells it (with its signature, which is not signed). */
export const DELEGATION =
  '(address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature)'

export const delegationManagerAbi = parseAbi([
  `function redeemDelegations(bytes[] permissionContexts, bytes32[] modes, bytes[] executionCallDatas)`,
  `function disableDelegation(${DELEGATION} delegation)`,
  'function disabledDelegations(bytes32 delegationHash) view returns (bool)',
  `function getDelegationHash(${DELEGATION} delegation) pure returns (bytes32)`,
])

/** ERC20TransferAmountEnforcer and NativeTokenTransferAmountEnforcer: what a delegation has spent so far. */
export const spentMapAbi = parseAbi([
  'function spentMap(address delegationManager, bytes32 delegationHash) view returns (uint256)',
])
