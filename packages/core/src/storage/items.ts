import type { CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { type SocialOption, type SocialProvider, socialProviders } from '../controllers/options.js'

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
  /** The embedded wallet's login cache: set once an e-mail login connected, so a reload restores it. */
  embeddedWalletUsed: true
  /** The e-mail of that login. */
  embeddedWalletEmail: string
  /** When a login code was last asked for (ms), for the 30 s wait before the next; cleared once connected. */
  embeddedWalletLastLogin: number
  /** The chain the embedded wallet was last on (eip155 number, or CAIP-2), which its frame starts on. */
  embeddedWalletChainId: string | number
  /** The eip155 chain ids where the embedded wallet offers smart accounts, as a comma list ('' for none). */
  embeddedWalletSmartAccountNetworks: string
  /** The social provider of the embedded wallet's login, when it was a social (or Farcaster) login. */
  embeddedWalletSocialProvider: SocialOption
  /** The name that provider gave the user. */
  embeddedWalletSocialUsername: string
  /** A social login that left the page for the provider's (the redirect flow), until it is back. */
  embeddedWalletSocialPending: SocialProvider
  /** The person ticked the legal checkbox (`features.legalCheckbox`): the wallets are no longer held back. */
  legalAccepted: true
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
  embeddedWalletUsed: (value): value is true => value === true,
  embeddedWalletEmail: (value): value is string => isString(value) && value.length <= 254,
  embeddedWalletLastLogin: (value): value is number => Number.isSafeInteger(value) && (value as number) >= 0,
  embeddedWalletChainId: (value): value is string | number =>
    Number.isSafeInteger(value) || (isString(value) && value.split(':').length === 2 && value.length <= 128),
  embeddedWalletSmartAccountNetworks: (value): value is string =>
    isString(value) && /^(\d{1,20}(,\d{1,20})*)?$/.test(value),
  embeddedWalletSocialProvider: (value): value is SocialOption =>
    value === 'farcaster' || (socialProviders as readonly unknown[]).includes(value),
  embeddedWalletSocialUsername: (value): value is string => isString(value) && value.length <= 256,
  embeddedWalletSocialPending: (value): value is SocialProvider =>
    (socialProviders as readonly unknown[]).includes(value),
  legalAccepted: (value): value is true => value === true,
}
