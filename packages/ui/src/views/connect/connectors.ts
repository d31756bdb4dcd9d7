import {
  type ChainNamespace,
  type Config,
  type Connector,
  type RecentWallet,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { getWalletConnect } from '@portico/walletconnect'
import { isMobile } from '../../utils/isMobile.js'

export type ConnectorEntry = {
  /** What the row shows. A wallet reachable on several namespaces is one `MULTI_CHAIN` entry. */
  connector: Connector
  /** The connector of every namespace this entry connects: one, or several for a multi-chain wallet. */
  connectors: Connector[]
  installed: boolean
  recent: boolean
}

export type ListConnectorsOptions = {
  /** Whether the page runs on a phone or tablet. Default: from the user agent. */
  mobile?: boolean | undefined
}

/** The namespace the connect views list wallets for: the one asked for, then the filter, then the active. */
export function connectNamespace(config: Config): ChainNamespace | undefined {
  return namespaceFilter(config) ?? config.network.state.activeChain
}

/** The namespace the modal was opened for, or the one a namespace switch filters connectors to. */
export function namespaceFilter(config: Config): ChainNamespace | undefined {
  return config.modal.state.namespace ?? config.network.state.connectorFilter
}

/**
 * The wallets of one namespace: excluded rdns hidden; EIP-6963 (announced) wallets first, recent ones before
 * the others. The generic injected entry ("Browser Wallet") is hidden on desktop, where wallets announce
 * themselves; on mobile it shows only when no wallet announced itself. (Adapters offer it only when an
 * injected provider exists.)
 */
export function listConnectors(
  config: Config,
  namespace: ChainNamespace | undefined,
  { mobile = isMobile() }: ListConnectorsOptions = {},
): ConnectorEntry[] {
  const adapter = namespace ? config.getAdapter(namespace) : undefined
  if (!adapter) return []
  const excluded = new Set(config.options.state.excludeWalletRdns)
  const recent = config.recentWallets.state.wallets.map((wallet) => wallet.id)
  // WalletConnect has an entry of its own (and catalogue wallets reached through it), the e-mail login its
  // field.
  const all = adapter
    .getConnectors()
    .filter(
      (c) =>
        !(c.info?.rdns && excluded.has(c.info.rdns)) &&
        c.type !== 'WALLET_CONNECT' &&
        c.id !== WALLET_CONNECT_CONNECTOR_ID &&
        c.type !== 'AUTH',
    )
  const announced = all.filter((c) => c.type === 'ANNOUNCED')
  const showInjected = mobile && announced.length === 0
  const others = all.filter((c) => c.type !== 'ANNOUNCED' && (c.type !== 'INJECTED' || showInjected))
  const rank = (c: Connector) => {
    const index = recent.indexOf(c.id)
    return index === -1 ? recent.length : index
  }
  return [...announced.sort((a, b) => rank(a) - rank(b)), ...others].map((connector) => ({
    connector,
    connectors: [connector],
    installed: connector.type === 'ANNOUNCED' || connector.type === 'INJECTED',
    recent: recent.includes(connector.id),
  }))
}

/**
 * The Connect view's wallets. With a namespace filter, that namespace's wallets. Without one, every
 * namespace's (the active one first), and wallets of the same name on several namespaces become one
 * `MULTI_CHAIN` entry that connects all of them.
 */
export function listConnectEntries(config: Config, options: ListConnectorsOptions = {}): ConnectorEntry[] {
  const filter = namespaceFilter(config)
  if (filter) return listConnectors(config, filter, options)
  const active = config.network.state.activeChain
  const namespaces = [...config.adapters.keys()].sort((a, b) => Number(b === active) - Number(a === active))
  const merged = new Map<string, ConnectorEntry>()
  for (const entry of namespaces.flatMap((namespace) => listConnectors(config, namespace, options))) {
    const key = entry.connector.name.trim().toLowerCase()
    const existing = merged.get(key)
    if (!existing) {
      merged.set(key, entry)
      continue
    }
    const connectors = [...existing.connectors, ...entry.connectors]
    merged.set(key, {
      connector: { ...existing.connectors[0]!, type: 'MULTI_CHAIN' },
      connectors,
      installed: existing.installed || entry.installed,
      recent: existing.recent || entry.recent,
    })
  }
  return [...merged.values()]
}

/**
 * Recent wallets that were connected over WalletConnect (no adapter offers them as a connector of its own),
 * most recent first; none when WalletConnect is not set up.
 */
export function recentWalletConnectWallets(config: Config): RecentWallet[] {
  if (!getWalletConnect(config)) return []
  const own = new Set(
    [...config.adapters.values()].flatMap((adapter) => adapter.getConnectors().map((c) => c.id)),
  )
  own.add(WALLET_CONNECT_CONNECTOR_ID)
  return config.recentWallets.state.wallets.filter((wallet) => !own.has(wallet.id) && !wallet.rdns)
}
