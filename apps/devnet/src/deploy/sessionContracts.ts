import {
  AllowedTargetsEnforcer as allowedTargetsEnforcerAbi,
  DelegationManager as delegationManagerAbi,
  ERC20TransferAmountEnforcer as erc20TransferAmountEnforcerAbi,
  ExactCalldataEnforcer as exactCalldataEnforcerAbi,
  NativeTokenTransferAmountEnforcer as nativeTokenTransferAmountEnforcerAbi,
  TimestampEnforcer as timestampEnforcerAbi,
} from '@metamask/delegation-abis'
import {
  AllowedTargetsEnforcer,
  DelegationManager,
  ERC20TransferAmountEnforcer,
  ExactCalldataEnforcer,
  NativeTokenTransferAmountEnforcer,
  TimestampEnforcer,
} from '@metamask/delegation-abis/bytecode'
import type { DevnetAddresses } from '../types.js'
import type { DeployContext } from './context.js'

/** @internal The session contracts' addresses, as `DevnetAddresses` names them. */
export type SessionContractAddresses = Pick<DevnetAddresses, 'delegationManager' | 'sessionEnforcers'>

/**
 * Deploys the MetaMask Delegation Framework's contracts that sessions use, from the release build shipped in
 * `@metamask/delegation-abis` (creation code unchanged, so the code on chain is the audited build's): the
 * DelegationManager, owned by the deployer, and five caveat enforcers (no constructor arguments).
 */
export async function deploySessionContracts(context: DeployContext): Promise<SessionContractAddresses> {
  const { deployCode, deployer } = context
  const delegationManager = await deployCode(
    'DelegationManager',
    { abi: delegationManagerAbi, bytecode: DelegationManager },
    [deployer],
  )
  const erc20TransferAmount = await deployCode('ERC20TransferAmountEnforcer', {
    abi: erc20TransferAmountEnforcerAbi,
    bytecode: ERC20TransferAmountEnforcer,
  })
  const nativeTokenTransferAmount = await deployCode('NativeTokenTransferAmountEnforcer', {
    abi: nativeTokenTransferAmountEnforcerAbi,
    bytecode: NativeTokenTransferAmountEnforcer,
  })
  const timestamp = await deployCode('TimestampEnforcer', {
    abi: timestampEnforcerAbi,
    bytecode: TimestampEnforcer,
  })
  const allowedTargets = await deployCode('AllowedTargetsEnforcer', {
    abi: allowedTargetsEnforcerAbi,
    bytecode: AllowedTargetsEnforcer,
  })
  const exactCalldata = await deployCode('ExactCalldataEnforcer', {
    abi: exactCalldataEnforcerAbi,
    bytecode: ExactCalldataEnforcer,
  })
  return {
    delegationManager,
    sessionEnforcers: {
      erc20TransferAmount,
      nativeTokenTransferAmount,
      timestamp,
      allowedTargets,
      exactCalldata,
    },
  }
}
