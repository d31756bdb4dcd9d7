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
}

export type SmartAccountNetworksResponse = { networks: SmartAccountNetwork[] }
