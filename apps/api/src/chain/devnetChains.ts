import type { Devnet } from '@portico/devnet'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { ChainConfig } from '../config.js'

/** The devnet's deployer (account 9 of the public test mnemonic) owns the sandbox tokens. */
const treasuryKey = toHex(
  mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 9,
  }).getHdKey().privateKey!,
)

/** Chain configuration for every chain of a running devnet: tokens, AMM and Multicall3 from its addresses. */
export function devnetChains(devnet: Pick<Devnet, 'chains'>): ChainConfig[] {
  return devnet.chains.map(({ chainId, rpcUrl, wsUrl, addresses }) => ({
    caipNetworkId: `eip155:${chainId}`,
    name: chainId === 31337 ? 'Portico Devnet' : `Portico Devnet ${chainId}`,
    rpcUrl,
    wsUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    testnet: false,
    tokens: [
      { address: addresses.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      { address: addresses.ptk, name: 'Portico Token', symbol: 'PTK', decimals: 18 },
    ],
    nfts: [{ address: addresses.nft, name: 'Portico Pass', symbol: 'PASS' }],
    amm: {
      factory: addresses.ammFactory,
      router: addresses.ammRouter,
      weth: addresses.weth,
      usd: addresses.usdc,
    },
    multicall: addresses.multicall3,
    onramp: { treasuryKey },
  }))
}
