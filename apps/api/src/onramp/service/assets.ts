import type { ChainClients } from '../../chain/clients.js'
import type { SolanaNodeConfig } from '../../config.js'
import { ValidationError } from '../../middleware/validate.js'
import { type OnrampNamespace, type OnrampProvider, serves } from '../providers.js'
import type { Asset } from './context.js'

/** Every EVM chain's native currency and tokens. */
function evmAssets(clients: ChainClients): Asset[] {
  return clients.eip155().flatMap((chain) =>
    [
      { ...chain.nativeCurrency, address: undefined },
      ...chain.tokens.map((t) => ({
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
        address: t.address,
      })),
    ].map((a) => ({
      ...a,
      network: chain.caipNetworkId,
      networkName: chain.name,
      namespace: 'eip155' as const,
      chain,
      usdPrice: undefined,
    })),
  )
}

/** The assets with a configured price on the Solana nodes that have an on-ramp treasury. */
function solanaAssets(solanaNodes: readonly SolanaNodeConfig[]): Asset[] {
  return solanaNodes
    .filter((node) => node.onramp)
    .flatMap((node) =>
      [
        { ...node.nativeCurrency, address: undefined, usdPrice: node.nativeUsdPrice },
        ...node.tokens.map((t) => ({
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          address: t.address,
          usdPrice: t.usdPrice,
        })),
      ]
        .filter((a) => a.usdPrice > 0)
        .map((a) => ({
          ...a,
          network: node.caipNetworkId,
          networkName: node.name,
          namespace: 'solana' as const,
          chain: undefined,
        })),
    )
}

/** The assets on offer, of one provider or of all. */
export const assetsOnOffer =
  (clients: ChainClients, solanaNodes: readonly SolanaNodeConfig[]) =>
  (provider?: OnrampProvider): Asset[] =>
    [...evmAssets(clients), ...solanaAssets(solanaNodes)].filter(
      (a) => !provider || serves(provider, a.network),
    )

/** The networks of these assets, in configuration order. */
export function networksOf(assets: Asset[]) {
  const seen = new Map<string, { id: string; name: string; namespace: OnrampNamespace }>()
  for (const a of assets)
    if (!seen.has(a.network))
      seen.set(a.network, { id: a.network, name: a.networkName, namespace: a.namespace })
  return [...seen.values()]
}

/** The asset of this symbol (any case) on this network; a 400 when the provider does not serve it. */
export function findAsset(assets: Asset[], symbol: string, network: string, provider?: OnrampProvider) {
  if (provider && !serves(provider, network))
    throw new ValidationError('network', `Provider ${provider.name} does not serve ${network}`)
  const asset = assets.find((a) => a.symbol.toUpperCase() === symbol.toUpperCase() && a.network === network)
  if (!asset) throw new ValidationError('asset', `${symbol} is not offered on ${network}`)
  return asset
}
