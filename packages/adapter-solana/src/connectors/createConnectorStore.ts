import { type Connector, safeIconUrl, safeWalletName } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet, type SolanaWalletConnection, walletStandardConnection } from './walletStandard.js'

/** The part of `@wallet-standard/app`'s `Wallets` the adapter reads. */
export type WalletsRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** A registered wallet's name and icon are untrusted page input: both are cleaned (the id stays its name). */
const toConnector = (wallet: Wallet): Connector => {
  const name = safeWalletName(wallet.name, 'Solana wallet')
  const icon = safeIconUrl(wallet.icon)
  return {
    id: wallet.name,
    name,
    chain: 'solana',
    type: 'ANNOUNCED',
    ...(icon !== undefined && { imageUrl: icon }),
    info: { name, ...(icon !== undefined && { icon }) },
    provider: wallet,
  }
}

/** The Solana wallets of the Wallet Standard registry; emits the list when a wallet registers or leaves. */
export function createConnectorStore(wallets: WalletsRegistry | undefined) {
  const listeners = new Set<(connectors: readonly Connector[]) => void>()
  let found: Wallet[] = []

  const refresh = () => {
    const next = (wallets?.get() ?? []).filter(isSolanaWallet)
    const changed = next.length !== found.length || next.some((wallet, i) => wallet !== found[i])
    found = next
    if (changed) for (const listener of [...listeners]) listener(getConnectors())
  }
  const getConnectors = () => found.map(toConnector)
  const stops = wallets ? [wallets.on('register', refresh), wallets.on('unregister', refresh)] : []
  refresh()

  return {
    getConnectors,
    /** A connection to the wallet behind `connectorId` (its name, case-insensitive), or undefined. */
    open(connectorId: string): { connector: Connector; connection: SolanaWalletConnection } | undefined {
      refresh()
      const id = connectorId.toLowerCase()
      const wallet = found.find((each) => each.name.toLowerCase() === id)
      return wallet && { connector: toConnector(wallet), connection: walletStandardConnection(wallet) }
    },
    subscribe(listener: (connectors: readonly Connector[]) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      for (const stop of stops) stop()
      listeners.clear()
    },
  }
}
