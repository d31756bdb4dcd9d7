/** ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId; Ethereum mainnet keeps SLIP-44's 60. */
export const MAINNET_COIN_TYPE = 60
const EVM_BIT = 0x80000000

/** The chain id a coin type stands for, or undefined when it is no EVM coin type (a chain id converts to a coin type below 2147483648). */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === MAINNET_COIN_TYPE) return 1
  if (!Number.isInteger(coinType) || coinType < EVM_BIT || coinType > 0xffffffff) return undefined
  const chainId = coinType - EVM_BIT
  return chainId > 0 ? chainId : undefined
}

export function coinTypeOfChainId(chainId: number): number {
  if (chainId === 1) return MAINNET_COIN_TYPE
  if (chainId >= EVM_BIT) throw new Error('Invalid chainId')
  return (EVM_BIT | chainId) >>> 0
}
