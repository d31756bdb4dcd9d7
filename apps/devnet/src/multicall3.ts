/** Multicall3's canonical address, where the devnet places its Multicall3 code. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'
