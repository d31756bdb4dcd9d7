import { type Connector, safeIconUrl, safeWalletName } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import {
  isSatsConnectProvider,
  type SatsConnectProvider,
  type SatsConnectProviderInfo,
  satsConnectConnection,
} from './satsConnect.js'
import type { BitcoinWalletConnection } from './types.js'
import { isBitcoinWallet, walletStandardConnection } from './walletStandard.js'

/** The part of `@wallet-standard/app`'s `Wallets` the adapter reads. */
export type WalletsRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

type Entry = { connector: Connector; open(): BitcoinWalletConnection }

/** A wallet's own name and icon are untrusted page input: the connector carries them cleaned. */
function iconFields(icon: unknown, name: string): Pick<Connector, 'imageUrl' | 'info'> {
  const safe = safeIconUrl(icon)
  return safe === undefined ? { info: { name } } : { imageUrl: safe, info: { name, icon: safe } }
}

/**
 * The Bitcoin wallets reachable now: Wallet Standard wallets with the bitcoin features (from `wallets`),
 * then sats-connect providers listed in `target.btc_providers` (or `target.BitcoinProvider`) that are not
 * the same wallet by name. Emits the list whenever a Wallet Standard wallet registers or unregisters.
 */
export function createConnectorStore({
  wallets,
  target,
  appName,
}: {
  wallets: WalletsRegistry | undefined
  target: object | undefined
  appName?: string | undefined
}) {
  const listeners = new Set<(connectors: readonly Connector[]) => void>()
  let entries: Entry[] = []

  const refresh = () => {
    const standard: Entry[] = (wallets?.get() ?? []).filter(isBitcoinWallet).map((wallet) => ({
      connector: {
        id: wallet.name,
        name: safeWalletName(wallet.name, 'Bitcoin wallet'),
        chain: 'bip122',
        type: 'ANNOUNCED',
        ...iconFields(wallet.icon, safeWalletName(wallet.name, 'Bitcoin wallet')),
        provider: wallet,
      },
      open: () => walletStandardConnection(wallet),
    }))
    const names = new Set(standard.map((entry) => entry.connector.name))
    const injected = satsConnectProviders(target)
      .filter(({ info }) => !names.has(safeWalletName(info.name, 'Bitcoin wallet')))
      .map(
        ({ info, provider }): Entry => ({
          connector: {
            id: info.id,
            name: safeWalletName(info.name, 'Bitcoin wallet'),
            chain: 'bip122',
            type: 'INJECTED',
            ...iconFields(info.icon, safeWalletName(info.name, 'Bitcoin wallet')),
            provider,
          },
          open: () => satsConnectConnection(provider, appName),
        }),
      )
    const next = [...standard, ...injected]
    const changed =
      next.length !== entries.length ||
      next.some((entry, i) => entry.connector.provider !== entries[i]?.connector.provider)
    entries = next
    if (changed) for (const listener of [...listeners]) listener(getConnectors())
  }

  const getConnectors = () => entries.map((entry) => entry.connector)
  const stops = wallets ? [wallets.on('register', refresh), wallets.on('unregister', refresh)] : []
  refresh()

  return {
    getConnectors,
    refresh,
    /** A fresh connection to the wallet behind `connectorId`, or undefined. */
    open(connectorId: string): { connector: Connector; connection: BitcoinWalletConnection } | undefined {
      let entry = entries.find((each) => each.connector.id === connectorId)
      if (!entry) {
        refresh()
        entry = entries.find((each) => each.connector.id === connectorId)
      }
      return entry && { connector: entry.connector, connection: entry.open() }
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

/** sats-connect providers on `target`: each `btc_providers` entry resolved by its dotted path. */
function satsConnectProviders(target: object | undefined) {
  if (!target) return []
  const found: { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] = []
  const listed = (target as { btc_providers?: unknown }).btc_providers
  for (const info of Array.isArray(listed) ? (listed as SatsConnectProviderInfo[]) : []) {
    if (typeof info?.id !== 'string' || typeof info.name !== 'string') continue
    const provider = info.id
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], target)
    if (isSatsConnectProvider(provider) && !found.some((each) => each.provider === provider))
      found.push({ info, provider })
  }
  const fallback = (target as { BitcoinProvider?: unknown }).BitcoinProvider
  if (isSatsConnectProvider(fallback) && !found.some((each) => each.provider === fallback)) {
    found.push({ info: { id: 'BitcoinProvider', name: 'Bitcoin Provider' }, provider: fallback })
  }
  return found
}
