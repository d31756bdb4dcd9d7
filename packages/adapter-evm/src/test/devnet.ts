// Test helpers: Portico networks and dev wallets for the devnet's chains.

import { defineNetwork, type Network } from '@portico/core'
import { createDevWallet, type DevWallet, type DevWalletPolicy } from '@portico/dev-wallet'
import type { DevnetChain } from '@portico/devnet'
import { type CreateEvmAdapterParameters, createEvmAdapter, type EvmAdapter } from '../adapter.js'

export const DEV_WALLET_ID = 'dev.portico.wallet'

/** Anvil accounts of the standard test mnemonic. */
export const anvilKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const

/** A Portico network for a devnet chain (optionally with other RPC URLs). */
export function devnetNetwork(chain: DevnetChain, urls: readonly string[] = [chain.rpcUrl]): Network {
  return defineNetwork({
    id: chain.chainId,
    name: `Devnet ${chain.chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: urls } },
    blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1/explorer' } },
    testnet: true,
  })
}

/** A dev wallet on the given devnet chains (the first is where it starts). */
export function devWallet(
  chains: readonly DevnetChain[],
  {
    policy = 'approve',
    privateKey,
    info,
  }: { policy?: DevWalletPolicy; privateKey?: `0x${string}`; info?: { rdns: string; name: string } } = {},
): DevWallet {
  return createDevWallet({
    chains: chains.map((chain) => ({
      id: chain.chainId,
      name: `Devnet ${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
    })),
    policy,
    ...(privateKey && { privateKey }),
    ...(info && { info }),
  })
}

/** An adapter on its own EventTarget with `wallet` announced there, connected to it. */
export async function connectedAdapter(
  wallet: DevWallet,
  network: Network,
  parameters: Omit<CreateEvmAdapterParameters, 'target'> = {},
): Promise<{ adapter: EvmAdapter; target: EventTarget; stop(): void }> {
  const target = new EventTarget()
  const stopAnnouncing = wallet.announce(target)
  const adapter = createEvmAdapter({ ...parameters, target })
  await adapter.connect({ connectorId: DEV_WALLET_ID, network })
  return {
    adapter,
    target,
    stop() {
      adapter.destroy()
      stopAnnouncing()
    },
  }
}
