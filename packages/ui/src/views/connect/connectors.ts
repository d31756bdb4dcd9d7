import type { ChainNamespace, Config, Connector } from '@portico/core'

export type ConnectorEntry = { connector: Connector; installed: boolean; recent: boolean }

/** The namespace the connect views list wallets for: the one asked for, then the filter, then the active. */
export function connectNamespace(config: Config): ChainNamespace | undefined {
  return (
    config.modal.state.namespace ?? config.network.state.connectorFilter ?? config.network.state.activeChain
  )
}

/**
 * The wallets to offer (spec §5): excluded rdns hidden; EIP-6963 (announced) wallets first, recent ones
 * before the others; the generic injected entry only when no wallet announced itself.
 */
export function listConnectors(config: Config, namespace: ChainNamespace | undefined): ConnectorEntry[] {
  const adapter = namespace ? config.getAdapter(namespace) : undefined
  if (!adapter) return []
  const excluded = new Set(config.options.state.excludeWalletRdns)
  const recent = config.recentWallets.state.wallets.map((wallet) => wallet.id)
  const all = adapter.getConnectors().filter((c) => !(c.info?.rdns && excluded.has(c.info.rdns)))
  const announced = all.filter((c) => c.type === 'ANNOUNCED')
  const others = all.filter((c) => c.type !== 'ANNOUNCED' && !(c.type === 'INJECTED' && announced.length > 0))
  const rank = (c: Connector) => {
    const index = recent.indexOf(c.id)
    return index === -1 ? recent.length : index
  }
  return [...announced.sort((a, b) => rank(a) - rank(b)), ...others].map((connector) => ({
    connector,
    installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
    recent: recent.includes(connector.id),
  }))
}
