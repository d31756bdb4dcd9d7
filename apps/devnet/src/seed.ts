import { parseEther, parseUnits } from 'viem'

/** What the deploy step gives out and pools, identical on every chain. */
export const seed = {
  /** Native balance of every anvil account at genesis (anvil's default, left as is). */
  nativePerAccount: parseEther('10000'),
  usdcPerAccount: parseUnits('10000', 6),
  ptkPerAccount: parseUnits('1000', 18),
  /** NFT ids 1, 2, 3 go to test accounts 0, 1, 2. */
  nftsPerAccount: 1,
  smartAccount: {
    native: parseEther('10'),
    usdc: parseUnits('1000', 6),
    ptk: parseUnits('100', 18),
  },
  pools: {
    /** 1 ETH = 3000 USDC */
    wethUsdc: { weth: parseEther('100'), usdc: parseUnits('300000', 6) },
    /** 1 PTK = 2 USDC */
    ptkUsdc: { ptk: parseUnits('500000', 18), usdc: parseUnits('1000000', 6) },
    /** 1 ETH = 1500 PTK, consistent with the two USD prices */
    ptkWeth: { ptk: parseUnits('150000', 18), weth: parseEther('100') },
  },
} as const
