import type { Network } from '@portico/core'
import type { EmbeddedNamespace } from '../namespaces.js'
import { frameChainId } from './chains.js'
import type { EmbeddedContext } from './context.js'
import { clip } from './flow.js'
import { smartAccountOf } from './smartAccountNetworks.js'

// What the frame is told about the app and its networks.

export const projectId = (c: EmbeddedContext) => c.options.projectId ?? c.config.state.projectId ?? ''
export const chainsOf = (c: EmbeddedContext, namespace: EmbeddedNamespace) =>
  c.deps.networksOf(namespace).map((network) => network.caipNetworkId)
/** The network of `namespace` the wallet is asked on: the active one when it is there, else the first. */
export const networkOf = (c: EmbeddedContext, namespace: EmbeddedNamespace): Network | undefined => {
  const active = c.deps.activeNetwork()
  return active?.chainNamespace === namespace && chainsOf(c, namespace).includes(active.caipNetworkId)
    ? active
    : c.deps.networksOf(namespace)[0]
}
/** The chain the frame starts on: the last one it was on, else the active or first network's. */
export const startChainId = (c: EmbeddedContext) => {
  const stored = c.cache.chainId()
  if (stored !== undefined) return stored
  const active = c.deps.activeNetwork()
  const network =
    active && (c.namespaces as readonly string[]).includes(active.chainNamespace)
      ? active
      : c.namespaces.map((namespace) => c.deps.networksOf(namespace)[0]).find(Boolean)
  return network ? frameChainId(network.caipNetworkId) : 1
}

/**
 * The networks the frame serves, each with the RPC it reads and sends through, and where the API lists one, its
 * smart-account service (without it the frame offers only the EOA there).
 */
export const networkInfos = (c: EmbeddedContext) =>
  c.namespaces
    .flatMap((namespace) => c.deps.networksOf(namespace))
    .flatMap((network) => {
      const rpcUrl = c.deps.rpcUrlOf(network)
      if (!rpcUrl || !URL.canParse(rpcUrl)) return []
      const { name, symbol, decimals } = network.nativeCurrency
      const smartAccount = smartAccountOf(c, network.caipNetworkId)
      return [
        {
          caipNetworkId: network.caipNetworkId,
          name: clip(network.name, 128),
          rpcUrl,
          nativeCurrency: { name: clip(name, 64), symbol: clip(symbol, 16), decimals },
          ...(smartAccount && { smartAccount }),
        },
      ]
    })
    .slice(0, 64)

export const dappData = (c: EmbeddedContext) => {
  const { metadata, sdkType, sdkVersion } = c.config.state
  return {
    ...(metadata && {
      metadata: {
        name: clip(metadata.name, 256),
        description: clip(metadata.description, 2048),
        url: clip(metadata.url, 2048),
        icons: metadata.icons.filter((icon) => icon.length <= 2048).slice(0, 8),
      },
    }),
    sdkType: clip(sdkType, 64),
    sdkVersion: clip(sdkVersion, 64),
    projectId: projectId(c),
    ...(c.state.locale && { locale: c.state.locale }),
    networks: networkInfos(c),
  }
}
