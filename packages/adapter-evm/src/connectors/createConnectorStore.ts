import { type Connector, safeIconUrl, safeWalletName } from '@portico/core'
import type { EIP1193Provider } from 'viem'
import { type EIP6963ProviderDetail, watchAnnouncements } from './eip6963.js'

/** What the app's wallet catalogue knows about a wallet, by rdns. */
export type CatalogueEntry = {
  name?: string | undefined
  imageUrl?: string | undefined
  /** The catalogue's own id of the wallet. */
  explorerId?: string | undefined
}

export type Catalogue = Readonly<Record<string, CatalogueEntry>>

export type ConnectorStore = {
  getConnectors(): readonly Connector[]
  /** Asks wallets to announce again and looks for an injected provider. */
  refresh(): void
  /** Emits the connector list each time it changes. */
  subscribe(listener: (connectors: readonly Connector[]) => void): () => void
  destroy(): void
}

export const INJECTED_CONNECTOR_ID = 'injected'

const isProvider = (value: unknown): value is EIP1193Provider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

function toAnnouncedConnector({ info, provider }: EIP6963ProviderDetail, catalogue: Catalogue): Connector {
  const entry = catalogue[info.rdns]
  // The announcement is untrusted page input, the catalogue's entry network input: both are cleaned.
  const name = safeWalletName(info.name, info.rdns.slice(0, 64))
  const icon = safeIconUrl(info.icon)
  const imageUrl = safeIconUrl(entry?.imageUrl) ?? icon
  return {
    id: info.rdns,
    name: safeWalletName(entry?.name, name),
    chain: 'eip155',
    type: 'ANNOUNCED',
    ...(imageUrl !== undefined && { imageUrl }),
    ...(entry?.explorerId !== undefined && { explorerId: entry.explorerId }),
    info: { rdns: info.rdns, name, ...(icon !== undefined && { icon }) },
    provider,
  }
}

const sameConnector = (a: Connector, b: Connector | undefined) =>
  b !== undefined &&
  a.id === b.id &&
  a.name === b.name &&
  a.imageUrl === b.imageUrl &&
  a.explorerId === b.explorerId &&
  a.provider === b.provider

/**
 * EIP-6963 discovery on `target`, plus a plain injected connector for `target.ethereum` (the window's)
 * when that provider did not announce itself. Announced wallets are merged with the catalogue's data.
 */
export function createConnectorStore({
  target,
  catalogue = {},
}: {
  target?: EventTarget | undefined
  catalogue?: Catalogue | undefined
}): ConnectorStore {
  const announced = new Map<string, EIP6963ProviderDetail>()
  const listeners = new Set<(connectors: readonly Connector[]) => void>()
  let connectors: readonly Connector[] = []

  const compute = (): Connector[] => {
    const list = [...announced.values()].map((detail) => toAnnouncedConnector(detail, catalogue))
    const injected = (target as { ethereum?: unknown } | undefined)?.ethereum
    if (isProvider(injected) && !list.some((connector) => connector.provider === injected)) {
      list.push({
        id: INJECTED_CONNECTOR_ID,
        name: 'Browser Wallet',
        chain: 'eip155',
        type: 'INJECTED',
        provider: injected,
      })
    }
    return list
  }

  const update = () => {
    const next = compute()
    if (next.length === connectors.length && next.every((c, i) => sameConnector(c, connectors[i]))) return
    connectors = next
    for (const listener of [...listeners]) listener(connectors)
  }

  const watcher = target
    ? watchAnnouncements(target, (detail) => {
        announced.set(detail.info.rdns, detail)
        update()
      })
    : undefined
  // Legacy injected wallets signal late injection with this event.
  target?.addEventListener('ethereum#initialized', update)
  update()

  return {
    getConnectors: () => connectors,
    refresh() {
      watcher?.request()
      update()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      watcher?.stop()
      target?.removeEventListener('ethereum#initialized', update)
      listeners.clear()
    },
  }
}
