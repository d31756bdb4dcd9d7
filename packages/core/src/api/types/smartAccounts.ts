import type { CaipNetworkId } from '../../caip/types.js'

// The chains that offer ERC-4337 smart accounts (`GET /v1/smart-accounts`), for the embedded wallet.

/** One chain's smart-account service: the EntryPoint, the account factory, the bundler and, when sponsored, the paymaster. */
export type SmartAccountNetwork = {
  /** CAIP-2, `eip155:<chainId>`. */
  caipNetworkId: CaipNetworkId
  entryPoint: `0x${string}`
  factory: `0x${string}`
  bundlerUrl: string
  /** The EIP-7702 implementation an EOA may delegate to on the chain (an in-place upgrade), when it has one. */
  eip7702?: `0x${string}` | undefined
  /** The API's ERC-7677 paymaster service for the project, when it sponsors gas on the chain. */
  paymasterUrl?: string | undefined
  /** The chain's session contracts, where the wallet's smart account may grant apps sessions (ERC-7710). */
  sessions?: SmartAccountSessions | undefined
}

/**
 * A chain's session contracts: the DelegationManager and the caveat enforcers a session's limits are written with;
 * and `recordsUrl`, the API's `/v1/sessions?projectId=` where the wallet records the sessions it grants.
 */
export type SmartAccountSessions = {
  recordsUrl: string
  delegationManager: `0x${string}`
  enforcers: {
    erc20TransferAmount: `0x${string}`
    nativeTokenTransferAmount: `0x${string}`
    timestamp: `0x${string}`
    allowedTargets: `0x${string}`
    exactCalldata: `0x${string}`
  }
}

export type SmartAccountNetworksResponse = { networks: SmartAccountNetwork[] }
