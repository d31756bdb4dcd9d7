import type { Devnet } from '@portico/devnet'
import {
  DEPLOYER_INDEX,
  type DevnetChain,
  devnetPrivateKey,
  ENTRY_POINT_ADDRESS,
  PAYMASTER_SIGNER_INDEX,
} from '@portico/devnet/contracts'
import type { ChainConfig, ConfigInput, SessionContractsConfig } from '../config.js'

/** The devnet's deployer owns the sandbox tokens. */
const treasuryKey = devnetPrivateKey(DEPLOYER_INDEX)

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

/**
 * The `paymaster` setting for a devnet chain, without its policies: the devnet's paymaster signer and the chain's
 * PorticoPaymaster on the EntryPoint v0.8. A world adds the projects' policies.
 */
export function devnetPaymaster(chain: DevnetChain): Omit<NonNullable<ConfigInput['paymaster']>, 'policies'> {
  return {
    signerKey: devnetPrivateKey(PAYMASTER_SIGNER_INDEX),
    contracts: [
      { chainId: chain.chainId, address: chain.addresses.porticoPaymaster, entryPoint: ENTRY_POINT_ADDRESS },
    ],
  }
}

/**
 * The `sessions` of a devnet chain's `smartAccounts` entry: the chain's DelegationManager and the caveat enforcers
 * a session's limits are written with, where the embedded wallet's smart account grants apps sessions.
 */
export function devnetSessions(chain: DevnetChain): SessionContractsConfig {
  const { delegationManager, sessionEnforcers } = chain.addresses
  return {
    delegationManager,
    enforcers: {
      erc20TransferAmount: sessionEnforcers.erc20TransferAmount,
      nativeTokenTransferAmount: sessionEnforcers.nativeTokenTransferAmount,
      timestamp: sessionEnforcers.timestamp,
      allowedTargets: sessionEnforcers.allowedTargets,
      exactCalldata: sessionEnforcers.exactCalldata,
    },
  }
}

/** `DelegationManager.disableDelegation(Delegation)`: how an account ends a session it granted. */
const DISABLE_DELEGATION =
  'disableDelegation((address,address,bytes32,(address,bytes,bytes)[],uint256,bytes))'

/**
 * A paymaster policy target for a devnet chain's sessions: the DelegationManager, `disableDelegation` only, so a
 * project may sponsor the user operation by which a smart account revokes a session.
 */
export function devnetSessionRevokeTarget(chain: DevnetChain): { address: string; methods: string[] } {
  return { address: chain.addresses.delegationManager, methods: [DISABLE_DELEGATION] }
}
