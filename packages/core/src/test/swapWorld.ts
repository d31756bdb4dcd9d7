// What the swap integration tests get from the package's global setup (test/swapWorld.setup.ts).

export type SwapWorld = {
  apiUrl: string
  projectId: string
  chainId: number
  rpcUrl: string
  usdc: `0x${string}`
  ptk: `0x${string}`
  router: `0x${string}`
  /** The devnet's SmartAccount: its code runs batches (`executeBatch`) for an account that delegates to it. */
  smartAccount: `0x${string}`
}

declare module 'vitest' {
  export interface ProvidedContext {
    swapWorld: SwapWorld
  }
}
