import {
  type CaipNetworkId,
  type ChainNamespace,
  errorDetails,
  type Logger,
  safeIconUrl,
  safeWalletName,
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectNamespaceSession,
  type WalletConnectPeer,
  type WalletConnectSessionEvent,
} from '@portico/core'
import type { SignClient } from '../signClient.js'
import type { Session } from '../types.js'

/** The CAIP-2 chain of a CAIP-10 account. */
const chainOfAccount = (account: string) => account.split(':').slice(0, 2).join(':') as CaipNetworkId

/** Where the session's entries go in the config's logger: the plug-in's id. */
const SOURCE = WALLET_CONNECT_CONNECTOR_ID

/**
 * The wallet's metadata is whatever the peer sent: its name and first icon are cleaned before use (a warning in
 * `logger` when the cleaning changed them).
 */
export function peerOf(session: Session, logger?: Logger): WalletConnectPeer {
  const { metadata } = session.peer
  const first = Array.isArray(metadata.icons) ? metadata.icons[0] : undefined
  const icon = safeIconUrl(first)
  const name = safeWalletName(metadata.name, 'WalletConnect')
  if (name !== metadata.name || icon !== first)
    logger?.warn(SOURCE, 'wallet metadata cleaned', {
      topic: session.topic,
      name: name !== metadata.name,
      icon: icon !== first,
    })
  return { name, icon, url: metadata.url }
}

/** A wallet's `session_event` for `namespace` as the adapter's event, or `undefined` for another's. */
function sessionEvent(
  namespace: ChainNamespace,
  params: { event: { name: string; data: unknown }; chainId: string },
  logger?: Logger,
): WalletConnectSessionEvent | undefined {
  const { event, chainId } = params
  if (!chainId?.startsWith(`${namespace}:`)) return undefined
  if (event.name === 'accountsChanged' && !Array.isArray(event.data)) {
    logger?.warn(SOURCE, 'malformed accountsChanged ignored', { chainId })
    return undefined
  }
  if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
    const accounts = event.data.map((account: unknown) =>
      String(account).split(':').length === 3 ? String(account) : `${chainId}:${String(account)}`,
    )
    return { type: 'accountsChanged', accounts }
  }
  if (event.name === 'chainChanged') {
    const raw = String(event.data)
    const next = (
      raw.includes(':') ? raw : `${namespace}:${raw.startsWith('0x') ? Number(raw) : raw}`
    ) as CaipNetworkId
    return { type: 'chainChanged', chainId: next }
  }
  return undefined
}

/**
 * How long an empty `accountsChanged` from a wallet waits before it counts. Phone wallets send one in passing
 * (while the app reloads or switches account) and then the accounts again; an empty list would end every
 * connection of the session, so it counts only when nothing but silence follows it for this long.
 */
export const EMPTY_ACCOUNTS_CONFIRM_MS = 2000

/**
 * Passes events to `listener`, holding an empty `accountsChanged` for {@link EMPTY_ACCOUNTS_CONFIRM_MS}: a
 * following non-empty `accountsChanged` or the session's end replaces it; a chain change leaves it waiting.
 */
function holdEmptyAccounts(listener: (event: WalletConnectSessionEvent) => void, logger?: Logger) {
  let held: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (held !== undefined) clearTimeout(held)
    held = undefined
  }
  const confirm = (event: WalletConnectSessionEvent) => () => {
    held = undefined
    listener(event)
  }
  const emit = (event: WalletConnectSessionEvent) => {
    if (event.type === 'accountsChanged' && event.accounts.length === 0) {
      logger?.warn(SOURCE, 'empty accountsChanged held back', { waitMs: EMPTY_ACCOUNTS_CONFIRM_MS })
      held ??= setTimeout(confirm(event), EMPTY_ACCOUNTS_CONFIRM_MS)
      return
    }
    if (event.type !== 'chainChanged') cancel()
    listener(event)
  }
  return Object.assign(emit, { cancel })
}

/**
 * `namespace`'s share of a session: its accounts, chains and methods, requests and events. `logger` (the
 * config's) gets failed requests (method and error), ignored or held-back events and the session's end.
 */
export function namespaceSession(
  client: SignClient,
  initial: Session,
  namespace: ChainNamespace,
  logger?: Logger,
): WalletConnectNamespaceSession {
  const { topic } = initial
  const latest = () => client.getSessions().find((session) => session.topic === topic)
  const namespaceOf = () => (latest() ?? initial).namespaces[namespace]
  const getAccounts = () => namespaceOf()?.accounts ?? []
  const getChains = () => {
    const entry = namespaceOf()
    const chains = entry?.chains?.length ? entry.chains : getAccounts().map(chainOfAccount)
    return [...new Set(chains)] as CaipNetworkId[]
  }
  return {
    namespace,
    peer: peerOf(initial, logger),
    getAccounts,
    getChains,
    getMethods: () => namespaceOf()?.methods ?? [],
    async request<result>({
      chainId,
      method,
      params,
    }: Parameters<WalletConnectNamespaceSession['request']>[0]) {
      try {
        return await client.request<result>({
          topic,
          chainId,
          request: params === undefined ? { method } : { method, params },
        })
      } catch (error) {
        logger?.error(SOURCE, 'request failed', { method, chainId, ...errorDetails(error) })
        throw error
      }
    },
    subscribe(listener: (event: WalletConnectSessionEvent) => void) {
      const emit = holdEmptyAccounts(listener, logger)
      const offs = [
        client.on('session_event', ({ topic: from, params }) => {
          const event = from === topic ? sessionEvent(namespace, params, logger) : undefined
          if (event) emit(event)
        }),
        client.on('session_update', ({ topic: from }) => {
          if (from !== topic) return
          const accounts = getAccounts()
          emit(accounts.length ? { type: 'accountsChanged', accounts } : { type: 'deleted' })
        }),
        client.on('session_delete', ({ topic: from, params }) => {
          if (from !== topic) return
          logger?.warn(SOURCE, 'session deleted by the wallet', {
            namespace,
            code: params?.code,
            message: params?.message,
          })
          emit({ type: 'deleted' })
        }),
        client.on('session_expire', ({ topic: from }) => {
          if (from !== topic) return
          logger?.warn(SOURCE, 'session expired', { namespace })
          emit({ type: 'deleted' })
        }),
      ]
      return () => {
        emit.cancel()
        for (const off of offs) off()
      }
    },
  }
}
