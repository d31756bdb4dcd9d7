import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'

/** A wallet remembered as recently used. */
export type RecentWallet = {
  id: string
  name: string
  imageUrl?: string | undefined
  rdns?: string | undefined
}

/** Everything Portico remembers, with its type. */
export type StorageItems = {
  lastUsedChainId: CaipNetworkId
  /** Connector id per namespace, for restoring a connection. */
  connectorIds: Partial<Record<ChainNamespace, string>>
  /**
   * The last connected address per namespace: the account shown while a stored connection is being restored,
   * so a server render (with cookie storage) and the browser's first render show the same account.
   */
  connectedAddresses: Partial<Record<ChainNamespace, string>>
  recentWallets: RecentWallet[]
}

export type StorageKey = keyof StorageItems

const isString = (value: unknown): value is string => typeof value === 'string'
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Shape checks: a stored value that fails its check is ignored, never trusted. */
export const storageValidators: { [K in StorageKey]: (value: unknown) => value is StorageItems[K] } = {
  lastUsedChainId: (value): value is CaipNetworkId => isString(value) && value.split(':').length === 2,
  connectorIds: (value): value is Partial<Record<ChainNamespace, string>> =>
    isObject(value) && Object.values(value).every(isString),
  connectedAddresses: (value): value is Partial<Record<ChainNamespace, string>> =>
    isObject(value) &&
    Object.values(value).every((address) => isString(address) && /^[0-9A-Za-z]{1,128}$/.test(address)),
  recentWallets: (value): value is RecentWallet[] =>
    Array.isArray(value) &&
    value.every((wallet) => isObject(wallet) && isString(wallet.id) && isString(wallet.name)),
}
