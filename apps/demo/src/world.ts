/** What the demo needs to know about the local world; served as `/portico.json` by the dev server. */
export type DemoToken = { address: `0x${string}`; name: string; symbol: string; decimals: number }

export type DemoChain = {
  chainId: number
  name: string
  rpcUrl: string
  tokens: DemoToken[]
  nft: `0x${string}`
}

export type DemoWorld = {
  /** The self-hosted blockchain API (`apps/api`). */
  apiUrl: string
  projectId: string
  chains: DemoChain[]
}
