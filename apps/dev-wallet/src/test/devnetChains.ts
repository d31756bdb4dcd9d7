import type { Devnet } from '@portico/devnet'
import type { DevWalletChain } from '../types.js'

/** The devnet's chains as dev-wallet chains. */
export const devnetChains = (devnet: Devnet): DevWalletChain[] =>
  devnet.chains.map((chain, index) => ({
    id: chain.chainId,
    name: index === 0 ? 'Anvil' : `Anvil ${index + 1}`,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }))
