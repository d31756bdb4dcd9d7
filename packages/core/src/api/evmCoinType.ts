import { InvalidChainIdError } from '../errors/thrown.js'

/** The first coin type of EVM chains (bit 31): a chain id must be below it to have a coin type. */
export const EVM_COIN_TYPE_BIT = 0x80000000

/** Whether an EVM chain id has an ENSIP-11 coin type: a positive integer below 2147483648. */
export function hasEvmCoinType(chainId: number): boolean {
  return Number.isSafeInteger(chainId) && chainId > 0 && chainId < EVM_COIN_TYPE_BIT
}

/**
 * ENSIP-11 coin type of an EVM chain: 60 for Ethereum mainnet, 0x80000000 | chainId otherwise. Throws
 * `InvalidChainIdError` ('Invalid chainId') for a chain id that is not a positive integer below 2147483648.
 */
export function evmCoinType(chainId: number): number {
  if (!hasEvmCoinType(chainId)) throw new InvalidChainIdError({ details: `${chainId} has no coin type` })
  return chainId === 1 ? 60 : (EVM_COIN_TYPE_BIT | chainId) >>> 0
}
