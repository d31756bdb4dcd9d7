/** ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, 0x80000000 | chainId otherwise. */
export function evmCoinType(chainId: number): number {
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
