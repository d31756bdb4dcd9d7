import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] | undefined }

export type BlockExplorer = { name: string; url: string; apiUrl?: string | undefined }

/**
 * A network the kit can use: its ids, name, namespace, native currency and RPC URLs and, optionally, block
 * explorers, a testnet flag and an image.
 */
export type Network = {
  /** The chain's own id: a number for eip155, the CAIP-2 reference string elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  name: string
  chainNamespace: ChainNamespace
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls | undefined }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer } | undefined
  testnet?: boolean | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
}
