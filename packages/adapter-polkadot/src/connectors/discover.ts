import { type Connector, safeWalletName } from '@portico/core'
import type { InjectedWeb3, InjectedWindowProvider } from './types.js'

/** Names of well-known extensions by their `injectedWeb3` key; others show the key itself. */
export const knownExtensions: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
  'nova-wallet': 'Nova Wallet',
  'portico-dev-wallet': 'Portico Dev Wallet',
}

/**
 * The extensions injected in `target.injectedWeb3` (entries with an `enable` function) as connectors. Each
 * names itself by its key, like an EIP-6963 announcement, so they are `ANNOUNCED` (the UI shows `INJECTED`
 * as the one generic "Browser Wallet").
 */
export function discoverExtensions(target: object | undefined): Connector[] {
  const injected = (target as { injectedWeb3?: InjectedWeb3 } | undefined)?.injectedWeb3
  if (!injected || typeof injected !== 'object') return []
  return Object.entries(injected)
    .filter(([, provider]) => typeof provider?.enable === 'function')
    .map(([key, provider]) => toConnector(key, provider))
}

/** An extension names itself by its `injectedWeb3` key, untrusted page input: the shown name is cleaned. */
const toConnector = (key: string, provider: InjectedWindowProvider): Connector => {
  const name = safeWalletName(
    Object.hasOwn(knownExtensions, key) ? knownExtensions[key] : key,
    'Polkadot extension',
  )
  return { id: key, name, chain: 'polkadot', type: 'ANNOUNCED', info: { name }, provider }
}

/**
 * Extensions inject themselves at their own pace after page load, so the store reads `injectedWeb3` now,
 * on every `getConnectors()`, and every `pollInterval` ms for `pollFor` ms, telling listeners of changes.
 */
export function createExtensionStore({
  target,
  pollInterval = 250,
  pollFor = 3_000,
}: {
  target: object | undefined
  pollInterval?: number | undefined
  pollFor?: number | undefined
}) {
  const listeners = new Set<(connectors: readonly Connector[]) => void>()
  let connectors = discoverExtensions(target)
  const same = (a: readonly Connector[], b: readonly Connector[]) =>
    a.length === b.length && a.every((c, i) => c.id === b[i]?.id && c.provider === b[i]?.provider)
  const refresh = () => {
    const next = discoverExtensions(target)
    if (!same(next, connectors)) {
      connectors = next
      for (const listener of [...listeners]) listener(connectors)
    }
    return connectors
  }
  const started = Date.now()
  const timer =
    target && pollFor > 0
      ? setInterval(() => {
          refresh()
          if (Date.now() - started >= pollFor) clearInterval(timer)
        }, pollInterval)
      : undefined
  return {
    getConnectors: refresh,
    get: (id: string) => refresh().find((connector) => connector.id === id),
    subscribe(listener: (connectors: readonly Connector[]) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      if (timer) clearInterval(timer)
      listeners.clear()
    },
  }
}
